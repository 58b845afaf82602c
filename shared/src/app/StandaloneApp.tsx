import { useState, type FormEvent } from 'react';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth, useAuthService } from '../auth/auth-context';
import type { AuthService } from '../auth/auth-service';
import type { LoginRedirectState } from '../auth/authorization';
import { signInWithPassword } from '../auth/identity-flows';
import { paths } from '../contract';
import { getErrorMessage } from '../errors/get-error-message';
import { createQueryClient } from '../query/query-client';
import { pageRoute } from '../routing/page-route';
import type { RemoteRouteModule, RemoteRoutes } from '../routing/remote-routes';
import { routesOf, type RemoteName, type RemoteRouteEntry } from '../routing/route-table';
import { Button } from '../ui/Button';
import { TextField } from '../ui/fields';
import { FullScreenSpinner } from '../ui/Spinner';
import { ErrorText, PageTitle } from '../ui/text';
import { AppProviders } from './AppProviders';
import { RouteErrorMessage } from './RouteErrorMessage';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space(6)};
`;

function StandaloneLayout({ remote, entries }: { remote: RemoteName; entries: readonly RemoteRouteEntry[] }) {
  const { user, logout } = useAuth();
  return (
    <>
      <Bar>
        <strong>{remote} (standalone)</strong>
        {entries
          .filter((entry) => !entry.path.includes(':'))
          .map((entry) => (
            <Link key={entry.id} to={entry.path}>
              {entry.title}
            </Link>
          ))}
        {user ? (
          <Button type="button" $small $variant="ghost" onClick={() => void logout()}>
            Sign out {user.email}
          </Button>
        ) : (
          <Link to={paths.login}>Sign in</Link>
        )}
      </Bar>
      <Main>
        <Outlet />
      </Main>
    </>
  );
}

/** A plain e-mail/password sign-in for running a remote alone (the shell has the real pages). */
function StandaloneSignIn() {
  const service = useAuthService();
  const navigate = useNavigate();
  const from = (useLocation().state as LoginRedirectState | null)?.from;
  const [error, setError] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await signInWithPassword(service, String(form.get('email')), String(form.get('password')));
      await navigate(from ? `${from.pathname}${from.search ?? ''}` : paths.home, { replace: true });
    } catch (err) {
      setError(getErrorMessage(err));
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} style={{ maxWidth: 360 }}>
      <PageTitle>Sign in</PageTitle>
      <TextField label="Email" name="email" type="email" required />
      <TextField label="Password" name="password" type="password" required />
      <Button type="submit">Login</Button>
      {error && <ErrorText>{error}</ErrorText>}
    </form>
  );
}

export interface StandaloneAppProps<R extends RemoteName> {
  remote: R;
  routes: RemoteRoutes<R>;
  authService: AuthService;
}

/**
 * A remote on its own: the shell's providers, the remote's pages at their usual paths with the
 * same guards, and a minimal sign-in. For the remote team's development only.
 */
export function StandaloneApp<R extends RemoteName>({ remote, routes, authService }: StandaloneAppProps<R>) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const entries = routesOf(remote);
    const loaders: Partial<Record<string, () => Promise<RemoteRouteModule>>> = routes;
    const children: RouteObject[] = entries.map((entry) =>
      pageRoute(entry, {
        authService,
        queryClient,
        loadPage: (page) => loaders[page.id]!(),
        ErrorBoundary: RouteErrorMessage,
      }),
    );
    return createBrowserRouter([
      {
        element: <StandaloneLayout remote={remote} entries={entries} />,
        HydrateFallback: FullScreenSpinner,
        ErrorBoundary: RouteErrorMessage,
        children: [
          ...children,
          ...(entries.some((entry) => entry.path === paths.home)
            ? []
            : [{ index: true, element: <PageTitle>Pick a page above</PageTitle> }]),
          { path: paths.login, element: <StandaloneSignIn /> },
        ],
      },
    ]);
  });

  return (
    <AppProviders queryClient={queryClient} authService={authService}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
