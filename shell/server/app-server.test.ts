import type { FastifyInstance } from 'fastify';
import { appServerOver, INDEX_HTML } from './testing/app-folder';
import { inCanary } from './cohorts';
import { fakeSite, startupDataIn } from './testing/fakes';

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

describe('releases', () => {
  const REGISTRY = 'http://api.test/releases/current';
  const STABLE = 'http://seller.test/1.3.2/mf-manifest.json';
  const CANARY = 'http://seller-cdn.test/1.4.0/mf-manifest.json';
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };
  const prerender = (id: string) => ({ routes: [{ id, path: '/dashboard/myproducts' }], pages: {} });
  const registry = (share: number) => ({
    remotes: [
      {
        name: 'seller',
        stable: { version: '1.3.2', manifestUrl: STABLE },
        canary: { version: '1.4.0', manifestUrl: CANARY, share },
      },
    ],
  });
  /** Visitors' cohort ids, one in the seller's 50 % canary and one out of it. */
  const ids = ['cohort-aaaaaaaa', 'cohort-bbbbbbbb', 'cohort-cccccccc', 'cohort-dddddddd'];
  const inCanaryId = ids.find((id) => inCanary(id, 'seller', 50));
  const outOfCanaryId = ids.find((id) => !inCanary(id, 'seller', 50));
  const servers: Awaited<ReturnType<typeof appServerOver>>[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((each) => each.remove()));
  });

  /** Shell servers over one API and one clock: a change of `answers` reaches them all. */
  async function shellServers(count: number, share: number) {
    let time = 1_000_000;
    const answers: Record<string, unknown> = {
      [REGISTRY]: registry(share),
      [STABLE]: manifest,
      'http://seller.test/1.3.2/prerender.json': prerender('products-1.3.2'),
      [CANARY]: manifest,
      'http://seller-cdn.test/1.4.0/prerender.json': prerender('products-1.4.0'),
    };
    // The page shows which seller build it was composed with.
    const prerenderSite = async ({
      remotes,
    }: {
      remotes: Record<string, { routes: readonly { id: string }[] } | null>;
    }) =>
      fakeSite({
        pages: {
          '/': { status: 200, html: `<html><head></head><body>${remotes.seller?.routes[0]?.id}</body></html>` },
        },
      });
    for (let index = 0; index < count; index += 1) {
      servers.push(
        await appServerOver({
          name: 'shell',
          env: { API_URL: 'http://api.test', RELEASES_CACHE_SECONDS: '5' },
          answers,
          now: () => time,
          prerenderSite,
        }),
      );
    }
    return { apps: servers.map((each) => each.app), answers, advance: (ms: number) => (time += ms) };
  }

  const cookie = (id: string) => ({ cookie: `rm_cohort=${id}` });
  const sellerOf = async (app: FastifyInstance, id: string) =>
    (await app.inject({ url: '/remotes.json', headers: cookie(id) })).json<Record<string, string>>().seller;

  it('gives a new visitor a cohort on the first page or remotes.json, and keeps one they have', async () => {
    const {
      apps: [shell],
    } = await shellServers(1, 50);

    const first = await shell!.inject({ url: '/remotes.json' });
    const [setCookie] = [first.headers['set-cookie']].flat();
    expect(setCookie).toMatch(/^rm_cohort=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const page = await shell!.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['set-cookie']).toMatch(/^rm_cohort=/);

    const again = await shell!.inject({ url: '/remotes.json', headers: cookie(inCanaryId!) });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it("answers each visitor's remotes.json, page, startup data and versions header with the same set", async () => {
    const {
      apps: [shell],
    } = await shellServers(1, 50);

    for (const [id, seller, version] of [
      [inCanaryId!, CANARY, '1.4.0'],
      [outOfCanaryId!, STABLE, '1.3.2'],
    ] as const) {
      const remotes = await shell!.inject({ url: '/remotes.json', headers: cookie(id) });
      const page = await shell!.inject({ url: '/', headers: { accept: 'text/html', ...cookie(id) } });

      expect(remotes.json()).toEqual({
        storefront: 'http://localhost:3001/mf-manifest.json',
        buyer: 'http://localhost:3002/mf-manifest.json',
        seller,
        admin: 'http://localhost:3004/mf-manifest.json',
      });
      expect(startupDataIn(page.body).remotes).toEqual(remotes.json());
      expect(page.body).toContain(`products-${version}`);
      const versions = `storefront=current;buyer=current;seller=${version};admin=current`;
      expect(remotes.headers['x-remote-versions']).toBe(versions);
      expect(page.headers['x-remote-versions']).toBe(versions);
      // Either version's code may run in any visitor's page.
      expect(page.headers['content-security-policy']).toContain('http://seller.test http://seller-cdn.test');
    }
  });

  it('follows a split change on every server within RELEASES_CACHE_SECONDS, without a restart', async () => {
    const { apps, answers, advance } = await shellServers(2, 0);
    for (const app of apps) expect(await sellerOf(app, inCanaryId!)).toBe(STABLE);

    answers[REGISTRY] = registry(100);
    advance(4_000);
    for (const app of apps) expect(await sellerOf(app, inCanaryId!)).toBe(STABLE);
    advance(1_000);
    for (const app of apps) {
      expect(await sellerOf(app, inCanaryId!)).toBe(CANARY);
      expect(await sellerOf(app, outOfCanaryId!)).toBe(CANARY);
      const page = await app.inject({ url: '/', headers: { accept: 'text/html', ...cookie(outOfCanaryId!) } });
      expect(page.body).toContain('products-1.4.0');
    }

    // Rolled back: every visitor is on stable again.
    answers[REGISTRY] = registry(0);
    advance(5_000);
    for (const app of apps) expect(await sellerOf(app, inCanaryId!)).toBe(STABLE);
  });

  it('keeps the configured remotes while the registry has never answered', async () => {
    const { apps, answers } = await shellServers(1, 50);
    delete answers[REGISTRY];

    const remotes = await apps[0]!.inject({ url: '/remotes.json', headers: cookie(inCanaryId!) });
    expect(remotes.json()).toMatchObject({ seller: 'http://localhost:3003/mf-manifest.json' });
    expect(remotes.headers['x-remote-versions']).toBe('storefront=current;buyer=current;seller=current;admin=current');
  });
});
