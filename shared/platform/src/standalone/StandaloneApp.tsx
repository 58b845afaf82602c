import { useState, type FormEvent } from 'react';
import { createBrowserRouter, Link, Outlet, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import {
  AppProviders,
  AppRouterProvider,
  Button,
  createQueryClient,
  ErrorText,
  FullScreenSpinner,
  getErrorMessage,
  mergeRoutes,
  pageRoute,
  PageTitle,
  RouteErrorMessage,
  signInWithPassword,
  TextField,
  useAuth,
  useAuthService,
  usePlatform,
  type AuthService,
  type LoginRedirectState,
  type Platform,
  type OwnedRoute,
  type RouteManifest,
} from '@replay/platform';

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

function StandaloneLayout({ remote, entries }: { remote: string; entries: readonly OwnedRoute[] }) {
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
  const platform = usePlatform();
  const navigate = useNavigate();
  const from = (useLocation().state as LoginRedirectState | null)?.from;
  const [error, setError] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await signInWithPassword(platform, service, String(form.get('email')), String(form.get('password')));
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

export interface StandaloneAppProps {
  remote: string;
  manifest: RouteManifest;
  platform: Platform;
  authService: AuthService;
}

/**
 * A remote on its own: the shell's providers, the remote's pages at their usual paths with the
 * same guards, and a minimal sign-in. For the remote team's development only.
 */
export function StandaloneApp({ remote, manifest, platform, authService }: StandaloneAppProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const entries = mergeRoutes([{ remote, manifest }]);
    const children: RouteObject[] = entries.map((entry) =>
      pageRoute(entry, {
        authService,
        queryClient,
        apiClient: platform.apiClient,
        loadPage: (page) => manifest.pages[page.id]!(),
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
    <AppProviders platform={platform} queryClient={queryClient} authService={authService}>
      <AppRouterProvider router={router} />
    </AppProviders>
  );
}
