import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import {
  FullScreenSpinner,
  RequireAuth,
  pageRoute,
  paths,
  remoteRouteTable,
  type AuthService,
  type RemoteRouteEntry,
  type RemoteRouteModule,
} from '@replay/shared';
import { PublicLayout } from '../components/layouts/PublicLayout';
import { RemoteErrorBoundary } from '../remotes/RemoteErrorBoundary';
import { ErrorPage } from './routes/ErrorPage';
import { NotFoundPage } from './routes/NotFoundPage';

export interface AppRouterDeps {
  authService: AuthService;
  queryClient: QueryClient;
  loadPage: (entry: RemoteRouteEntry) => Promise<RemoteRouteModule>;
}

/**
 * The site's route table: shell pages plus every remote page of the shared route table, in the
 * public or dashboard layout. Each page has its own error boundary so the layout stays up.
 * Sign-in, sign-up and the dashboard layout are separate chunks (route `lazy`), fetched when one
 * of their routes opens: a visitor of the home page downloads none of them (nor their form
 * library).
 */
export function appRoutes(deps: AppRouterDeps): RouteObject[] {
  const remotePage = (entry: RemoteRouteEntry) => pageRoute(entry, { ...deps, ErrorBoundary: RemoteErrorBoundary });
  const publicPages = remoteRouteTable.filter((entry) => !entry.dashboard).map(remotePage);
  const dashboardPages = remoteRouteTable.filter((entry) => entry.dashboard).map(remotePage);

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
              path: paths.login,
              lazy: async () => ({ Component: (await import('./routes/LoginPage')).LoginPage }),
              ErrorBoundary: ErrorPage,
            },
            {
              path: paths.signup,
              lazy: async () => ({ Component: (await import('./routes/SignUpPage')).SignUpPage }),
              ErrorBoundary: ErrorPage,
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          path: paths.dashboard,
          async lazy() {
            const { DashboardLayout } = await import('../components/layouts/DashboardLayout');
            return {
              element: (
                <RequireAuth>
                  <DashboardLayout />
                </RequireAuth>
              ),
            };
          },
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('./routes/DashboardHome')).DashboardHome }),
              ErrorBoundary: ErrorPage,
            },
            ...dashboardPages,
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(deps: AppRouterDeps) {
  return createBrowserRouter(appRoutes(deps));
}
