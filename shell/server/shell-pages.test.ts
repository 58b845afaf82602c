import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { inlineScriptSource } from './security-headers';
import { createShellPages, isPageRequest, pageEncoding } from './shell-pages';
import type { Composition, SiteComposer } from './site-composer';
import { fakeSite, memoryFileSystem, startupDataIn as dataOf } from './testing/fakes';

const DIST = '/app/shell/dist';
const INDEX = '<html><head><title>Replay Market</title></head><body><div id="root"></div></body></html>';
const config = { apiUrl: 'http://localhost:5000', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } };
const remotes = { storefront: 'http://localhost:3001/mf-manifest.json' };

const composition: Composition = {
  site: fakeSite({
    pages: {
      '/': { status: 200, html: '<html><head><title>Home</title></head><body><h1>Best offers</h1></body></html>' },
    },
    code: {
      '/': { requests: [{ path: '/categories', anonymous: true }] },
      '/category/42': { requests: [{ path: '/categories/42', anonymous: true }] },
    },
    notFound: { status: 404, html: '<html><head></head><body>This page does not exist.</body></html>' },
  }),
  remotes: {},
  shellPageAssets: {},
  complete: true,
  at: 0,
};

function setUp({ composed = true, visitor = { remotes, versions: {}, allManifestUrls: Object.values(remotes) } } = {}) {
  const current = composed ? composition : undefined;
  const fs = memoryFileSystem({ [`${DIST}/index.html`]: INDEX, [`${DIST}/early-requests.js`]: 'start()' });
  const composer = {
    current: jest.fn(async (_remotes: Record<string, string>) => current),
    settled: async () => current,
  } satisfies SiteComposer;
  const pages = createShellPages({
    dist: DIST,
    fs,
    composer,
    config: () => config,
    visitorRemotes: async () => visitor,
  });
  const app = Fastify();
  app.get('/*', (request, reply) => pages.answer(request, reply));
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { accept: 'text/html', ...headers } });
  return { fs, page, composer };
}

it('answers a prerendered page with the startup head of its path and the inline script, revalidated on every load', async () => {
  const { page } = setUp();

  const response = await page('/');

  expect(response.statusCode).toBe(200);
  expect(response.headers).toMatchObject({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
  });
  expect(response.body).toContain('<h1>Best offers</h1>');
  expect(dataOf(response.body)).toEqual({
    config,
    remotes,
    routes: {},
    page: { requests: [{ url: 'http://localhost:5000/categories', anonymous: true }] },
  });
  expect(response.body).toMatch(/<script>start\(\)<\/script><\/head>/);
});

it('compresses a prerendered page as the browser accepts, once per composition', async () => {
  const { page, fs } = setUp();
  const plain = (await page('/')).body;

  const brotli = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
  const gzip = await page('/', { 'accept-encoding': 'gzip, br;q=0' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);

  // A new inline script (a new build) reaches the pages of the next composition, not this one's.
  fs.write(`${DIST}/early-requests.js`, 'startAgain()');
  expect((await page('/')).body).toBe(plain);
});

it('answers a path no route claims with the 404 page, and any other page with index.html and its startup head', async () => {
  const { page } = setUp();

  const missing = await page('/no-such-page');
  expect(missing.statusCode).toBe(404);
  expect(missing.body).toContain('This page does not exist.');

  const category = await page('/category/42');
  expect(category.statusCode).toBe(200);
  expect(category.headers['cache-control']).toBe('no-cache');
  expect(category.body).toContain('<div id="root"></div>');
  expect(dataOf(category.body).page).toEqual({
    requests: [{ url: 'http://localhost:5000/categories/42', anonymous: true }],
  });
});

it('serves index.html with the configuration when no site is composed yet', async () => {
  const early = await setUp({ composed: false }).page('/');
  expect(early.body).toContain('<div id="root"></div>');
  expect(dataOf(early.body)).toEqual({ config, remotes, routes: {}, page: { requests: [] } });
});

it("sends each page the policy of the inline script it carries: a composition's pages keep theirs through a new build", async () => {
  const { page, fs } = setUp();
  const scriptSources = async (url: string) =>
    String((await page(url)).headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));

  expect(await scriptSources('/')).toBe(
    `script-src 'self' ${inlineScriptSource('start()')} http://localhost:3001 https://apis.google.com`,
  );

  fs.write(`${DIST}/early-requests.js`, 'startAgain()');
  expect((await page('/')).body).toContain('<script>start()</script>');
  expect(await scriptSources('/')).toContain(inlineScriptSource('start()'));
  expect((await page('/category/42')).body).toContain('<script>startAgain()</script>');
  expect(await scriptSources('/category/42')).toContain(inlineScriptSource('startAgain()'));
  expect(await scriptSources('/category/42')).not.toContain(inlineScriptSource('start()'));

  // Code that would close its element early is not inlined, and no hash is allowed for it.
  fs.write(`${DIST}/early-requests.js`, 'x("</script>")');
  expect((await page('/category/42')).body).not.toContain('<script>x(');
  expect(await scriptSources('/category/42')).toBe("script-src 'self' http://localhost:3001 https://apis.google.com");
});

it("composes the page with the visitor's remotes, names them in its startup data, and lets every version a visitor may get run", async () => {
  const canary = { storefront: 'http://canary.test/2.0.0/mf-manifest.json' };
  const { page, composer } = setUp({
    visitor: { remotes: canary, versions: {}, allManifestUrls: [remotes.storefront, canary.storefront] },
  });

  const response = await page('/category/42');

  expect(composer.current).toHaveBeenCalledWith(canary);
  expect(dataOf(response.body).remotes).toEqual(canary);
  expect(String(response.headers['content-security-policy'])).toContain(
    'http://localhost:3001 http://canary.test https://apis.google.com',
  );
});

it('reads the encodings a browser accepts, a refused one left out', () => {
  expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(pageEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
  expect(pageEncoding('x-gzip, deflate')).toBeNull();
  expect(pageEncoding(undefined)).toBeNull();
});

it('tells a page request from a request for a file or data', async () => {
  const app = Fastify();
  app.all('/*', async (request) => ({ page: isPageRequest(request) }));
  const ask = async (method: 'GET' | 'POST', url: string, accept: string) =>
    (await app.inject({ method, url, headers: { accept } })).json<{ page: boolean }>().page;

  expect(await ask('GET', '/dashboard/myorders?tab=1', 'text/html,application/xhtml+xml')).toBe(true);
  expect(await ask('GET', '/main.js', 'text/html')).toBe(false);
  expect(await ask('GET', '/dashboard', 'application/json')).toBe(false);
  expect(await ask('POST', '/dashboard', 'text/html')).toBe(false);
});
