/**
 * A handler that starts loading a lazy part's code (a dialog and the form library under it) when its
 * button is pointed at or focused; should that fail, opening it loads it again.
 */
export const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
