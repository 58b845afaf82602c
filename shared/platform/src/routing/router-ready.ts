/** The part of a data router (createBrowserRouter, createMemoryRouter) that tells when it is ready. */
export interface InitializingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has matched its first URL and run its lazy routes and loaders: from
 * then on it renders the page itself, not its HydrateFallback. A prerendered page is hydrated
 * only then, so the first render in the browser is the page the server rendered.
 */
export function routerInitialized(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
