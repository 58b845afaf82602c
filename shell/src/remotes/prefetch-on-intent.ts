import { matchRoutes } from 'react-router-dom';
import type { OwnedRoute } from '@replay/platform';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** The first sign that the visitor is about to act: intent as above, or a key pressed anywhere. */
const FIRST_INTENT_EVENTS = [...INTENT_EVENTS, 'keydown'] as const;

/**
 * A remote's code loads with the first of its pages that opens. So that opening one does not
 * wait on the remote's manifest, entry and routes chunk, they start loading when the visitor points
 * at, focuses or touches a link to the page (on a phone, touchstart comes about 100 ms before the
 * click). Each page is asked for once; the shell's own links and other sites are left alone.
 * Returns a function that stops listening.
 */
export function prefetchOnIntent(
  routes: readonly OwnedRoute[],
  prefetchPage: (route: OwnedRoute) => void,
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
): () => void {
  const asked = new Set<OwnedRoute>();
  const routeObjects = routes.map((route) => ({ path: route.path, route }));

  function onIntent(event: Event) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = matchRoutes(routeObjects, link.pathname)?.at(-1)?.route.route;
    if (!route || asked.has(route)) return;
    asked.add(route);
    prefetchPage(route);
  }

  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true });
  };
}

/**
 * Runs `prepare` once, at the visitor's first pointing, focus, touch or key press anywhere on the
 * page: code that only their actions need (axios, for a request the first screen did not make) is
 * evaluated then, not while the page loads. Returns a function that stops listening.
 */
export function onFirstIntent(
  prepare: () => void,
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
): () => void {
  const stop = () => {
    for (const type of FIRST_INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true });
  };
  function onIntent() {
    stop();
    prepare();
  }
  for (const type of FIRST_INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
