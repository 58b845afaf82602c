import { StrictMode, startTransition, useEffect, useRef, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import type { EarlyResponses } from '../api/early-requests';
import { createPlatform, type Platform } from './platform';

/** What an app's bootstrap renders into #root. */
export interface AppMount {
  element: ReactNode;
  /**
   * For a page the server sent as HTML (#root is not empty; docs/architecture.md, "Prerendered
   * public pages"): resolves to true once `element` renders exactly that HTML (its router is
   * initialised, the visitor is the signed-out one it was rendered for). React then hydrates it;
   * otherwise, or without this, React replaces it.
   */
  hydratable?: () => Promise<boolean>;
  /** Called once React has committed the first render (or hydration) of `element`. */
  onFirstCommit?: () => void;
}

/** The performance mark set when the first render (or hydration) commits: the page answers input from then on. */
export const FIRST_COMMIT_MARK = 'replay:first-commit';

/** Renders nothing; calls `onCommit` after the first commit (once, StrictMode's second effect run included). */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    performance.mark(FIRST_COMMIT_MARK);
    onCommit();
  }, [onCommit]);
  return null;
}

/**
 * Loads /config.json (unless `config` is already there), makes the page's platform from it, then
 * renders what `render(platform)` returns into #root, hydrating the server's HTML when it can. Each
 * app's bootstrap.tsx calls this (the shell with its router, a remote with `<StandaloneApp>`).
 */
export async function mountApp(
  render: (platform: Platform) => AppMount | Promise<AppMount>,
  config?: Promise<RuntimeConfig>,
  /** The first page's API requests the shell started before its code loaded (early-requests.ts). */
  early?: EarlyResponses,
  /** Resolves once the first screen is there (Platform's `firstScreen`); the app's bootstrap resolves it. */
  firstScreen?: Promise<void>,
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // A request already under way (the shell starts it early); if it failed, or there is none, load it now.
  const loaded = await (config ? config.catch(() => loadRuntimeConfig()) : loadRuntimeConfig());
  const {
    element,
    hydratable,
    onFirstCommit = () => undefined,
  } = await render(createPlatform(loaded, { early, firstScreen }));
  const app = (
    <StrictMode>
      {element}
      <FirstCommit onCommit={onFirstCommit} />
    </StrictMode>
  );
  // As a transition, the first render (or hydration) is done in slices with the browser free in
  // between, rather than in one long task: a prerendered page is already on screen and must answer
  // the visitor, and a phone's main thread has the remotes' code to run as well.
  const hydrate = container.firstElementChild && hydratable && (await hydratable());
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
