import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSION_ENDED_MESSAGE } from '@replay/contract';
import { usePlatform } from '../app/platform';
import { onSessionEnded } from '../session/session-end';
import { notifyError } from '../toast/toast';
import { AuthContext, AuthServiceContext, type AuthContextValue } from './auth-context';
import type { AuthService, AuthUser } from './auth-service';
import { roleQueryOptions } from './identity-api';

/**
 * Tracks the identity provider's user and exposes it, with the role and logout, to every page. When
 * the API says the user's sessions ended, it signs the page out as logout does and says so; the
 * guards then send a page that needs a sign-in to /login.
 */
export function AuthProvider({ service, children }: { service: AuthService; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { session, apiClient } = usePlatform();
  const [user, setUser] = useState<AuthUser | null>(() => service.currentUser());
  const [loading, setLoading] = useState(true);

  useEffect(
    () =>
      service.onChange((next) => {
        setUser(next);
        setLoading(false);
      }),
    [service],
  );

  useEffect(() => {
    session.bindIdentity({
      getEmail: () => service.currentUser()?.email ?? null,
      getIdToken: () => service.getIdToken(),
    });
    return () => session.bindIdentity(null);
  }, [service, session]);

  // The session's token is already cleared (../session/session-end.ts); this runs once per ended token.
  useEffect(
    () =>
      onSessionEnded(session, () => {
        queryClient.clear();
        notifyError(SESSION_ENDED_MESSAGE);
        service.signOut().catch((error: unknown) => console.error(error));
      }),
    [service, session, queryClient],
  );

  // Observes the role without fetching it: the dashboard fetches it (useRole).
  const { data: role = null } = useQuery({ ...roleQueryOptions(apiClient, user?.email ?? ''), enabled: false });

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      role: user ? role : null,
      loading,
      getIdToken: () => service.getIdToken(),
      async logout() {
        session.clear();
        queryClient.clear();
        await service.signOut();
      },
    }),
    [user, role, loading, service, queryClient, session],
  );

  return (
    <AuthServiceContext.Provider value={service}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </AuthServiceContext.Provider>
  );
}
