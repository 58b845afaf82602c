import { RouterProvider } from 'react-router-dom';
import {
  AppProviders,
  createFirebaseAuthService,
  createQueryClient,
  mountApp,
  setRuntimeConfig,
  type RuntimeConfig,
} from '@replay/shared';
import { createAppRouter } from './app/router';
import { loadRemotePage } from './remotes/load-remote-page';
import { preloadRouteRemote, registerRemotesFromConfig } from './remotes/remotes-config';
import { startupRequests } from './startup-requests';

const early = startupRequests();
const remotesReady = registerRemotesFromConfig(early.remotes).then(() => preloadRouteRemote(window.location.pathname));

async function start() {
  // The configuration requested by src/index.ts; if that request failed, mountApp loads it again.
  try {
    setRuntimeConfig((await early.config) as RuntimeConfig);
  } catch {
    // handled by mountApp
  }
  await mountApp(async (config) => {
    await remotesReady;
    const authService = createFirebaseAuthService(config);
    const queryClient = createQueryClient();
    const router = createAppRouter({ authService, queryClient, loadPage: loadRemotePage });
    return (
      <AppProviders queryClient={queryClient} authService={authService}>
        <RouterProvider router={router} />
      </AppProviders>
    );
  });
}

void start();
