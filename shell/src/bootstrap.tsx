import {
  AppProviders,
  AppRouterProvider,
  createFirebaseAuthService,
  createQueryClient,
  mountApp,
  rememberRoles,
  routerInitialized,
  type RuntimeConfig,
} from '@replay/platform';
import { createAppRouter } from './app/router';
import { createRemotes } from './remotes/remotes';
import { startupRequests } from './startup-requests';

const early = startupRequests();
const remotes = createRemotes();
// The remotes' route manifests load while the configuration and the sign-in state resolve.
const siteRoutes = remotes.loadSiteRoutes(early.remotes);

// The configuration requested by src/index.ts (mountApp loads it again if that request failed)
// becomes the page's platform: its session and API client reach every page through context.
// A page the shell's server sent as HTML stays on screen, and is hydrated, once its code is here.
void mountApp(async (platform) => {
  // Made first: a stored session starts loading Firebase now, alongside the route manifests,
  // unless the session can be restored from storage: then Firebase confirms it after the first page.
  let firstPageReady = () => {};
  const firstPage = new Promise<void>((resolve) => (firstPageReady = resolve));
  const authService = createFirebaseAuthService(platform.config, platform.session, { confirmAfter: firstPage });
  const { routes, unavailable } = await siteRoutes;
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
  });
  const initialized = routerInitialized(router);
  void initialized.then(firstPageReady);
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
  };
}, early.config as Promise<RuntimeConfig>);
