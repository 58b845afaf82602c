import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page is rendered on the server and while React hydrates that HTML, true from then
 * on (and at once for a page rendered in the browser). A prerendered form disables its submit
 * button with it: before the page's script runs, the browser would submit the form itself, with
 * the fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
