import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { createFirebaseAuthService } from '../auth/firebase-auth-service';
import type { RemoteRoutes } from '../routing/remote-routes';
import type { RemoteName } from '../routing/route-table';
import { StandaloneApp } from './StandaloneApp';

/**
 * Loads /config.json, then renders what `render(config)` returns into #root. Each app's
 * bootstrap.tsx calls this (the shell with its router, a remote with `<StandaloneApp>`).
 */
export async function mountApp(render: (config: RuntimeConfig) => ReactNode | Promise<ReactNode>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const config = await loadRuntimeConfig();
  createRoot(container).render(<StrictMode>{await render(config)}</StrictMode>);
}

/** The whole bootstrap of a remote running alone: `void mountStandalone('buyer', routes)`. */
export function mountStandalone<R extends RemoteName>(remote: R, routes: RemoteRoutes<R>): Promise<void> {
  return mountApp((config) => (
    <StandaloneApp remote={remote} routes={routes} authService={createFirebaseAuthService(config)} />
  ));
}
