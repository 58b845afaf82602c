import type { FastifyInstance } from 'fastify';
import { appServerOver, INDEX_HTML } from './testing/app-folder';
import { fakeSite } from './testing/fakes';

const env = { API_URL: 'http://api.test', REMOTE_SELLER_URL: 'http://seller.test/1.4.0/mf-manifest.json' };
let server: Awaited<ReturnType<typeof appServerOver>> | undefined;
afterEach(() => server?.remove());

async function serve(name: string, site = fakeSite({})): Promise<FastifyInstance> {
  server = await appServerOver({ name, env, prerenderSite: async () => site });
  return server.app;
}

it('serves the runtime configuration from the environment, never cached, and the shell also the remotes', async () => {
  const shell = await serve('shell');

  const config = await shell.inject({ url: '/config.json' });
  expect(config.headers['cache-control']).toBe('no-store');
  expect(config.json()).toMatchObject({ apiUrl: 'http://api.test', firebase: { projectId: 'demo-replay' } });
  const remotes = await shell.inject({ url: '/remotes.json' });
  expect(remotes.headers['cache-control']).toBe('no-store');
  expect(remotes.json()).toEqual({
    storefront: 'http://localhost:3001/mf-manifest.json',
    buyer: 'http://localhost:3002/mf-manifest.json',
    seller: 'http://seller.test/1.4.0/mf-manifest.json',
    admin: 'http://localhost:3004/mf-manifest.json',
  });
});

it("answers the shell's pages itself, before its files: the prerendered page at /", async () => {
  const shell = await serve(
    'shell',
    fakeSite({ pages: { '/': { status: 200, html: '<html><head></head><body><h1>Best offers</h1></body></html>' } } }),
  );

  const home = await shell.inject({ url: '/', headers: { accept: 'text/html' } });
  expect(home.body).toContain('<h1>Best offers</h1>');
  expect(home.body).toContain('<script id="startup-data"');
  // The build's own index.html is still a file, as it is.
  expect((await shell.inject({ url: '/index.html' })).body).toBe(INDEX_HTML);
  expect((await shell.inject({ url: '/missing.js' })).json()).toEqual({ message: 'Not found' });
});

it("serves a remote's files to any origin, its page URLs with index.html (it runs alone there), and no remotes.json", async () => {
  const seller = await serve('seller');

  const entry = await seller.inject({ url: '/main.js', headers: { origin: 'http://localhost:3000' } });
  expect(entry.headers['access-control-allow-origin']).toBe('*');
  const page = await seller.inject({ url: '/dashboard/myproducts', headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toBe(INDEX_HTML);
  expect(page.headers['cache-control']).toBe('no-cache');
  const missing = await seller.inject({ url: '/remotes.json' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ message: 'Not found' });
});

it('composes the site as soon as it listens, not at the first visit', async () => {
  let composing = () => {};
  const composed = new Promise<void>((resolve) => (composing = resolve));
  server = await appServerOver({
    name: 'shell',
    env,
    prerenderSite: async () => {
      composing();
      return fakeSite({});
    },
  });

  await server.app.listen({ port: 0, host: '127.0.0.1' });
  await composed;
});
