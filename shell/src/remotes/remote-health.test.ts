import { REMOTE_EVENTS_MAX } from '@replay/contract';
import { createRemoteHealth, EVENTS_PER_PAGE, FLUSH_MS, routePatternAt, tabSession } from './remote-health';
import { remoteVersionOf } from './remote-version';

const REMOTES = {
  storefront: 'http://localhost:3001/mf-manifest.json',
  seller: 'http://localhost:3003/1.4.0/mf-manifest.json',
};

function setUp({ apiUrl = async (): Promise<string | undefined> => 'http://api.test/' } = {}) {
  const sent: unknown[] = [];
  const send = jest.fn((url: string, body: string) => void sent.push([url, JSON.parse(body)]));
  const health = createRemoteHealth({ apiUrl, send, currentRoute: () => '/', session: () => 'tab-0123456789' });
  health.useRemotes(REMOTES);
  return { health, sent, send };
}

/** Lets the promises waiting on the API's address run. */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("names a manifest URL's version: the folder a release is served from, else the root build", () => {
  expect(remoteVersionOf('http://localhost:3003/1.4.0/mf-manifest.json')).toBe('1.4.0');
  expect(remoteVersionOf('https://cdn.example.com/seller/0.1.0-3f2a9c1/mf-manifest.json')).toBe('0.1.0-3f2a9c1');
  expect(remoteVersionOf('http://localhost:3003/mf-manifest.json')).toBe('current');
  expect(remoteVersionOf('/mf-manifest.json')).toBe('current');
  expect(remoteVersionOf('http://localhost:3003/1.4.0/remoteEntry.js')).toBe('current');
});

it('names the page on screen by its route pattern', () => {
  expect(routePatternAt('/')).toBe('/');
  expect(routePatternAt('/product/p1')).toBe('/product/:id');
  expect(routePatternAt('/dashboard/myproducts')).toBe('/dashboard/myproducts');
  expect(routePatternAt('/dashboard/products/p1/edit')).toBe('/dashboard/products/:id/edit');
  expect(routePatternAt('/dashboard/nothing/here')).toBe('/dashboard/*');
  expect(routePatternAt('/nothing/here')).toBe('/*');
});

it("keeps one random session id for the tab's life", () => {
  sessionStorage.clear();
  const id = tabSession();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(tabSession()).toBe(id);
  sessionStorage.clear();
  expect(tabSession()).not.toBe(id);
  // Without storage (a privacy mode), one id for the page.
  const broken = () => {
    throw new Error('SecurityError');
  };
  expect(tabSession(broken)).toBe(tabSession(broken));
});

it("sends a few seconds' events in one report per remote, with the version the tab loaded and its session", async () => {
  const { health, sent } = setUp();

  health.report('seller', 'remote_loaded');
  health.report('seller', 'remote_error', '/dashboard/myproducts');
  health.report('seller', 'remote_error', '/dashboard/myproducts');
  health.report('storefront', 'remote_load_failed');
  jest.advanceTimersByTime(FLUSH_MS - 1);
  await settle();
  expect(sent).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);

  const tagged = { session: 'tab-0123456789' };
  expect(sent).toEqual([
    [
      'http://api.test/rum',
      { route: '/', remote: 'seller', remoteVersion: '1.4.0', ...tagged, events: [{ name: 'remote_loaded' }] },
    ],
    [
      'http://api.test/rum',
      {
        route: '/dashboard/myproducts',
        remote: 'seller',
        remoteVersion: '1.4.0',
        ...tagged,
        events: [{ name: 'remote_error' }, { name: 'remote_error' }],
      },
    ],
    [
      'http://api.test/rum',
      {
        route: '/',
        remote: 'storefront',
        remoteVersion: 'current',
        ...tagged,
        events: [{ name: 'remote_load_failed' }],
      },
    ],
  ]);
  // Nothing new: nothing sent.
  await jest.advanceTimersByTimeAsync(FLUSH_MS);
  expect(sent).toHaveLength(3);
});

it('sends what it has when the page is hidden or left', async () => {
  const { health, sent } = setUp();
  health.report('seller', 'remote_loaded');
  await settle(); // the API's address is known

  health.report('seller', 'remote_error');
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sent).toEqual([
    [expect.any(String), expect.objectContaining({ events: [{ name: 'remote_loaded' }, { name: 'remote_error' }] })],
  ]);

  health.report('storefront', 'remote_error');
  dispatchEvent(new Event('pagehide'));
  expect(sent).toHaveLength(2);
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

it('reports one load per remote, at most EVENTS_PER_PAGE events a page, in reports the API takes', async () => {
  const { health, sent } = setUp();

  health.report('seller', 'remote_loaded');
  health.report('seller', 'remote_loaded');
  for (let count = 0; count < EVENTS_PER_PAGE + 5; count += 1) health.report('seller', 'remote_error');
  health.report('storefront', 'remote_loaded');
  await jest.advanceTimersByTimeAsync(FLUSH_MS);

  const events = sent.map((report) => (report as [string, { events: { name: string }[] }])[1].events);
  expect(events.every((batch) => batch.length <= REMOTE_EVENTS_MAX)).toBe(true);
  expect(events.flat()).toHaveLength(EVENTS_PER_PAGE);
  expect(events.flat().filter(({ name }) => name === 'remote_loaded')).toHaveLength(1);
});

it('reports only remotes the API knows, and nothing without its address', async () => {
  const { health, send } = setUp({ apiUrl: async () => undefined });

  health.report('payments', 'remote_loaded');
  health.report('seller', 'remote_loaded');
  await jest.advanceTimersByTimeAsync(FLUSH_MS);
  expect(send).not.toHaveBeenCalled();
});
