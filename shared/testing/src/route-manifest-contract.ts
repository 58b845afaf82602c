import { gzipSync } from 'node:zlib';
import { isPageRoute } from '@replay/contract';
import { mergeRoutes, type RouteManifest } from '@replay/platform';

/**
 * The contract test of a remote's `./routes` module: unique ids and paths, each one of the site's
 * route patterns (the contract's `routePatterns`, the only routes the API takes real-user figures
 * for), a loader for exactly the listed pages, each resolving to a page module with a `Component`,
 * and drawer entries only for dashboard pages without parameters (a link needs a whole URL).
 */
export function expectRouteManifest(remote: string, manifest: RouteManifest): void {
  describe(`${remote}/routes`, () => {
    it('lists each page once and a loader for exactly those pages', () => {
      const ids = manifest.routes.map((route) => route.id);
      expect(new Set(ids).size).toBe(ids.length);
      const conflicts: string[] = [];
      mergeRoutes([{ remote, manifest }], (message) => conflicts.push(message));
      expect(conflicts).toEqual([]);
      expect(Object.keys(manifest.pages).sort()).toEqual([...ids].sort());
    });

    it("declares only the contract's route patterns", () => {
      expect(manifest.routes.filter((route) => !isPageRoute(route.path)).map((route) => route.path)).toEqual([]);
    });

    it('puts only whole dashboard URLs in the drawer', () => {
      for (const route of manifest.routes.filter((entry) => entry.drawer)) {
        expect({ path: route.path, layout: route.layout, parameter: route.path.includes(':') }).toEqual({
          path: route.path,
          layout: 'dashboard',
          parameter: false,
        });
      }
    });

    it.each(manifest.routes.map((route) => [route.id]))('%s loads a page module with a Component', async (id) => {
      const page = await manifest.pages[id]!();
      expect(typeof page.Component).toBe('function');
      if (page.loader) expect(typeof page.loader).toBe('function');
      if (page.ErrorBoundary) expect(typeof page.ErrorBoundary).toBe('function');
    });

    it('is plain data the shell can read as JSON (the page loaders aside)', () => {
      const data = JSON.parse(JSON.stringify(manifest.routes)) as unknown;
      expect(data).toEqual(manifest.routes);
      expect(gzipSync(JSON.stringify(data)).length).toBeLessThan(3000);
    });
  });
}
