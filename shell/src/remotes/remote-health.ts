import { matchRoutes } from 'react-router-dom';
import {
  api,
  endpointPath,
  REMOTE_EVENTS_MAX,
  REMOTE_NAMES,
  routePatterns,
  type RemoteEvent,
  type RemoteName,
} from '@replay/contract';
import { startupRequests } from '../startup-requests';
import { remoteVersionOf } from './remote-version';

/** Where a tab keeps its session id: sessionStorage lives as long as the tab. */
const SESSION_KEY = 'rm_session';
/** Events wait at most this long before they are sent (the page being hidden sends them at once). */
export const FLUSH_MS = 5_000;
/** Events one page life reports at most: a remote failing in a loop must not flood the API. */
export const EVENTS_PER_PAGE = 20;

const PAGE_ROUTES = [...new Set(Object.values(routePatterns))].map((path) => ({ path }));

/** The route pattern of the page at `pathname` (one of the contract's routePatterns, as the router ranks them). */
export function routePatternAt(pathname: string): string {
  return matchRoutes(PAGE_ROUTES, pathname)?.at(-1)?.route.path ?? routePatterns.notFound;
}

/** The tab's random session id (no personal data): kept for the tab's life, or the page's without storage. */
export function tabSession(storage: () => Storage = () => sessionStorage): string {
  try {
    const kept = storage().getItem(SESSION_KEY);
    if (kept && /^[0-9A-Za-z-]{8,64}$/.test(kept)) return kept;
    const id = crypto.randomUUID();
    storage().setItem(SESSION_KEY, id);
    return id;
  } catch {
    return (pageSession ??= crypto.randomUUID());
  }
}
let pageSession: string | undefined;

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** The remote, its version and the session a report about it names (POST /rum). */
export interface RemoteTag {
  remote: RemoteName;
  remoteVersion: string;
  session: string;
}

export interface RemoteHealthOptions {
  /** The API's address, once the configuration is known (undefined: nothing is reported). */
  apiUrl?: () => Promise<string | undefined>;
  /** Sends one report; navigator.sendBeacon by default (without it, nothing is reported). */
  send?: (url: string, body: string) => void;
  /** The route pattern of the page on screen. */
  currentRoute?: () => string;
  session?: () => string;
}

async function configuredApiUrl(): Promise<string | undefined> {
  const config = (await startupRequests().config.catch(() => undefined)) as { apiUrl?: unknown } | undefined;
  return typeof config?.apiUrl === 'string' ? config.apiUrl : undefined;
}

function beacon(): RemoteHealthOptions['send'] {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return undefined;
  // JSON as text/plain, as the vitals (rum.ts): a cross-origin beacon without a preflight.
  return (url, body) => void navigator.sendBeacon(url, body);
}

/**
 * Each remote's health as this tab sees it, for the canary analysis (docs/architecture.md,
 * "Releasing and rolling back a remote"): `remote_loaded` once per remote, `remote_load_failed`
 * when its entry or a chunk failed, `remote_error` when its error boundary caught an error, each
 * tagged with the version of the manifest URL the tab started with and the tab's session. Not
 * sampled, but at most EVENTS_PER_PAGE a page life; sent to POST /rum in batches, at most every
 * FLUSH_MS and when the page is hidden or left.
 */
export function createRemoteHealth(options: RemoteHealthOptions = {}) {
  const { currentRoute = () => routePatternAt(window.location.pathname), session = () => tabSession() } = options;
  let remotes: Record<string, string> = {};
  let routes: readonly { remote: string; path: string }[] = [];
  /** Events not sent yet, per remote and route (one report names one of each). */
  const pending = new Map<string, { remote: RemoteName; route: string; events: RemoteEvent[] }>();
  const loaded = new Set<string>();
  let counted = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let endpoint: Promise<string | undefined> | undefined;
  let url: string | undefined;

  const tagOf = (remote: RemoteName): RemoteTag => ({
    remote,
    remoteVersion: remoteVersionOf(remotes[remote] ?? ''),
    session: session(),
  });

  function send() {
    const deliver = options.send ?? beacon();
    if (!url || !deliver) return;
    clearTimeout(timer);
    timer = undefined;
    for (const { remote, route, events } of pending.values()) {
      for (let start = 0; start < events.length; start += REMOTE_EVENTS_MAX) {
        const batch = events.slice(start, start + REMOTE_EVENTS_MAX).map((name) => ({ name }));
        deliver(url, JSON.stringify({ route, ...tagOf(remote), events: batch }));
      }
    }
    pending.clear();
  }

  /** Learns where reports go, once: by the time the page is hidden, a report leaves at once. */
  const endpointKnown = () =>
    (endpoint ??= (options.apiUrl ?? configuredApiUrl)().then((apiUrl) => {
      url = apiUrl && `${apiUrl.replace(/\/+$/, '')}${endpointPath(api.reportRum, {})}`;
      return url;
    }));

  function flush() {
    if (pending.size === 0) return;
    if (url) return send();
    void endpointKnown().then(send);
  }

  let listening = false;
  function listen() {
    if (listening) return;
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
    addEventListener('pagehide', flush);
  }

  return {
    /** The remotes' manifest URLs the tab started with: it keeps them until it reloads. */
    useRemotes(tabRemotes: Record<string, string>) {
      remotes = tabRemotes;
    },

    /** Every remote page: which remote draws which route. */
    useRoutes(siteRoutes: readonly { remote: string; path: string }[]) {
      routes = siteRoutes;
    },

    /** The remote that draws the page of a route pattern, as a report names it; undefined for the shell's own pages. */
    ownerOf(route: string): RemoteTag | undefined {
      const remote = routes.find((entry) => entry.path === route)?.remote;
      return remote && isRemoteName(remote) ? tagOf(remote) : undefined;
    },

    /** Notes what happened to a remote, on the page of `route` (the page on screen by default). */
    report(remote: string, event: RemoteEvent, route = currentRoute()) {
      if (!isRemoteName(remote) || !(options.send ?? beacon()) || counted >= EVENTS_PER_PAGE) return;
      if (event === 'remote_loaded') {
        if (loaded.has(remote)) return;
        loaded.add(remote);
      }
      counted += 1;
      const key = `${remote} ${route}`;
      const entry = pending.get(key) ?? { remote, route, events: [] };
      entry.events.push(event);
      pending.set(key, entry);
      listen();
      void endpointKnown();
      timer ??= setTimeout(flush, FLUSH_MS);
    },

    flush,
  };
}

export type RemoteHealth = ReturnType<typeof createRemoteHealth>;

/** The page's one: the shell's remotes (remotes.ts), error boundary and vitals (rum.ts) report through it. */
export const remoteHealth = createRemoteHealth();
