import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { createPlatform, type Platform } from './platform';

/**
 * Loads /config.json (unless `config` is already there), makes the page's platform from it, then
 * renders what `render(platform)` returns into #root. Each app's bootstrap.tsx calls this (the
 * shell with its router, a remote with `<StandaloneApp>`).
 */
export async function mountApp(
  render: (platform: Platform) => ReactNode | Promise<ReactNode>,
  config?: Promise<RuntimeConfig>,
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // A request already under way (the shell starts it early); if it failed, or there is none, load it now.
  const loaded = await (config ? config.catch(() => loadRuntimeConfig()) : loadRuntimeConfig());
  createRoot(container).render(<StrictMode>{await render(createPlatform(loaded))}</StrictMode>);
}
