import {
  createReleaseRegistry,
  manifestUrlsOf,
  releasesCacheSeconds,
  remoteSetOf,
  remoteVersionsHeader,
  stableRemotesOf,
  type RemoteRelease,
} from './release-registry';
import { inCanary } from './cohorts';
import { fakeFetch } from './testing/fakes';

const REGISTRY = 'http://api.test/releases/current';
const CONFIGURED = {
  storefront: 'http://localhost:3001/mf-manifest.json',
  seller: 'http://localhost:3003/1.3.2/mf-manifest.json',
};
const seller = (share: number): RemoteRelease => ({
  name: 'seller',
  stable: { version: '1.3.2', manifestUrl: 'http://localhost:3003/1.3.2/mf-manifest.json' },
  canary: { version: '1.4.0', manifestUrl: 'http://localhost:3003/1.4.0/mf-manifest.json', share },
});
/** The configured storefront, as the registry gives it when it does not name it. */
const STOREFRONT: RemoteRelease = {
  name: 'storefront',
  stable: { version: 'current', manifestUrl: CONFIGURED.storefront },
  canary: null,
};

function setUp(answers: Record<string, unknown> = { [REGISTRY]: { remotes: [seller(10)] } }) {
  let time = 1_000_000;
  const clock = { now: () => time, advance: (ms: number) => (time += ms) };
  const fetch = fakeFetch(answers);
  const log = { warn: jest.fn(), info: jest.fn() };
  const registry = createReleaseRegistry({
    apiUrl: 'http://api.test/',
    configured: () => CONFIGURED,
    cacheSeconds: 5,
    fetch,
    now: clock.now,
    log,
  });
  return { registry, answers, clock, fetch, log };
}

it("reads the API's registry, each configured remote it does not name kept at its configured URL", async () => {
  const { registry, fetch } = setUp();

  expect(await registry.current()).toEqual([STOREFRONT, seller(10)]);
  expect(fetch).toHaveBeenCalledWith(REGISTRY, expect.objectContaining({ signal: expect.any(AbortSignal) }));
});

it('reads it again once RELEASES_CACHE_SECONDS have passed, and not before', async () => {
  const { registry, answers, clock, fetch } = setUp();
  await registry.current();

  answers[REGISTRY] = { remotes: [seller(50)] };
  clock.advance(4_999);
  expect((await registry.current())[1]).toEqual(seller(10));
  clock.advance(1);
  expect((await registry.current())[1]).toEqual(seller(50));
  expect(fetch).toHaveBeenCalledTimes(2);
});

it('keeps its last good answer while the API fails, says so once, and does not make pages wait for it', async () => {
  const { registry, answers, clock, fetch, log } = setUp();
  await registry.current();

  answers[REGISTRY] = new Response('', { status: 503 });
  clock.advance(5_000);
  expect(await registry.current()).toEqual([STOREFRONT, seller(10)]);
  clock.advance(5_000);
  expect(await registry.current()).toEqual([STOREFRONT, seller(10)]);
  await registry.settled();
  expect(fetch).toHaveBeenCalledTimes(3);
  expect(log.warn).toHaveBeenCalledTimes(1);
  expect(log.warn.mock.calls[0]?.[1]).toBe(
    'the release registry is unavailable (http://api.test/releases/current answered 503); its last answer stays',
  );

  // While it fails, a request answers at once from what it has; the next one sees the new answer.
  answers[REGISTRY] = { remotes: [seller(0)] };
  clock.advance(5_000);
  expect((await registry.current())[1]).toEqual(seller(10));
  expect((await registry.settled())[1]).toEqual(seller(0));
  expect(log.info).toHaveBeenCalledWith('the release registry answers again');
});

it('uses the configured remotes, each stable, without any answer, and an answer that is not a registry as none', async () => {
  const { registry, log } = setUp({ [REGISTRY]: { remotes: [{ name: 'seller' }] } });

  expect(await registry.current()).toEqual([
    STOREFRONT,
    { name: 'seller', stable: { version: '1.3.2', manifestUrl: CONFIGURED.seller }, canary: null },
  ]);
  expect(log.warn.mock.calls[0]?.[1]).toMatch(
    /is not what GET \/releases\/current answers\); every remote is its configured URL$/,
  );
});

it('reads the registry once for many requests at a time', async () => {
  const { registry, fetch } = setUp();

  await Promise.all([registry.current(), registry.current(), registry.current()]);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(registry.latest()).toEqual([STOREFRONT, seller(10)]);
});

it("gives a visitor each remote's canary when their cohort falls in its share, else its stable version", () => {
  const releases = [STOREFRONT, seller(50)];
  const [inside, outside] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].reduce<[string[], string[]]>(
    ([yes, no], letter) => {
      const id = `cohort-${letter}`;
      return inCanary(id, 'seller', 50) ? [[...yes, id], no] : [yes, [...no, id]];
    },
    [[], []],
  );

  expect(remoteSetOf(releases, inside[0]!)).toEqual({
    remotes: { storefront: CONFIGURED.storefront, seller: 'http://localhost:3003/1.4.0/mf-manifest.json' },
    versions: { storefront: 'current', seller: '1.4.0' },
  });
  expect(remoteSetOf(releases, outside[0]!).versions).toEqual({ storefront: 'current', seller: '1.3.2' });
  expect(remoteSetOf([seller(0)], inside[0]!).versions).toEqual({ seller: '1.3.2' });
  expect(remoteSetOf([seller(100)], outside[0]!).versions).toEqual({ seller: '1.4.0' });
});

it('names the stable set, every URL a visitor may get, and the versions header', () => {
  const releases = [STOREFRONT, seller(10)];

  expect(stableRemotesOf(releases)).toEqual(CONFIGURED);
  expect(manifestUrlsOf(releases)).toEqual([
    CONFIGURED.storefront,
    CONFIGURED.seller,
    'http://localhost:3003/1.4.0/mf-manifest.json',
  ]);
  expect(remoteVersionsHeader({ storefront: 'current', seller: '1.4.0' })).toBe('storefront=current;seller=1.4.0');
});

it('reads RELEASES_CACHE_SECONDS, 5 when unset', () => {
  expect(releasesCacheSeconds(undefined)).toBe(5);
  expect(releasesCacheSeconds('')).toBe(5);
  expect(releasesCacheSeconds('2')).toBe(2);
  expect(() => releasesCacheSeconds('soon')).toThrow('RELEASES_CACHE_SECONDS must be a number of seconds from 0');
});
