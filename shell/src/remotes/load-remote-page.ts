import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRouteEntry, RemoteRouteModule, RemoteRoutes } from '@replay/shared';
import { reregisterRemote } from './remotes-config';
import { RemoteUnavailableError } from './remote-unavailable-error';

type RouteLoaders = Record<string, () => Promise<RemoteRouteModule>>;

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;

/** Each remote's `./routes` module once it loaded; failed loads are not kept. */
const loadedRoutes = new Map<RemoteName, RouteLoaders>();

async function routesOf(remote: RemoteName): Promise<RouteLoaders> {
  const known = loadedRoutes.get(remote);
  if (known) return known;
  try {
    const module = await loadRemote<{ default: RemoteRoutes }>(`${remote}/routes`);
    if (!module?.default) throw new Error(`${remote}/routes has no default export`);
    const routes = module.default as RouteLoaders;
    loadedRoutes.set(remote, routes);
    return routes;
  } catch (error) {
    // The runtime keeps a failed manifest/entry; start the next attempt from scratch.
    reregisterRemote(remote);
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches the page module of a route-table entry from its remote, retrying a few times;
 * then gives up with a RemoteUnavailableError (shown by RemoteErrorBoundary).
 */
export async function loadRemotePage(entry: RemoteRouteEntry, retryDelayMs = RETRY_DELAY_MS): Promise<RemoteRouteModule> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const load = (await routesOf(entry.remote))[entry.id];
      if (!load) throw new Error(`${entry.remote}/routes has no page "${entry.id}"`);
      return await load();
    } catch (error) {
      lastError = error;
      if (attempt < ATTEMPTS) await sleep(retryDelayMs * attempt);
    }
  }
  throw new RemoteUnavailableError(entry.remote, lastError);
}
