import { CompositionError } from './composition-error';
import { createSiteComposer, MAX_COMPOSITIONS, RETRY_MS, SITE_TTL_MS } from './site-composer';
import { fakeFetch, fakeSite, memoryFileSystem } from './testing/fakes';

const DIST = '/app/shell/dist';
const BUNDLE = '/app/shell/dist-server/prerender.js';
const REMOTES = {
  storefront: 'http://localhost:3001/mf-manifest.json',
  buyer: 'http://localhost:3002/mf-manifest.json',
};
const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };
const prerenderOf = (id: string, path: string) => ({
  routes: [{ id, path, title: id, access: 'public', layout: 'public' }],
  pages: { [path]: { html: `<h1>${id}</h1>`, css: '' } },
});
/** Both remotes up: their manifests and prerender.json. */
const remoteFiles = () => ({
  [REMOTES.storefront]: manifest,
  'http://localhost:3001/prerender.json': prerenderOf('home', '/'),
  [REMOTES.buyer]: manifest,
  'http://localhost:3002/prerender.json': prerenderOf('orders', '/orders'),
});

function setUp(answers: Record<string, unknown> = remoteFiles()) {
  let time = 1_000_000;
  const clock = { now: () => time, advance: (ms: number) => (time += ms) };
  const fs = memoryFileSystem({
    [`${DIST}/index.html`]: '<html><head></head><body><div id="root"></div></body></html>',
    [`${DIST}/page-assets.json`]: JSON.stringify({ dashboard: ['dashboard.0123456789.js'] }),
    [BUNDLE]: '(the bundle)',
  });
  const prerenderSite = jest.fn(async (_input: { indexHtml: string; remotes: Record<string, unknown> }) =>
    fakeSite({}),
  );
  const log = { info: jest.fn(), error: jest.fn() };
  const fetch = fakeFetch(answers);
  const composer = createSiteComposer({
    dist: DIST,
    prerenderBundle: BUNDLE,
    fetch,
    fs,
    now: clock.now,
    loadModule: (file) => (file === BUNDLE ? { prerenderSite } : undefined),
    log,
  });
  return { composer, answers, clock, fs, fetch, prerenderSite, log };
}

it("composes the site from the shell's build and every remote's published files", async () => {
  const { composer, prerenderSite } = setUp();

  const composition = await composer.current(REMOTES);

  expect(prerenderSite).toHaveBeenCalledWith({
    indexHtml: '<html><head></head><body><div id="root"></div></body></html>',
    remotes: { storefront: prerenderOf('home', '/'), buyer: prerenderOf('orders', '/orders') },
  });
  expect(composition).toMatchObject({
    complete: true,
    shellPageAssets: { dashboard: ['dashboard.0123456789.js'] },
    remotes: {
      storefront: { manifestUrl: REMOTES.storefront, scripts: ['http://localhost:3001/remoteEntry.js'] },
      buyer: { prerender: prerenderOf('orders', '/orders') },
    },
  });
  // Composed once for many pages.
  expect(await composer.current(REMOTES)).toBe(composition);
  expect(prerenderSite).toHaveBeenCalledTimes(1);
});

it('composes without a remote that is down, says why, and tries again a few seconds later', async () => {
  const { composer, answers, clock, prerenderSite, log } = setUp();
  delete answers['http://localhost:3002/prerender.json'];

  const first = await composer.current(REMOTES);
  expect(first).toMatchObject({ complete: false, remotes: { buyer: { prerender: null } } });
  expect(prerenderSite).toHaveBeenLastCalledWith(
    expect.objectContaining({ remotes: expect.objectContaining({ buyer: null }) }),
  );
  const [[{ err }, message]] = log.info.mock.calls;
  expect(err).toBeInstanceOf(CompositionError);
  expect(err).toMatchObject({
    part: "the buyer remote's prerender.json",
    cause: expect.objectContaining({ message: 'fetch failed' }),
  });
  expect(message).toBe("the buyer remote's prerender.json is unavailable; composing without it");

  clock.advance(RETRY_MS);
  expect(await composer.current(REMOTES)).toBe(first);
  Object.assign(answers, remoteFiles());
  clock.advance(1);
  // The previous composition answers while the next is made.
  expect(await composer.current(REMOTES)).toBe(first);
  const next = await composer.settled(REMOTES);
  expect(next).not.toBe(first);
  expect(next).toMatchObject({ complete: true });
  expect(prerenderSite).toHaveBeenCalledTimes(2);
});

it('composes a complete site again after a minute, to follow the remotes releases, one composition at a time', async () => {
  const { composer, clock, prerenderSite } = setUp();
  const first = await composer.current(REMOTES);

  clock.advance(SITE_TTL_MS);
  expect(await composer.current(REMOTES)).toBe(first);
  clock.advance(1);
  await Promise.all([composer.current(REMOTES), composer.current(REMOTES), composer.current(REMOTES)]);
  expect(await composer.settled(REMOTES)).not.toBe(first);
  expect(prerenderSite).toHaveBeenCalledTimes(2);
});

it('keeps the previous composition when prerendering fails, and logs the cause', async () => {
  const { composer, clock, prerenderSite, log } = setUp();
  const first = await composer.current(REMOTES);
  const failure = new Error('Cannot read properties of undefined');
  prerenderSite.mockRejectedValueOnce(failure);

  clock.advance(SITE_TTL_MS + 1);
  await composer.current(REMOTES);
  expect(await composer.settled(REMOTES)).toBe(first);
  const [[{ err }, message]] = log.error.mock.calls;
  expect(err).toMatchObject({ name: 'CompositionError', part: "the shell's prerendered pages", cause: failure });
  expect(message).toBe('prerendering the public pages failed; the previous composition keeps answering');
});

it('composes nothing without a prerender bundle (a build without one), and reads no remote', async () => {
  const { composer, fs, fetch } = setUp();
  fs.remove(BUNDLE);

  await expect(composer.current(REMOTES)).resolves.toBeUndefined();
  expect(fetch).not.toHaveBeenCalled();
});

describe('with a canary', () => {
  const CANARY = { ...REMOTES, buyer: 'http://localhost:3002/1.5.0/mf-manifest.json' };
  const canaryFiles = {
    [CANARY.buyer]: manifest,
    'http://localhost:3002/1.5.0/prerender.json': prerenderOf('orders-next', '/orders'),
  };

  it('composes once per set of remotes, a set not seen before as the first one, each with its own versions', async () => {
    const { composer, prerenderSite } = setUp({ ...remoteFiles(), ...canaryFiles });
    const stable = await composer.current(REMOTES);

    const canary = await composer.current(CANARY);

    expect(canary).not.toBe(stable);
    expect(canary).toMatchObject({
      complete: true,
      remotes: {
        buyer: {
          manifestUrl: CANARY.buyer,
          prerender: prerenderOf('orders-next', '/orders'),
          scripts: ['http://localhost:3002/1.5.0/remoteEntry.js'],
        },
      },
    });
    expect(stable?.remotes.buyer).toMatchObject({ prerender: prerenderOf('orders', '/orders') });
    // Each set keeps its own composition.
    expect(await composer.current(REMOTES)).toBe(stable);
    expect(await composer.current({ ...CANARY })).toBe(canary);
    expect(prerenderSite).toHaveBeenCalledTimes(2);
  });

  it('keeps the compositions of the sets asked for most recently', async () => {
    const { composer, prerenderSite } = setUp({ ...remoteFiles(), ...canaryFiles });
    const first = await composer.current(REMOTES);
    // As many other sets as it keeps (the remotes' files are not there: composed without them).
    for (let version = 1; version <= MAX_COMPOSITIONS; version += 1) {
      await composer.current({ ...REMOTES, buyer: `http://localhost:3002/0.${version}.0/mf-manifest.json` });
    }
    expect(prerenderSite).toHaveBeenCalledTimes(MAX_COMPOSITIONS + 1);

    expect(await composer.current(REMOTES)).not.toBe(first);
    expect(prerenderSite).toHaveBeenCalledTimes(MAX_COMPOSITIONS + 2);
  });
});
