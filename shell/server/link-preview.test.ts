import Fastify from 'fastify';
import { createLinkPreviews, PREVIEW_TIMEOUT_MS, PREVIEW_TTL_MS } from './link-preview';
import { createShellPages } from './shell-pages';
import type { SiteComposer } from './site-composer';
import { fakeFetch, memoryFileSystem } from './testing/fakes';

const DIST = '/app/shell/dist';
const INDEX = '<html><head><title>Replay Market</title></head><body><div id="root"></div></body></html>';
const API = 'http://api.replay.test';
const config = { apiUrl: `${API}/`, firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } };
const remotes = { storefront: 'http://localhost:3001/mf-manifest.json' };
const ID = '0b4f7c9e-3a1d-4e8b-9c2f-5d6e7f8a9b0c';

const product = {
  _id: ID,
  title: 'Zelda "Deluxe" <Box> & Map',
  resprice: 1234.5,
  imageUrl: `${API}/images/demo-product-botw.jpg`,
};

/** The shell's pages as the server sends them, with link previews from `fetch`. */
function setUp(fetch: typeof globalThis.fetch, options: { publicSiteUrl?: string } = {}) {
  let clock = 1_000_000;
  const fs = memoryFileSystem({ [`${DIST}/index.html`]: INDEX, [`${DIST}/early-requests.js`]: 'start()' });
  const composer = { current: async () => undefined, settled: async () => undefined } satisfies SiteComposer;
  const pages = createShellPages({
    dist: DIST,
    fs,
    composer,
    config: () => config,
    visitorRemotes: async () => ({ remotes, versions: {}, allManifestUrls: Object.values(remotes) }),
    linkPreviews: createLinkPreviews({ fetch, now: () => clock, apiUrl: () => config.apiUrl, ...options }),
  });
  const app = Fastify();
  app.get('/*', (request, reply) => pages.answer(request, reply));
  return {
    page: (url: string) => app.inject({ url, headers: { accept: 'text/html', host: 'shop.replay.test' } }),
    later: (ms: number) => (clock += ms),
  };
}

/** The content of each meta tag in `html`, by its property or name, as a browser reads it. */
function metaTags(html: string): Record<string, string> {
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map(([, key, value]) => [
      key,
      decode(value!),
    ]),
  );
}

it("gives a product page the Open Graph and Twitter tags of the product, read from the API's GET /product/{id}", async () => {
  const fetch = fakeFetch({ [`${API}/product/${ID}`]: product });
  const { page } = setUp(fetch, { publicSiteUrl: 'https://replay.example/' });

  const response = await page(`/product/${ID}`);

  expect(response.statusCode).toBe(200);
  expect(metaTags(response.body)).toEqual({
    'og:type': 'product',
    'og:title': 'Zelda "Deluxe" <Box> & Map · $1,234.50 · Replay Market',
    'og:url': `https://replay.example/product/${ID}`,
    'og:image': `${API}/images/demo-product-botw.jpg`,
    'product:price:amount': '1234.50',
    'product:price:currency': 'USD',
    'twitter:card': 'summary_large_image',
  });
  // Escaped: the title cannot close its attribute or open a tag.
  expect(response.body).toContain(
    'content="Zelda &quot;Deluxe&quot; &lt;Box&gt; &amp; Map · $1,234.50 · Replay Market"',
  );
  expect(response.body).not.toContain('<Box>');
  expect(response.body).toMatch(
    /<title>Replay Market<\/title>.*<meta property="og:type" content="product">.*<\/head>/s,
  );
  expect(fetch).toHaveBeenCalledWith(
    `${API}/product/${ID}`,
    expect.objectContaining({ signal: expect.any(AbortSignal) }),
  );
});

it('makes the photo address absolute and takes the page address from the request without PUBLIC_SITE_URL', async () => {
  const fetch = fakeFetch({ [`${API}/product/${ID}`]: { ...product, imageUrl: '/images/demo-product-botw.jpg' } });
  const { page } = setUp(fetch);

  const tags = metaTags((await page(`/product/${ID}?ref=share`)).body);

  expect(tags['og:image']).toBe(`${API}/images/demo-product-botw.jpg`);
  expect(tags['og:url']).toBe(`http://shop.replay.test/product/${ID}`);
});

it('asks the API once a minute per product', async () => {
  const fetch = fakeFetch({ [`${API}/product/${ID}`]: product });
  const { page, later } = setUp(fetch);

  await page(`/product/${ID}`);
  later(PREVIEW_TTL_MS - 1);
  expect(metaTags((await page(`/product/${ID}`)).body)['og:type']).toBe('product');
  expect(fetch).toHaveBeenCalledTimes(1);

  later(2);
  await page(`/product/${ID}`);
  expect(fetch).toHaveBeenCalledTimes(2);
});

it('sends a page without tags, and not later than the timeout, when the API does not answer in time', async () => {
  const fetch = jest.fn(() => new Promise<Response>(() => undefined)) as jest.Mock & typeof globalThis.fetch;
  const { page } = setUp(fetch);

  const started = Date.now();
  const response = await page(`/product/${ID}`);

  expect(Date.now() - started).toBeLessThan(PREVIEW_TIMEOUT_MS + 500);
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<div id="root"></div>');
  expect(metaTags(response.body)).toEqual({});
});

it('sends a page without tags for a product that does not exist, or when the API fails', async () => {
  const missing = '11111111-2222-4333-8444-555555555555';
  const fetch = fakeFetch({
    [`${API}/product/${missing}`]: Response.json({ message: 'Product not found' }, { status: 404 }),
    [`${API}/product/${ID}`]: Response.json({ message: 'Internal error' }, { status: 500 }),
  });
  const { page } = setUp(fetch);

  for (const url of [`/product/${missing}`, `/product/${ID}`]) {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(metaTags(response.body)).toEqual({});
  }
  // Nothing answers at all: the same.
  const down = setUp(fakeFetch({}));
  expect(metaTags((await down.page(`/product/${ID}`)).body)).toEqual({});
});

it('asks nothing of the API for other pages', async () => {
  const fetch = fakeFetch({});
  const { page } = setUp(fetch);

  for (const url of ['/', '/category/42', '/product/not-an-id', `/product/${ID}/edit`]) await page(url);

  expect(fetch).not.toHaveBeenCalled();
});
