import { useLayoutEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * React Router's RouterProvider, kept in step with its router when the first render is a
 * transition (mountApp). RouterProvider reads `router.state` when it renders and subscribes only
 * once it commits; a transition renders in slices, so the router can finish its first loaders in
 * between, and RouterProvider would then show its HydrateFallback for good. If the state moved
 * on before the commit, this renders a fresh RouterProvider, which reads the current state.
 */
export function AppRouterProvider({ router }: { router: DataRouter }) {
  const [renderedState] = useState(() => router.state);
  const [generation, setGeneration] = useState(0);
  // Runs after RouterProvider's own layout effect (children first): from here on it is subscribed.
  useLayoutEffect(() => {
    if (router.state !== renderedState) setGeneration(1);
  }, [router, renderedState]);
  return <RouterProvider key={generation} router={router} />;
}
