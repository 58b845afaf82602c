import * as federation from '@module-federation/enhanced/runtime';
import { getErrorMessage, mergeRoutes, type OwnedRoute, type RouteManifest, type RouteModule } from '@replay/platform';
import type { StartupData } from '@replay/platform/startup-data';
import { fetchJson } from '../startup-requests';
import { remoteHealth, type RemoteHealth } from './remote-health';
import { pagePreloadsScriptsOf, RemoteUnavailableError } from './remote-unavailable-error';
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
 * /remotes.json, registers the remotes (with the retry plugin) and takes every remote's routes
 * from the page's startup data, loading the route manifest only of a remote the server left out;
 * `loadPage` fetches a page through its remote's manifest (a remote's code loads with the first
 * of its pages that opens), and `prefetchPage` loads that remote ahead of a navigation, quietly.
 * The manifest URLs are read once: a tab keeps the versions it started with until it reloads,
 * however the release registry changes meanwhile (a retry loads the same URL). Each remote's
 * loads and failures are reported with its version (remote-health.ts).
 */
export function createRemotes(runtime: FederationRuntime = federation, health: RemoteHealth = remoteHealth) {
  // One load per remote at a time (a prefetch and the navigation that follows share it).
  const manifests = new Map<string, Promise<RouteManifest>>();
  let remotes: RemotesConfig = {};

  function loadManifest(remote: string): Promise<RouteManifest> {
    let loading = manifests.get(remote);
    if (!loading) {
      loading = runtime.loadRemote<{ default: unknown }>(`${remote}/routes`).then((module) => {
        if (!isManifest(module?.default)) throw new Error(`${remote}/routes is not a route manifest`);
        health.report(remote, 'remote_loaded');
        return module.default;
      });
      manifests.set(remote, loading);
      loading.catch(() => forget(remote));
    }
    return loading;
  }

  /** After a failure the runtime keeps what it resolved for the remote; the next attempt starts from scratch. */
  function forget(remote: string) {
    manifests.delete(remote);
    if (remotes[remote]) runtime.registerRemotes([{ name: remote, entry: remotes[remote] }], { force: true });
  }

  return {
    /** A remote that does not answer is reported and left out; the rest of the site works. */
    async loadSiteRoutes(
      request: Promise<unknown> = fetchJson('/remotes.json'),
      /** Remote name → its routes, as the shell's server wrote them into the page (startup-requests.ts). */
      known: StartupData['routes'] = {},
    ): Promise<SiteRoutes> {
      try {
        remotes = (await request) as RemotesConfig;
      } catch (error) {
        console.error('The remote configuration (/remotes.json) is unavailable', error);
        return { routes: [], unavailable: ['remotes.json'] };
      }
      health.useRemotes(remotes);
      const names = Object.keys(remotes);
      runtime.registerPlugins([retryPlugin()]);
      runtime.registerRemotes(names.map((name) => ({ name, entry: remotes[name]! })));
      const loaded = await Promise.all(
        names.map((remote) => {
          const routes = known[remote];
          if (routes) return { remote, manifest: { routes } };
          return loadManifest(remote).then(
            (manifest) => ({ remote, manifest }),
            (error: unknown) => {
              console.error(`The ${remote} remote is unavailable: ${getErrorMessage(error)}`);
              health.report(remote, 'remote_load_failed');
              return { remote, manifest: undefined };
            },
          );
        }),
      );
      const routes = mergeRoutes(loaded.flatMap(({ remote, manifest }) => (manifest ? [{ remote, manifest }] : [])));
      health.useRoutes(routes);
      return { routes, unavailable: loaded.filter(({ manifest }) => !manifest).map(({ remote }) => remote) };
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
        health.report(route.remote, 'remote_load_failed', route.path);
        throw new RemoteUnavailableError(route.remote, error, {
          needsReload: pagePreloadsScriptsOf(remotes[route.remote]),
        });
      }
    },

    /**
     * Loads the remote of a page before the page is opened (its manifest, entry and routes chunk);
     * the page's own chunk loads with the navigation. A page module is not run ahead: one that
     * failed once (its shared modules did not match) would be half-initialised the second time.
     * A failure is left for the navigation to report.
     */
    prefetchPage(route: OwnedRoute): Promise<void> {
      return loadManifest(route.remote).then(
        () => undefined,
        () => undefined,
      );
    },
  };
}
