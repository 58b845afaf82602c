import type { OwnedRoute } from '@replay/platform';
import type { RemoteHealth } from './remote-health';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { createRemotes, type FederationRuntime } from './remotes';

const page = { Component: () => null };
const config = {
  storefront: 'http://localhost:3001/mf-manifest.json',
  buyer: 'http://localhost:3002/mf-manifest.json',
  seller: 'http://localhost:3003/mf-manifest.json',
};
const manifest = (paths: string[]) => ({
  default: {
    routes: paths.map((path, index) => ({ id: `p${index}`, path, title: path, access: 'public', layout: 'public' })),
    pages: Object.fromEntries(paths.map((_, index) => [`p${index}`, async () => page])),
  },
});

function fakeRuntime(modules: Record<string, () => Promise<unknown>>) {
  const runtime = {
    loadRemote: jest.fn(async (id: string) => modules[id]!()),
    registerRemotes: jest.fn(),
    registerPlugins: jest.fn(),
  };
  return runtime as typeof runtime & FederationRuntime;
}

const route = (remote: string, id: string): OwnedRoute => ({
  remote,
  id,
  path: `/${id}`,
  title: id,
  access: 'public',
  layout: 'public',
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('registers the remotes of remotes.json with the retry plugin and merges their manifests in order', async () => {
  const runtime = fakeRuntime({
    'storefront/routes': async () => manifest(['/', '/blog']),
    'buyer/routes': async () => manifest(['/orders', '/blog']),
    'seller/routes': async () => manifest(['/mine']),
  });

  const site = await createRemotes(runtime).loadSiteRoutes(Promise.resolve(config));

  expect(runtime.registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'replay-retry' })]);
  expect(runtime.registerRemotes).toHaveBeenCalledWith(
    Object.entries(config).map(([name, entry]) => ({ name, entry })),
  );
  expect(site.routes.map((route) => `${route.remote} ${route.path}`)).toEqual([
    'storefront /',
    'storefront /blog',
    'buyer /orders',
    'seller /mine',
  ]);
  // A path claimed twice is reported and the first claim wins.
  expect(console.error).toHaveBeenCalledWith(
    "Route /blog is claimed by storefront and by buyer; storefront's page is kept",
  );
  expect(site.unavailable).toEqual([]);
});

it('leaves out a remote whose manifest cannot be loaded, says which, and starts it afresh next time', async () => {
  const runtime = fakeRuntime({
    'storefront/routes': async () => manifest(['/']),
    'buyer/routes': async () => Promise.reject(new Error('Failed to fetch mf-manifest.json')),
    'seller/routes': async () => manifest(['/mine']),
  });

  const site = await createRemotes(runtime).loadSiteRoutes(Promise.resolve(config));

  expect(site.unavailable).toEqual(['buyer']);
  expect(site.routes.map((route) => route.remote)).toEqual(['storefront', 'seller']);
  expect(console.error).toHaveBeenCalledWith('The buyer remote is unavailable: Failed to fetch mf-manifest.json');
  expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'buyer', entry: config.buyer }], { force: true });
});

it('loads a page through its manifest, and reports a page whose code cannot run as an unavailable remote, naming the cause', async () => {
  const mismatch = new Error(
    'Version 1.0.0 from shell of shared singleton module @replay/platform does not satisfy the requirement of seller which needs ^2.0.0)',
  );
  const runtime = fakeRuntime({
    'seller/routes': async () => ({
      default: { routes: [], pages: { ok: async () => page, broken: async () => Promise.reject(mismatch) } },
    }),
  });
  const remotes = createRemotes(runtime);

  await expect(remotes.loadPage(route('seller', 'ok'))).resolves.toBe(page);
  const error = await remotes.loadPage(route('seller', 'broken')).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RemoteUnavailableError);
  expect(error).toMatchObject({ remote: 'seller' });
  expect(console.error).toHaveBeenCalledWith(`The seller remote is unavailable: ${mismatch.message}`);
  // The manifest was loaded once for both pages.
  expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
});

it("takes a remote's routes from the page's startup data, loading only the manifests of the remotes it lacks", async () => {
  const runtime = fakeRuntime({ 'seller/routes': async () => manifest(['/mine']) });
  const known = {
    storefront: [{ id: 'home', path: '/', title: 'Home', access: 'public', layout: 'public' }],
    buyer: [{ id: 'orders', path: '/orders', title: 'Orders', access: 'user', layout: 'public' }],
  } as const;

  const site = await createRemotes(runtime).loadSiteRoutes(Promise.resolve(config), known);

  expect(site.routes.map((route) => `${route.remote} ${route.id} ${route.path}`)).toEqual([
    'storefront home /',
    'buyer orders /orders',
    'seller p0 /mine',
  ]);
  expect(runtime.loadRemote.mock.calls).toEqual([['seller/routes']]);
});

it("prefetches a page's remote once with the navigation that follows, runs no page ahead, and keeps a failure quiet", async () => {
  const load = jest.fn(async () => page);
  const runtime = fakeRuntime({
    'buyer/routes': async () => ({ default: { routes: [], pages: { orders: load } } }),
    'seller/routes': async () => Promise.reject(new Error('Failed to fetch')),
  });
  const remotes = createRemotes(runtime);

  await expect(remotes.prefetchPage(route('buyer', 'orders'))).resolves.toBeUndefined();
  expect(runtime.loadRemote).toHaveBeenCalledWith('buyer/routes');
  // A page module that failed once would be half-initialised the second time: it runs only when opened.
  expect(load).not.toHaveBeenCalled();
  await expect(remotes.loadPage(route('buyer', 'orders'))).resolves.toBe(page);
  expect(runtime.loadRemote.mock.calls.filter(([id]) => id === 'buyer/routes')).toHaveLength(1);

  await expect(remotes.prefetchPage(route('seller', 'mine'))).resolves.toBeUndefined();
  expect(console.error).not.toHaveBeenCalled();
});

it('asks for a reload on Retry when the page preloaded scripts of the remote that failed', async () => {
  document.head.innerHTML = '<link rel="preload" as="script" href="http://localhost:3002/orders.js">';
  try {
    const runtime = fakeRuntime({
      'buyer/routes': async () => ({
        default: { routes: [], pages: { orders: async () => Promise.reject(new Error('Loading chunk 7 failed.')) } },
      }),
      'seller/routes': async () => ({
        default: { routes: [], pages: { mine: async () => Promise.reject(new Error('Loading chunk 8 failed.')) } },
      }),
    });
    const remotes = createRemotes(runtime);
    await remotes.loadSiteRoutes(Promise.resolve(config), { storefront: [], buyer: [], seller: [] });

    await expect(remotes.loadPage(route('buyer', 'orders'))).rejects.toMatchObject({
      remote: 'buyer',
      needsReload: true,
    });
    await expect(remotes.loadPage(route('seller', 'mine'))).rejects.toMatchObject({
      remote: 'seller',
      needsReload: false,
    });
  } finally {
    document.head.innerHTML = '';
  }
});

describe("the remotes' health and versions", () => {
  function fakeHealth() {
    const health = {
      report: jest.fn(),
      useRemotes: jest.fn(),
      useRoutes: jest.fn(),
      ownerOf: jest.fn(),
      flush: jest.fn(),
    };
    return health as typeof health & RemoteHealth;
  }

  it('reports each remote that loaded, once, and each that failed, on the page it failed for', async () => {
    const health = fakeHealth();
    const runtime = fakeRuntime({
      'storefront/routes': async () => manifest(['/']),
      'buyer/routes': async () => Promise.reject(new Error('Failed to fetch mf-manifest.json')),
      'seller/routes': async () => ({
        default: { routes: [], pages: { mine: async () => Promise.reject(new Error('Loading chunk 8 failed.')) } },
      }),
    });
    const remotes = createRemotes(runtime, health);

    const site = await remotes.loadSiteRoutes(Promise.resolve(config), { seller: [] });
    expect(health.useRemotes).toHaveBeenCalledWith(config);
    expect(health.useRoutes).toHaveBeenCalledWith(site.routes);
    expect(health.report.mock.calls).toEqual([
      ['storefront', 'remote_loaded'],
      ['buyer', 'remote_load_failed'],
    ]);

    health.report.mockClear();
    await expect(remotes.loadPage(route('seller', 'mine'))).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(health.report.mock.calls).toEqual([
      ['seller', 'remote_loaded'],
      ['seller', 'remote_load_failed', '/mine'],
    ]);
  });

  it('keeps the manifest URLs the tab started with: a failure is retried at the same URL, remotes.json is not read again', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    const runtime = fakeRuntime({
      'seller/routes': async () => Promise.reject(new Error('Failed to fetch mf-manifest.json')),
    });
    const remotes = createRemotes(runtime, fakeHealth());
    await remotes.loadSiteRoutes(Promise.resolve({ seller: 'http://localhost:3003/1.4.0/mf-manifest.json' }), {
      seller: [],
    });

    await expect(remotes.loadPage(route('seller', 'mine'))).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(remotes.loadPage(route('seller', 'mine'))).rejects.toBeInstanceOf(RemoteUnavailableError);

    expect(runtime.registerRemotes.mock.calls.slice(1)).toEqual([
      [[{ name: 'seller', entry: 'http://localhost:3003/1.4.0/mf-manifest.json' }], { force: true }],
      [[{ name: 'seller', entry: 'http://localhost:3003/1.4.0/mf-manifest.json' }], { force: true }],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
