import { RouterProvider } from 'react-router-dom';
import {
  AppProviders,
  createFirebaseAuthService,
  createQueryClient,
  mountApp,
  setRuntimeConfig,
  type RuntimeConfig,
} from '@replay/platform';
import { createAppRouter } from './app/router';
import { createRemotes } from './remotes/remotes';
import { startupRequests } from './startup-requests';

const early = startupRequests();
const remotes = createRemotes();
// The remotes' route manifests load while the configuration and the sign-in state resolve.
const siteRoutes = remotes.loadSiteRoutes(early.remotes);

async function start() {
  // The configuration requested by src/index.ts; if that request failed, mountApp loads it again.
  try {
    setRuntimeConfig((await early.config) as RuntimeConfig);
  } catch {
    // handled by mountApp
  }
  await mountApp(async (config) => {
    const { routes, unavailable } = await siteRoutes;
    const authService = createFirebaseAuthService(config);
    const queryClient = createQueryClient();
    const router = createAppRouter({ authService, queryClient, routes, unavailable, loadPage: remotes.loadPage });
    return (
      <AppProviders queryClient={queryClient} authService={authService}>
        <RouterProvider router={router} />
      </AppProviders>
    );
  });
}

void start();
