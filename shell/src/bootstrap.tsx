import {
  AppProviders,
  AppRouterProvider,
  createFirebaseAuthService,
  createQueryClient,
  mountApp,
  queriesSettled,
  rememberRoles,
  routerInitialized,
  type RouteHandle,
  type RuntimeConfig,
} from '@replay/platform';
import { createAppRouter } from './app/router';
import { onFirstIntent, prefetchOnIntent } from './remotes/prefetch-on-intent';
import { createRemotes } from './remotes/remotes';
import { startupRequests } from './startup-requests';

const isRemotePage = (handle: unknown) => Boolean((handle as RouteHandle | undefined)?.remotePage);
const withinSeconds = (promise: Promise<void>, seconds: number) =>
  Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000))]);
/** After the browser has painted what was just committed (the frame after the next one has begun). */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

const early = startupRequests();
const remotes = createRemotes();
// The remotes' routes: from the page's startup data, or their route manifests while the
// configuration and the sign-in state resolve.
const siteRoutes = remotes.loadSiteRoutes(early.remotes, early.routes);

// The configuration requested by src/index.ts (mountApp loads it again if that request failed)
// becomes the page's platform: its session and API client reach every page through context.
// A page the shell's server sent as HTML stays on screen, and is hydrated, once its code is here.
void mountApp(
  async (platform) => {
    // Made first: a stored session starts loading Firebase now, alongside the page's code, unless
    // the session can be restored from storage: then Firebase confirms it once the first screen is
    // there and its data has arrived, so that neither waits for the other.
    let firstScreenSettled = () => {};
    const firstScreen = new Promise<void>((resolve) => (firstScreenSettled = resolve));
    let remotePageShown = () => {};
    const pageShown = new Promise<void>((resolve) => (remotePageShown = resolve));
    const authService = createFirebaseAuthService(platform.config, platform.session, { confirmAfter: firstScreen });
    const { routes, unavailable } = await siteRoutes;
    prefetchOnIntent(routes, (route) => void remotes.prefetchPage(route));
    const queryClient = createQueryClient();
    rememberRoles(queryClient, platform.session);
    const router = createAppRouter({
      authService,
      probablySignedIn: () => platform.session.probablySignedIn(),
      queryClient,
      apiClient: platform.apiClient,
      routes,
      unavailable,
      loadPage: remotes.loadPage,
      onPageShown: () => remotePageShown(),
    });
    const initialized = routerInitialized(router);
    return {
      element: (
        <AppProviders platform={platform} queryClient={queryClient} authService={authService}>
          <AppRouterProvider router={router} />
        </AppProviders>
      ),
      // A prerendered public page (src/prerender.tsx) shows a signed-out visitor: it is hydrated once
      // the page's code has loaded, unless the visitor turned out to be signed in by then.
      async hydratable() {
        await initialized;
        return authService.currentUser() === null;
      },
      // The first screen is there once the router's first page is: a remote's page rendered (or,
      // should it fail, after a while), then its data arrived.
      onFirstCommit() {
        void initialized
          .then(() =>
            router.state.matches.some(({ route }) => isRemotePage(route.handle))
              ? withinSeconds(pageShown, 10)
              : undefined,
          )
          .then(() => queriesSettled(queryClient))
          .then(afterPaint)
          .then(firstScreenSettled)
          // The API client's HTTP library (the first screen did without it): loaded at the visitor's
          // first intent, not while the page loads; the client also loads it with its first network request.
          .then(() => onFirstIntent(() => void platform.apiClient.prepare()))
          // Real-user speed of the landing page, sampled: its code (a named chunk, off the first
          // screen's) and library load only now.
          .then(() => import(/* webpackChunkName: "rum" */ './rum'))
          .then(({ routePattern, startRealUserMetrics }) =>
            startRealUserMetrics(platform.config, routePattern(router.state.matches)),
          )
          .catch(() => undefined);
      },
    };
  },
  early.config as Promise<RuntimeConfig>,
  early.api,
);
