import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';

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
