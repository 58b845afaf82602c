import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isPageRoute, routePatterns } from '@replay/contract';
import { appRoutes } from './app/router';
import { remoteHealth } from './remotes/remote-health';
import { routePattern, startRealUserMetrics } from './rum';
import { SITE_ROUTES } from './testing/render-app';

type Report = (metric: { name: 'LCP' | 'INP' | 'CLS' | 'TTFB'; value: number }) => void;

/** web-vitals as the page gets it, each metric's callback kept so the test can report. */
function fakeVitals() {
  const callbacks: Record<string, Report> = {};
  const vitals = {
    onLCP: (report: Report) => (callbacks.LCP = report),
    onINP: (report: Report) => (callbacks.INP = report),
    onCLS: (report: Report) => (callbacks.CLS = report),
    onTTFB: (report: Report) => (callbacks.TTFB = report),
  };
  return { callbacks, load: async () => vitals as never };
}

describe('real-user speed', () => {
  const beacons: Array<[string, unknown]> = [];
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => beacons.push([url, JSON.parse(body)]) > 0,
    });
  });
  beforeEach(() => (beacons.length = 0));

  it('names the route pattern, never the visited URL', () => {
    expect(routePattern([{ route: { path: '/' } }, { route: { path: 'product/:id' } }])).toBe('/product/:id');
    expect(routePattern([{ route: {} }, { route: { path: '/' } }])).toBe('/');
    expect(routePattern([{ route: { path: '/' } }, { route: { path: 'dashboard' } }, { route: { path: '*' } }])).toBe(
      '/dashboard/*',
    );
  });

  it('loads web-vitals for a sampled visit only, and sends its figures in one beacon when the page is hidden', async () => {
    const unsampled = fakeVitals();
    let loaded = false;
    await startRealUserMetrics({ apiUrl: 'http://api.test', rumSampleRate: 0.1 }, '/', {
      random: () => 0.5,
      load: () => ((loaded = true), unsampled.load()),
    });
    expect(loaded).toBe(false);

    const sampled = fakeVitals();
    await startRealUserMetrics({ apiUrl: 'http://api.test/', rumSampleRate: 0.1 }, '/product/:id', {
      random: () => 0.05,
      load: sampled.load,
    });
    sampled.callbacks.TTFB!({ name: 'TTFB', value: 81.23456 });
    sampled.callbacks.LCP!({ name: 'LCP', value: 1200 });
    sampled.callbacks.CLS!({ name: 'CLS', value: 0.01 });
    sampled.callbacks.INP!({ name: 'INP', value: 64 });
    expect(beacons).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(beacons).toEqual([
      [
        'http://api.test/rum',
        {
          route: '/product/:id',
          metrics: [
            { name: 'TTFB', value: 81.235 },
            { name: 'LCP', value: 1200 },
            { name: 'CLS', value: 0.01 },
            { name: 'INP', value: 64 },
          ],
        },
      ],
    ]);
    // Nothing new: nothing sent again.
    dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
  });

  it("names the remote that draws the landing page, the version this tab loaded and the tab's session", async () => {
    remoteHealth.useRemotes({
      storefront: 'http://localhost:3001/mf-manifest.json',
      seller: 'http://localhost:3003/1.4.0/mf-manifest.json',
    });
    remoteHealth.useRoutes([
      { remote: 'storefront', path: '/' },
      { remote: 'seller', path: '/dashboard/myproducts' },
    ]);
    const vitals = fakeVitals();
    await startRealUserMetrics({ apiUrl: 'http://api.test', rumSampleRate: 1 }, '/dashboard/myproducts', {
      load: vitals.load,
    });
    vitals.callbacks.LCP!({ name: 'LCP', value: 900 });
    dispatchEvent(new Event('pagehide'));

    expect(beacons).toEqual([
      [
        'http://api.test/rum',
        {
          route: '/dashboard/myproducts',
          remote: 'seller',
          remoteVersion: '1.4.0',
          session: sessionStorage.getItem('rm_session'),
          metrics: [{ name: 'LCP', value: 900 }],
        },
      ],
    ]);
    expect(sessionStorage.getItem('rm_session')).toMatch(/^[0-9a-f-]{36}$/);

    // The shell's own page is no remote's.
    const login = fakeVitals();
    await startRealUserMetrics({ apiUrl: 'http://api.test', rumSampleRate: 1 }, '/login', { load: login.load });
    login.callbacks.LCP!({ name: 'LCP', value: 700 });
    dispatchEvent(new Event('pagehide'));
    expect(beacons[1]).toEqual(['http://api.test/rum', { route: '/login', metrics: [{ name: 'LCP', value: 700 }] }]);
  });

  it('sends nothing with RUM_SAMPLE_RATE=0', async () => {
    let loaded = false;
    await startRealUserMetrics({ apiUrl: 'http://api.test', rumSampleRate: 0 }, '/', {
      random: () => 0,
      load: () => ((loaded = true), fakeVitals().load()),
    });
    expect(loaded).toBe(false);
  });
});

describe("the site's page routes", () => {
  const routes = appRoutes({
    routes: SITE_ROUTES,
    authService: {} as never,
    queryClient: {} as never,
    apiClient: {} as never,
    loadPage: jest.fn(),
  });

  /** The pattern each page of a route tree is reported by: routePattern of it and its parents. */
  const reported = (tree: RouteObject[], parents: RouteObject[] = []): string[] =>
    tree.flatMap((route) =>
      route.children
        ? reported(route.children, [...parents, route])
        : [routePattern([...parents, route].map((each) => ({ route: each })))],
    );

  it("reports each page of the shell and the remotes by one of the contract's route patterns", () => {
    const patterns = reported(routes);
    expect(patterns.filter((pattern) => !isPageRoute(pattern))).toEqual([]);
    expect(patterns).toEqual(
      expect.arrayContaining([
        routePatterns.login,
        routePatterns.unsubscribe,
        routePatterns.dashboard,
        routePatterns.account,
        routePatterns.payment,
        routePatterns.notFound,
        routePatterns.dashboardNotFound,
      ]),
    );
  });

  it('names a dashboard page by its own pattern, not joined to its parent', () => {
    const at = (url: string) => routePattern(matchRoutes(routes, url) ?? []);
    expect(at('/dashboard/payment/b1')).toBe('/dashboard/payment/:id');
    expect(at('/dashboard/myorders')).toBe('/dashboard/myorders');
    expect(at('/dashboard')).toBe('/dashboard');
    expect(at('/dashboard/no/such/page')).toBe('/dashboard/*');
    expect(at('/category/c1')).toBe('/category/:id');
    expect(at('/no-such-page')).toBe('/*');
  });
});
