import * as federation from '@module-federation/enhanced/runtime';
import { getErrorMessage, mergeRoutes, type OwnedRoute, type RouteManifest, type RouteModule } from '@replay/platform';
import { fetchJson } from '../startup-requests';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { retryPlugin } from './runtime-plugins/retry';

/** Remote name → the URL of its mf-manifest.json, served by the shell as /remotes.json. Order = precedence. */
export type RemotesConfig = Record<string, string>;

export interface SiteRoutes {
  /** Every remote page, from the manifests of the remotes that answered. */
  routes: OwnedRoute[];
  /** Remotes whose manifest could not be loaded: their pages are unknown until a reload. */
  unavailable: string[];
}

/** The federation runtime calls the shell makes (tests pass their own). */
export type FederationRuntime = Pick<typeof federation, 'loadRemote' | 'registerRemotes' | 'registerPlugins'>;

function isManifest(value: unknown): value is RouteManifest {
  const manifest = value as Partial<RouteManifest> | undefined;
  return Array.isArray(manifest?.routes) && typeof manifest?.pages === 'object' && manifest.pages !== null;
}

/**
 * The shell's access to its remotes, created once at start: `loadSiteRoutes` reads
 * /remotes.json, registers the remotes (with the retry plugin) and loads every remote's route
 * manifest in parallel; `loadPage` fetches a page through its remote's manifest.
 */
export function createRemotes(runtime: FederationRuntime = federation) {
  const manifests = new Map<string, RouteManifest>();
  let remotes: RemotesConfig = {};

  async function loadManifest(remote: string): Promise<RouteManifest> {
    const known = manifests.get(remote);
    if (known) return known;
    try {
      const module = await runtime.loadRemote<{ default: unknown }>(`${remote}/routes`);
      if (!isManifest(module?.default)) throw new Error(`${remote}/routes is not a route manifest`);
      manifests.set(remote, module.default);
      return module.default;
    } catch (error) {
      // The runtime keeps what it resolved for the remote; the next attempt starts from scratch.
      if (remotes[remote]) runtime.registerRemotes([{ name: remote, entry: remotes[remote] }], { force: true });
      throw error;
    }
  }

  return {
    /** A remote that does not answer is reported and left out; the rest of the site works. */
    async loadSiteRoutes(request: Promise<unknown> = fetchJson('/remotes.json')): Promise<SiteRoutes> {
      try {
        remotes = (await request) as RemotesConfig;
      } catch (error) {
        console.error('The remote configuration (/remotes.json) is unavailable', error);
        return { routes: [], unavailable: ['remotes.json'] };
      }
      const names = Object.keys(remotes);
      runtime.registerPlugins([retryPlugin()]);
      runtime.registerRemotes(names.map((name) => ({ name, entry: remotes[name]! })));
      const loaded = await Promise.all(
        names.map((remote) =>
          loadManifest(remote).then(
            (manifest) => ({ remote, manifest }),
            (error: unknown) => {
              console.error(`The ${remote} remote is unavailable: ${getErrorMessage(error)}`);
              return { remote, manifest: undefined };
            },
          ),
        ),
      );
      return {
        routes: mergeRoutes(loaded.flatMap(({ remote, manifest }) => (manifest ? [{ remote, manifest }] : []))),
        unavailable: loaded.filter(({ manifest }) => !manifest).map(({ remote }) => remote),
      };
    },

    /**
     * The page module of a remote route. A failure (the remote is down, or its code cannot run
     * here, e.g. built against another platform major) is logged with its cause and becomes a
     * RemoteUnavailableError: that area shows its fallback with Retry.
     */
    async loadPage(route: OwnedRoute): Promise<RouteModule> {
      try {
        const load = (await loadManifest(route.remote)).pages[route.id];
        if (!load) throw new Error(`${route.remote}/routes has no page "${route.id}"`);
        return await load();
      } catch (error) {
        console.error(`The ${route.remote} remote is unavailable: ${getErrorMessage(error)}`);
        throw new RemoteUnavailableError(route.remote, error);
      }
    },
  };
}
