import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { RemoteName, RemoteRouteId } from './route-table';

/** Arguments of a page loader: React Router's, plus the page's QueryClient for `ensureQueryData`. */
export type PageLoaderArgs = LoaderFunctionArgs & { queryClient: QueryClient };

/**
 * What a page module exports — the shape React Router's `lazy` routes use:
 * `Component` (required), an optional `loader` that runs before the page shows (its result is
 * `useLoaderData()`), and an optional `ErrorBoundary` for the page's own errors.
 */
export interface RemoteRouteModule {
  Component: ComponentType;
  loader?: (args: PageLoaderArgs) => unknown;
  ErrorBoundary?: ComponentType;
}

/**
 * The default export of a remote's exposed `./routes` module: one lazy loader per route id of
 * the route table, e.g. `{ myOrders: () => import('./features/orders/MyOrdersPage') }`.
 */
export type RemoteRoutes<R extends RemoteName = RemoteName> = Record<RemoteRouteId<R>, () => Promise<RemoteRouteModule>>;
