import type { ComposedRemote, Composition } from './site-composer';
import { inlineScriptElement, startupHead, withStartupHead } from './startup-head';
import { fakeSite, startupDataIn as dataOf } from './testing/fakes';

const config = {
  apiUrl: 'http://localhost:5000/',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
};
const remotes = {
  storefront: 'http://localhost:3001/mf-manifest.json',
  buyer: 'http://localhost:3002/mf-manifest.json',
};
const myOrders = {
  id: 'myOrders',
  path: '/dashboard/myorders',
  title: 'My Orders',
  access: ['buyer'],
  layout: 'dashboard',
} as const;
const home = { id: 'home', path: '/', title: 'Home', access: 'public', layout: 'public' } as const;

function composition(buyer: Partial<ComposedRemote> = {}): Composition {
  return {
    site: fakeSite({
      code: {
        '/dashboard/myorders': {
          page: { remote: 'buyer', id: 'myOrders' },
          shellChunks: ['dashboard'],
          requests: [{ path: '/users/role?email={email}' }, { path: '/booking?email={email}', roles: ['buyer'] }],
        },
        '/': { page: { remote: 'storefront', id: 'home' }, requests: [{ path: '/categories', anonymous: true }] },
      },
    }),
    remotes: {
      storefront: {
        manifestUrl: remotes.storefront,
        prerender: { routes: [home], pages: {}, assets: { home: ['home.1111111111.js'] } },
        scripts: ['http://localhost:3001/remoteEntry.js', 'http://localhost:3001/routes.2222222222.js'],
      },
      buyer: {
        manifestUrl: remotes.buyer,
        prerender: { routes: [myOrders], pages: {}, assets: { myOrders: ['myOrders.3333333333.js'] } },
        scripts: ['http://localhost:3002/remoteEntry.js', 'http://localhost:3002/routes.4444444444.js'],
        ...buyer,
      },
    },
    shellPageAssets: { dashboard: ['dashboard.5555555555.js', 'vendors.6666666666.js'] },
    complete: true,
    at: 0,
  };
}

/** The head of `pathname`'s page, in the composed site (the default: both remotes read). */
const headAt = (pathname: string, site = composition()) =>
  startupHead({ pathname, config, remotes, composition: site, inlineScript: '' });
const linksOf = (head: string) => head.match(/<link [^>]*>/g) ?? [];

it("writes the startup data: configuration, remotes, every remote's routes and the page's first API requests", () => {
  const head = headAt('/dashboard/myorders');

  expect(dataOf(head)).toEqual({
    config,
    remotes,
    routes: { storefront: [home], buyer: [myOrders] },
    page: {
      requests: [
        { url: 'http://localhost:5000/users/role?email={email}' },
        { url: 'http://localhost:5000/booking?email={email}', roles: ['buyer'] },
      ],
    },
  });
});

it('preloads the code of this page only, and opens connections to its remote, the API and the identity provider', () => {
  const head = headAt('/dashboard/myorders');

  expect(linksOf(head)).toEqual([
    '<link rel="preload" as="fetch" crossorigin href="http://localhost:3002/mf-manifest.json">',
    '<link rel="preload" as="script" href="/dashboard.5555555555.js" fetchpriority="low">',
    '<link rel="preload" as="script" href="/vendors.6666666666.js" fetchpriority="low">',
    '<link rel="preload" as="script" href="http://localhost:3002/remoteEntry.js" fetchpriority="low">',
    '<link rel="preload" as="script" href="http://localhost:3002/routes.4444444444.js" fetchpriority="low">',
    '<link rel="preload" as="script" href="http://localhost:3002/myOrders.3333333333.js" fetchpriority="low">',
    '<link rel="preconnect" href="http://localhost:3002">',
    '<link rel="preconnect" href="http://localhost:5000" crossorigin>',
    '<link rel="preconnect" href="http://127.0.0.1:9099" crossorigin>',
  ]);
});

it('leaves out a remote whose files could not be read: the browser loads its routes and code itself', () => {
  const head = headAt('/dashboard/myorders', composition({ prerender: null }));

  expect(dataOf(head).routes).toEqual({ storefront: [home] });
  expect(linksOf(head).filter((link) => link.includes(':3002'))).toEqual([]);
});

it('without a composed site, still carries the configuration and the remotes, and connects to the API once', () => {
  const head = startupHead({
    pathname: '/',
    config: { ...config, authEmulatorUrl: undefined, apiUrl: 'http://localhost:5000' },
    remotes,
    composition: undefined,
    inlineScript: '<script>start()</script>',
  });

  expect(dataOf(head)).toMatchObject({ remotes, routes: {}, page: { requests: [] } });
  expect(linksOf(head)).toEqual(['<link rel="preconnect" href="http://localhost:5000" crossorigin>']);
  expect(head.endsWith('<script>start()</script>')).toBe(true);
});

it('escapes what it writes into attributes', () => {
  const odd = 'http://localhost:3001/a"b&c/mf-manifest.json';
  const site = composition();
  site.remotes.storefront!.manifestUrl = odd;

  const head = headAt('/', site);

  expect(head).toContain('href="http://localhost:3001/a&quot;b&amp;c/mf-manifest.json"');
});

it('writes the inline script unless its code could close the element, at the end of the head', () => {
  expect(inlineScriptElement('start()')).toBe('<script>start()</script>');
  expect(inlineScriptElement('a("</script>")')).toBe('');
  expect(withStartupHead('<html><head><title>T</title></head></html>', '<script>a = "$&"</script>')).toBe(
    '<html><head><title>T</title><script>a = "$&"</script></head></html>',
  );
});
