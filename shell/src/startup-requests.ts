import { pageRequests, type EarlyResponses } from '@replay/platform/early-requests';
import { readStartupData, STARTUP_DATA_ID, type StartupData } from '@replay/platform/startup-data';

/**
 * The two small JSON files the shell needs before it can render: the runtime configuration and
 * the remotes' manifest URLs. The shell's server writes both into the page (`#startup-data`,
 * server/startup-head.ts), so usually nothing is fetched; otherwise src/index.ts starts both
 * requests before the async boundary, so they travel while the shared modules download. The
 * server also writes the remotes' routes as data (from their prerender.json): the shell then
 * builds its router without loading any remote's code, and the API requests the page makes first,
 * which its inline script (src/early-requests.ts) has started while the HTML was read. No shared
 * module may be imported here (it runs before sharing is initialised);
 * @replay/platform/early-requests and @replay/platform/startup-data are plain modules.
 */
export interface StartupRequests {
  config: Promise<unknown>;
  remotes: Promise<unknown>;
  /** The page's first API requests, started by its inline script (the server names them: `page.requests`). */
  api: EarlyResponses;
  /** Remote name → its route entries, for the remotes the server could read; absent without the server. */
  routes: StartupData['routes'] | undefined;
}

let requests: StartupRequests | undefined;

export function fetchJson(url: string): Promise<unknown> {
  return fetch(url, { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** What the server wrote into the page and reads as its type (nothing without the server). */
export function startupData(): Partial<StartupData> {
  return readStartupData(document.getElementById(STARTUP_DATA_ID)?.textContent);
}

/** Starts the requests once (or takes what the page carries); later calls return the same promises. */
export function startupRequests(): StartupRequests {
  if (!requests) {
    const inline = startupData();
    requests = {
      config: inline.config ? Promise.resolve(inline.config) : fetchJson('/config.json'),
      remotes: inline.remotes ? Promise.resolve(inline.remotes) : fetchJson('/remotes.json'),
      routes: inline.routes,
      api: pageRequests(),
    };
    // Failures are handled where the results are used; do not report them as unhandled here.
    requests.config.catch(() => undefined);
    requests.remotes.catch(() => undefined);
  }
  return requests;
}
