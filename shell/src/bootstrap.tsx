import { RouterProvider } from 'react-router-dom';
import {
  AppProviders,
  createFirebaseAuthService,
  createQueryClient,
  mountApp,
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
void mountApp(async (platform) => {
  const { routes, unavailable } = await siteRoutes;
  const authService = createFirebaseAuthService(platform.config, platform.session);
  const queryClient = createQueryClient();
  const router = createAppRouter({
    authService,
    queryClient,
    apiClient: platform.apiClient,
    routes,
    unavailable,
    loadPage: remotes.loadPage,
  });
  return (
    <AppProviders platform={platform} queryClient={queryClient} authService={authService}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}, early.config as Promise<RuntimeConfig>);
