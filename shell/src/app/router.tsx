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
            {
              path: routePatterns.login,
              handle: chunk('login'),
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "login" */ './routes/LoginPage')).LoginPage,
              }),
              ErrorBoundary: ErrorPage,
            },
            {
              path: routePatterns.signup,
              handle: chunk('signup'),
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "signup" */ './routes/SignUpPage')).SignUpPage,
              }),
              ErrorBoundary: ErrorPage,
            },
            {
              path: routePatterns.forgotPassword,
              handle: chunk('forgotPassword'),
              lazy: async () => ({
                Component: (
                  await import(/* webpackChunkName: "forgotPassword" */ '../features/auth/ForgotPasswordPage')
                ).ForgotPasswordPage,
              }),
              ErrorBoundary: ErrorPage,
            },
            {
              path: routePatterns.authAction,
              handle: chunk('authAction'),
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "authAction" */ '../features/auth/AuthActionPage'))
                  .AuthActionPage,
              }),
              ErrorBoundary: ErrorPage,
            },
            {
              path: routePatterns.unsubscribe,
              handle: chunk('unsubscribe'),
              lazy: async () => ({
                Component: (
                  await import(/* webpackChunkName: "unsubscribe" */ '../features/notifications/UnsubscribePage')
                ).UnsubscribePage,
              }),
              ErrorBoundary: ErrorPage,
            },
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
            {
              index: true,
              handle: chunk('dashboardHome'),
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "dashboardHome" */ './routes/DashboardHome'))
                  .DashboardHome,
              }),
              ErrorBoundary: ErrorPage,
            },
            {
              path: routePatterns.notifications,
              handle: chunk('notifications'),
              lazy: async () => ({
                Component: (
                  await import(/* webpackChunkName: "notifications" */ '../features/notifications/NotificationsPage')
                ).NotificationsPage,
              }),
              ErrorBoundary: ErrorPage,
            },
            {
              path: routePatterns.account,
              handle: chunk('account'),
              lazy: async () => ({
                Component: (await import(/* webpackChunkName: "account" */ '../features/account/AccountPage'))
                  .AccountPage,
              }),
              ErrorBoundary: ErrorPage,
            },
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
