/** A remote's code could not be loaded (after retries) or run; its area shows the fallback. */
export class RemoteUnavailableError extends Error {
  readonly remote: string;
  /**
   * Retry must load the whole page again: the page's <head> preloaded scripts of this remote, and
   * a preload that failed answers every later request of its script in this page with the same
   * failure (Chromium), so loading the remote again in place would fail again.
   */
  readonly needsReload: boolean;

  constructor(remote: string, cause: unknown, { needsReload = false }: { needsReload?: boolean } = {}) {
    super(`The ${remote} remote is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
    this.needsReload = needsReload;
  }
}

/** Whether the page's <head> preloads scripts from beside this manifest URL (the shell's server adds them for the page it answers). */
export function pagePreloadsScriptsOf(manifestUrl: string | undefined): boolean {
  if (!manifestUrl || typeof document === 'undefined') return false;
  let base: string;
  try {
    base = new URL('.', new URL(manifestUrl, document.baseURI)).href;
  } catch {
    return false;
  }
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].some((link) =>
    link.href.startsWith(base),
  );
}
