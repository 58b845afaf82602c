import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { endpointPath, type Role } from '@replay/contract';
import type { ApiClient } from '../api/api-client';
import type { AuthUser } from '../auth/auth-service';
import type { EarlyPhoto, PageRequest, RouteEntry } from './route-entry';

// A page as plain data, in a module of its own that imports no framework: the shell's server and
// the page's startup data use it too.
export type { Access, EarlyPhoto, PageRequest, RouteEntry } from './route-entry';

/** An early request as the shell's server writes it into the page (see EarlyRequestSpec). */
export interface EarlyRequest {
  /** The API path with its query; `{email}` for the signed-in user's e-mail. */
  path: string;
  /** Sent without the access token (a public endpoint). */
  anonymous?: boolean;
  /** Only for visitors of these roles (the endpoint's). */
  roles?: readonly Role[];
  /** The photo of its answer the page shows first. */
  photo?: EarlyPhoto;
}

/** The early request of a page request at a route whose parameters are `routeParams`. */
export function earlyRequest(
  request: PageRequest,
  routeParams: Readonly<Record<string, string | undefined>>,
): EarlyRequest {
  const { endpoint } = request;
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
  const params = Object.fromEntries(names.map((name) => [name, routeParams[request.params?.[name] ?? name]]));
  const query = [
    ...Object.entries(request.query ?? {}).map(
      ([name, value]) => `${encodeURIComponent(name)}=${value === '{email}' ? value : encodeURIComponent(value)}`,
    ),
    // The browser puts the page's query string in its place (start-early-requests.ts).
    ...(request.pageQuery ? ['{search}'] : []),
  ].join('&');
  const path = `${endpointPath(endpoint, params)}${query ? `?${query}` : ''}`;
  const photo = request.photo ? { photo: request.photo } : {};
  if (endpoint.access === 'public') return { path, anonymous: true, ...photo };
  return typeof endpoint.access === 'string' ? { path, ...photo } : { path, roles: endpoint.access, ...photo };
}

/**
 * Arguments of a page loader: React Router's, plus the app's QueryClient (for `ensureQueryData`),
 * API client and the signed-in user (in `prefetch`, the user a stored session names, if any).
 */
export type PageLoaderArgs = LoaderFunctionArgs & {
  queryClient: QueryClient;
  apiClient: ApiClient;
  user: AuthUser | null;
};

/**
 * What a page module exports, React Router's lazy-route shape: `Component` (required), an optional
 * `loader` that runs before the page shows (its result is `useLoaderData()`), an optional
 * `prefetch`, and an optional `ErrorBoundary` for the page's own errors.
 */
export interface RouteModule {
  Component: ComponentType;
  loader?: (args: PageLoaderArgs) => unknown;
  /**
   * Starts the page's requests into the query cache while the visitor's access is still being
   * checked (a stored session being restored): the page then finds them under way. It may run for
   * a visitor who turns out not to be allowed, so it asks only for what needs no sign-in. Its
   * result and failures are ignored; the page's own queries decide.
   */
  prefetch?: (args: PageLoaderArgs) => void;
  ErrorBoundary?: ComponentType;
}

/**
 * The default export of a remote's exposed `./routes` module: its pages as data, and a lazy
 * loader per page. It imports nothing at run time but `@replay/contract` (for `paths`), so the
 * shell can read it even from a remote built against another platform version.
 */
export interface RouteManifest {
  routes: readonly RouteEntry[];
  pages: Readonly<Record<string, () => Promise<RouteModule>>>;
}

/**
 * The `handle` of the site's route objects: what code a matched route runs, so the shell's server
 * can preload it with the page (the shell's named chunk, or the remote page).
 */
export interface RouteHandle {
  /** The shell's own chunk of the route (its `webpackChunkName`). */
  chunk?: string;
  /** The remote page the route shows. */
  remotePage?: { remote: string; id: string };
}

/** A manifest's entry with the remote that owns it. */
export type OwnedRoute = RouteEntry & { remote: string };

/**
 * Every remote's routes in one list, in the order the remotes are named. A path claimed twice is
 * reported (`onConflict`) and the first claim wins.
 */
export function mergeRoutes(
  manifests: ReadonlyArray<{ remote: string; manifest: Pick<RouteManifest, 'routes'> }>,
  onConflict: (message: string) => void = (message) => console.error(message),
): OwnedRoute[] {
  const owners = new Map<string, string>();
  const merged: OwnedRoute[] = [];
  for (const { remote, manifest } of manifests) {
    for (const route of manifest.routes) {
      const owner = owners.get(route.path);
      if (owner) {
        onConflict(`Route ${route.path} is claimed by ${owner} and by ${remote}; ${owner}'s page is kept`);
        continue;
      }
      owners.set(route.path, remote);
      merged.push({ ...route, remote });
    }
  }
  return merged;
}

/** The dashboard drawer's links, in order: the routes with a drawer entry. */
export function drawerRoutes(routes: readonly OwnedRoute[]): OwnedRoute[] {
  return routes.filter((route) => route.drawer).sort((a, b) => a.drawer!.order - b.drawer!.order);
}
