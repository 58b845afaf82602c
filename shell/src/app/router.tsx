import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { routePatterns } from '@replay/contract';
import {
  FullScreenSpinner,
  RequireAuth,
  pageRoute,
  type AuthService,
  type OwnedRoute,
  type RouteModule,
  type ApiClient,
  type RouteHandle,
} from '@replay/platform';
import { PublicLayout } from '../components/layouts/PublicLayout';
import { RemoteErrorBoundary, RemoteUnavailable } from '../remotes/RemoteErrorBoundary';
import { ErrorPage } from './routes/ErrorPage';
import { NotFoundPage } from './routes/NotFoundPage';

export interface AppRouterDeps {
  authService: AuthService;
  queryClient: QueryClient;
  /** The platform's API client, for page loaders. */
  apiClient: ApiClient;
  /** Every remote page, from the remotes' route manifests. */
  routes: readonly OwnedRoute[];
  /** Remotes whose manifest did not load: a path the site does not know may be one of theirs. */
  unavailable?: readonly string[];
  loadPage: (route: OwnedRoute) => Promise<RouteModule>;
  /** A session is probably being restored: guarded pages' code loads meanwhile. */
  probablySignedIn?: () => boolean;
  /** A remote page has been rendered and committed. */
  onPageShown?: () => void;
}

/** The route's own chunk, by its webpackChunkName: the shell's server preloads it with the page. */
const chunk = (name: string): RouteHandle => ({ chunk: name });

/** The shell's own pages by name, each loaded as a chunk of that name (its webpackChunkName). */
const SHELL_PAGES = {
  login: async () => (await import(/* webpackChunkName: "login" */ './routes/LoginPage')).LoginPage,
  signup: async () => (await import(/* webpackChunkName: "signup" */ './routes/SignUpPage')).SignUpPage,
  forgotPassword: async () =>
    (await import(/* webpackChunkName: "forgotPassword" */ '../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
  authAction: async () =>
    (await import(/* webpackChunkName: "authAction" */ '../features/auth/AuthActionPage')).AuthActionPage,
  unsubscribe: async () =>
    (await import(/* webpackChunkName: "unsubscribe" */ '../features/notifications/UnsubscribePage')).UnsubscribePage,
  notifications: async () =>
    (await import(/* webpackChunkName: "notifications" */ '../features/notifications/NotificationsPage'))
      .NotificationsPage,
  account: async () => (await import(/* webpackChunkName: "account" */ '../features/account/AccountPage')).AccountPage,
} satisfies Record<string, () => Promise<ComponentType>>;

/** A route of one of the shell's own pages: its chunk, loaded when the route opens, and the error page. */
const shellPage = (name: keyof typeof SHELL_PAGES) => ({
  handle: chunk(name),
  lazy: async () => ({ Component: await SHELL_PAGES[name]() }),
  ErrorBoundary: ErrorPage,
});

/** The dashboard's home: it shows shortcuts to the pages of the remotes' `routes`, so it is given them. */
const dashboardHome = (routes: readonly OwnedRoute[]): RouteObject => ({
  index: true,
  handle: chunk('dashboardHome'),
  async lazy() {
    const { DashboardHome } = await import(/* webpackChunkName: "dashboardHome" */ './routes/DashboardHome');
    return { element: <DashboardHome routes={routes} /> };
  },
  ErrorBoundary: ErrorPage,
});

/**
 * A path no manifest claims: the 404 page, or, while a remote's manifest could not be loaded
 * (its pages are unknown), that remote's fallback; Retry loads the site again. Its route pattern
 * is its parent's with `/*` (the contract's `notFound` and `dashboardNotFound`).
 */
function unknownPath(unavailable: readonly string[]): RouteObject {
  return {
    path: '*',
    element: unavailable.length ? <RemoteUnavailable onRetry={() => window.location.reload()} /> : <NotFoundPage />,
  };
}

/**
 * The site's routes: the shell's own pages (sign-in, sign-up, dashboard home, 404, error) and
 * every page the remotes' manifests declare, in the public or the dashboard layout, each path one
 * of the contract's `routePatterns` (real-user metrics name a page by it). Each page has
 * its own error boundary so the layout stays up. Sign-in, sign-up and the dashboard layout are
 * separate chunks (route `lazy`), fetched when one of their routes opens.
 */
export function appRoutes({ routes, unavailable = [], ...deps }: AppRouterDeps): RouteObject[] {
  const remotePage = (route: OwnedRoute) => pageRoute(route, { ...deps, ErrorBoundary: RemoteErrorBoundary });
  const publicPages = routes.filter((route) => route.layout === 'public').map(remotePage);
  const dashboardPages = routes.filter((route) => route.layout === 'dashboard').map(remotePage);

  return [
    {
      id: 'root',
      HydrateFallback: FullScreenSpinner,
      ErrorBoundary: ErrorPage,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...publicPages,
            { path: routePatterns.login, ...shellPage('login') },
            { path: routePatterns.signup, ...shellPage('signup') },
            { path: routePatterns.forgotPassword, ...shellPage('forgotPassword') },
            { path: routePatterns.authAction, ...shellPage('authAction') },
            { path: routePatterns.unsubscribe, ...shellPage('unsubscribe') },
            unknownPath(unavailable),
          ],
        },
        {
          path: routePatterns.dashboard,
          handle: chunk('dashboard'),
          async lazy() {
            const { DashboardLayout } = await import(
              /* webpackChunkName: "dashboard" */ '../components/layouts/DashboardLayout'
            );
            return {
              element: (
                <RequireAuth>
                  <DashboardLayout routes={routes} />
                </RequireAuth>
              ),
            };
          },
          children: [
            dashboardHome(routes),
            { path: routePatterns.notifications, ...shellPage('notifications') },
            { path: routePatterns.account, ...shellPage('account') },
            ...dashboardPages,
            unknownPath(unavailable),
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(deps: AppRouterDeps) {
  return createBrowserRouter(appRoutes(deps));
}
