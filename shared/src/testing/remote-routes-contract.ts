import type { RemoteRouteModule, RemoteRoutes } from '../routing/remote-routes';
import { routesOf, type RemoteName } from '../routing/route-table';

/**
 * The contract test of a remote's `./routes` module: one loader per route id the route table
 * gives the remote, each resolving to a page module with a `Component`.
 */
export function expectRemoteRoutes<R extends RemoteName>(remote: R, routes: RemoteRoutes<R>): void {
  const entries = routesOf(remote);
  const loaders: Partial<Record<string, () => Promise<RemoteRouteModule>>> = routes;

  describe(`${remote}/routes`, () => {
    it('provides exactly the route ids of the route table', () => {
      expect(Object.keys(routes).sort()).toEqual(entries.map((entry) => entry.id).sort());
    });

    it.each(entries.map((entry) => [entry.id]))('%s loads a page module with a Component', async (id) => {
      const page = await loaders[id]!();
      expect(typeof page.Component).toBe('function');
      if (page.loader) expect(typeof page.loader).toBe('function');
      if (page.ErrorBoundary) expect(typeof page.ErrorBoundary).toBe('function');
    });
  });
}
