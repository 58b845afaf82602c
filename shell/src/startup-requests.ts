/**
 * The two small JSON files the shell needs before it can render: the runtime configuration and
 * the remotes' manifest URLs. src/index.ts starts both requests before the async boundary, so
 * they travel while the shared modules download instead of after them. No shared module may be
 * imported here (it runs before sharing is initialised).
 */
export interface StartupRequests {
  config: Promise<unknown>;
  remotes: Promise<unknown>;
}

let requests: StartupRequests | undefined;

export function fetchJson(url: string): Promise<unknown> {
  return fetch(url, { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** Starts the requests once; later calls return the same promises. */
export function startupRequests(): StartupRequests {
  if (!requests) {
    requests = { config: fetchJson('/config.json'), remotes: fetchJson('/remotes.json') };
    // Failures are handled where the results are used; do not report them as unhandled here.
    requests.config.catch(() => undefined);
    requests.remotes.catch(() => undefined);
  }
  return requests;
}
