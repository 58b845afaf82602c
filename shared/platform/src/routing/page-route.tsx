import { useEffect, type ComponentType } from 'react';
import { useRevalidator, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { canOpen, RequireAccess } from '../auth/authorization';
import type { AuthService } from '../auth/auth-service';
import { Spinner } from '../ui/Spinner';
import { useDocumentMeta } from './document-meta';
import type { OwnedRoute, RouteHandle, RouteModule } from './route-manifest';

export interface PageRouteOptions {
  authService: AuthService;
  queryClient: QueryClient;
  /** The platform's API client, handed to page loaders. */
  apiClient: ApiClient;
  /** Fetches the page module of a route (the shell goes through the federation runtime). */
  loadPage: (route: OwnedRoute) => Promise<RouteModule>;
  /** Shown for errors the page does not handle itself (including an unavailable remote). */
  ErrorBoundary: ComponentType;
  /**
   * A session is probably being restored (Session.probablySignedIn): a guarded page's code, and
   * its `prefetch`, start meanwhile.
   */
  probablySignedIn?: () => boolean;
  /** Called when the page's component has been rendered and committed (each time one is shown). */
  onPageShown?: () => void;
}

/**
 * The route object of one remote route. Its loader fetches the page's code for visitors who may
 * open it or probably may (others meet the guard), then, once access is known, runs the page's
 * own loader, so the page renders with its data; errors go to the page's ErrorBoundary or the
 * given one.
 */
export function pageRoute(entry: OwnedRoute, options: PageRouteOptions): RouteObject {
  let page: RouteModule | undefined;

  function Page() {
    const revalidator = useRevalidator();
    const shown = Boolean(page);
    useEffect(() => {
      if (shown) options.onPageShown?.();
    }, [shown]);
    useDocumentMeta(entry.path === '/' ? null : entry.title, entry.description);
    // The visitor gained access after the loader ran (e.g. the role arrived): load again.
    useEffect(() => {
      if (!page && revalidator.state === 'idle') void revalidator.revalidate();
    }, [revalidator]);
    if (!page) return <Spinner />;
    return <page.Component />;
  }

  function PageErrorBoundary() {
    const Boundary = page?.ErrorBoundary ?? options.ErrorBoundary;
    return <Boundary />;
  }

  const handle: RouteHandle = { remotePage: { remote: entry.remote, id: entry.id } };
  return {
    id: `${entry.remote}:${entry.id}`,
    path: entry.path,
    handle,
    async loader(args) {
      // The code of a guarded page is public: for a visitor who is probably signed in it loads
      // while the sign-in state is restored, instead of after it. Its data waits for the check.
      const code = entry.access !== 'public' && options.probablySignedIn?.() ? options.loadPage(entry) : null;
      const context = () => ({
        ...args,
        queryClient: options.queryClient,
        apiClient: options.apiClient,
        user: options.authService.currentUser(),
      });
      code?.then((module) => module.prefetch?.(context())).catch(() => undefined);
      if (!(await canOpen(entry.access, options.authService, options.queryClient, options.apiClient))) return null;
      page = await (code ?? options.loadPage(entry));
      return page.loader ? page.loader(context()) : null;
    },
    element: (
      <RequireAccess access={entry.access}>
        <Page />
      </RequireAccess>
    ),
    ErrorBoundary: PageErrorBoundary,
  };
}
