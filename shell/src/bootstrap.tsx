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
/**
 * Once the browser has painted content (its first-contentful-paint entry; at once where it reports
 * none): a page drawn in slices (a transition) may not have been on screen at the frame above.
 */
const contentPainted = () =>
  new Promise<void>((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

const early = startupRequests();
// The first screen: the first page shown, its data arrived and painted (onFirstCommit, below). The
// platform's `firstScreen`: the live stream and the bell wait for it.
let firstScreenSettled = () => {};
const firstScreen = new Promise<void>((resolve) => (firstScreenSettled = resolve));
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
          .then(contentPainted)
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
          // Whatever failed on the way, what waits for the first screen does not wait for ever.
          .catch(() => firstScreenSettled());
      },
    };
  },
  early.config as Promise<RuntimeConfig>,
  early.api,
  firstScreen,
);
