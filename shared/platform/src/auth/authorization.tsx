import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { paths, type Role } from '@replay/contract';
import type { Access } from '../routing/route-manifest';
import { FullScreenSpinner, Spinner } from '../ui/Spinner';
import { EmptyState, PageTitle } from '../ui/text';
import { useAuth, useRole } from './auth-context';
import type { ApiClient } from '../api/api-client';
import type { AuthService } from './auth-service';
import { roleQueryOptions } from './identity-api';

/** Location state of a redirect to /login: where to return after signing in. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function isAllowed(access: Access, signedIn: boolean, role: Role | null): boolean {
  if (access === 'public') return true;
  if (!signedIn) return false;
  return access === 'user' || (role !== null && access.includes(role));
}

/** Loader-side check: waits for the sign-in state (and the role when needed) without rendering. */
export async function canOpen(
  access: Access,
  authService: AuthService,
  queryClient: QueryClient,
  apiClient: ApiClient,
): Promise<boolean> {
  if (access === 'public') return true;
  await authService.ready();
  const email = authService.currentUser()?.email;
  if (!email) return false;
  if (access === 'user') return true;
  const role = await queryClient.ensureQueryData(roleQueryOptions(apiClient, email)).catch(() => null);
  return isAllowed(access, true, role);
}

/** Signed-out visitors go to /login, which brings them back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullScreenSpinner />;
  if (!user) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}

/** Shown when a signed-in user opens a page their role may not use. */
export function NotAllowed() {
  return (
    <section>
      <PageTitle>Not allowed</PageTitle>
      <EmptyState>
        Your account cannot open this page. <Link to={paths.dashboard}>Back to the dashboard</Link>
      </EmptyState>
    </section>
  );
}

/** Renders `children` only for the listed roles; assumes a signed-in user (see RequireAuth). */
export function RequireRole({ allowed, children }: { allowed: readonly Role[]; children: ReactNode }) {
  const { data: role, isPending, error } = useRole();
  if (error) throw error;
  if (isPending) return <Spinner />;
  return isAllowed(allowed, true, role) ? children : <NotAllowed />;
}

/** The guard for a route table entry. */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'public') return children;
  return (
    <RequireAuth>{access === 'user' ? children : <RequireRole allowed={access}>{children}</RequireRole>}</RequireAuth>
  );
}
