import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { createPlatform, PlatformContext, type Platform } from '../app/platform';
import { AuthProvider } from '../auth/AuthProvider';
import type { AuthService } from '../auth/auth-service';
import { RouteErrorMessage } from '../app/RouteErrorMessage';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryConfig } from '../query/query-client';
import { pageRoute } from '../routing/page-route';
import { routerInitialized } from '../routing/router-ready';
import { mergeRoutes, type RouteEntry, type RouteManifest } from '../routing/route-manifest';
import { theme } from '../ui/theme';

/**
 * Build-time rendering of public pages (docs/architecture.md, "Prerendered public pages"). A page
 * is rendered as a signed-out visitor sees it on arrival, before any data: parts that need data
 * show their loading state, at their final size. The browser then hydrates that HTML.
 */

/** One prerendered page: its HTML and the CSS of the styled components it rendered. */
export interface PrerenderedPage {
  html: string;
  css: string;
}

/** What a remote's build publishes beside its mf-manifest.json, as prerender.json. */
export interface RemotePrerender {
  /** The remote's route manifest as data: the shell's server tells a page from a 404 with it. */
  routes: readonly RouteEntry[];
  /** Path → the page's HTML, for the remote's public pages with a fixed path and no loader. */
  pages: Record<string, PrerenderedPage>;
}

/** Whether a manifest route is prerendered: public, a fixed path, in the public layout. */
export function isPrerendered(route: RouteEntry): boolean {
  return route.access === 'public' && route.layout === 'public' && !/[:*]/.test(route.path);
}

/** Storage for the session while prerendering: empty, so the visitor is signed out. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const notWhilePrerendering = () => Promise.reject(new Error('Signing in is not possible while prerendering'));

/** The identity of a prerendered page's visitor: nobody is signed in, and the state is known. */
export const signedOutVisitor: AuthService = {
  ready: () => Promise.resolve(),
  currentUser: () => null,
  onChange(listener) {
    listener(null);
    return () => undefined;
  },
  getIdToken: () => Promise.resolve(null),
  signInWithPassword: notWhilePrerendering,
  signInWithGoogle: notWhilePrerendering,
  createAccount: notWhilePrerendering,
  updateProfile: notWhilePrerendering,
  signOut: () => Promise.resolve(),
};

/**
 * The platform of a prerendered page. Nothing is requested while rendering to a string (queries
 * stay pending, effects do not run), so the API address is never used.
 */
export function prerenderPlatform(): Platform {
  return createPlatform(
    { apiUrl: 'http://prerender.invalid', firebase: { apiKey: '', authDomain: '', projectId: '' } },
    { storage: memoryStorage() },
  );
}

/**
 * The query client of a prerendered page. Queries stay pending and are never collected: a
 * collection timer would keep the build's Node process alive for the whole gcTime.
 */
export function prerenderQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, gcTime: Infinity } } });
}

/** A memory router at `url`, once its lazy routes and loaders have settled. */
export async function settledRouter(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await routerInitialized(router);
  return router;
}

/** Strips styled-components' rehydration markers: the CSS stays plain, owned by the page, not by the sheet. */
function plainCss(sheet: ServerStyleSheet): string {
  return sheet.instance
    .toString()
    .replace(/^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/gm, '')
    .replace(/\/\*!sc\*\/\n?/g, '');
}

/** Renders `element` (in StrictMode, like the browser) with the CSS its styled components produce. */
export function renderPage(element: ReactNode): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<StrictMode>{element}</StrictMode>));
    return { html, css: plainCss(sheet) };
  } finally {
    sheet.seal();
  }
}

/**
 * A remote's prerender.json: each prerendered page (isPrerendered) rendered through the same
 * route object the shell builds (pageRoute), inside the providers' contexts. The shell's layout
 * and global styles are not part of it: the shell's server puts the page into its layout.
 * A page with a loader is left out (it would need its data at build time).
 */
export async function prerenderRemote(remote: string, manifest: RouteManifest): Promise<RemotePrerender> {
  const pages: Record<string, PrerenderedPage> = {};
  for (const entry of mergeRoutes([{ remote, manifest }]).filter(isPrerendered)) {
    const module = await manifest.pages[entry.id]!();
    if (module.loader) continue;
    const platform = prerenderPlatform();
    const queryClient = prerenderQueryClient();
    const options = {
      authService: signedOutVisitor,
      queryClient,
      apiClient: platform.apiClient,
      loadPage: () => Promise.resolve(module),
      ErrorBoundary: RouteErrorMessage,
    };
    const router = await settledRouter([pageRoute(entry, options)], entry.path);
    pages[entry.path] = renderPage(
      <PlatformContext.Provider value={platform}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <AuthProvider service={signedOutVisitor}>
              <RouterProvider router={router} />
            </AuthProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </PlatformContext.Provider>,
    );
  }
  return { routes: manifest.routes, pages };
}
