import { CompositionError } from './composition-error';
import { isFederationManifest, isRemotePrerender, readRemoteFile, startupScripts } from './remote-files';
import { fakeFetch } from './testing/fakes';

const MANIFEST_URL = 'http://localhost:3002/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['routes.3f2a9c10ab.js'] } } }],
};
const prerender = {
  routes: [{ id: 'myOrders', path: '/dashboard/myorders', title: 'My Orders', access: ['buyer'], layout: 'dashboard' }],
  pages: {},
  assets: { myOrders: ['myOrders.b7c0c063bc.js'] },
};

it("reads a remote's file and checks it is what remotes publish", async () => {
  const fetch = fakeFetch({ [MANIFEST_URL]: manifest });

  await expect(
    readRemoteFile(fetch, MANIFEST_URL, "the buyer remote's manifest", isFederationManifest),
  ).resolves.toEqual(manifest);
  expect(fetch).toHaveBeenCalledWith(MANIFEST_URL, { signal: expect.any(AbortSignal) });
});

it('turns each way of failing into a CompositionError that names the file and keeps the cause', async () => {
  const url = 'http://localhost:3002/prerender.json';
  /** The failure of reading `url` when it answers `answer` (nothing answers without one). */
  const read = (answer?: unknown) =>
    readRemoteFile(
      fakeFetch(answer === undefined ? {} : { [url]: answer }),
      url,
      "the buyer remote's prerender.json",
      isRemotePrerender,
    ).then(
      () => {
        throw new Error('read');
      },
      (error: unknown) => error as CompositionError,
    );

  const down = await read();
  expect(down).toBeInstanceOf(CompositionError);
  expect(down).toMatchObject({
    message: "the buyer remote's prerender.json is unavailable",
    part: "the buyer remote's prerender.json",
    cause: expect.objectContaining({ message: 'fetch failed' }),
  });
  expect((await read(new Response('Not found', { status: 404 }))).cause).toEqual(new Error(`${url} answered 404`));
  expect((await read(new Response('<html>'))).cause).toMatchObject({ name: 'SyntaxError' });
  expect((await read({ routes: 'none' })).cause).toEqual(new Error(`${url} is not what a remote publishes`));
});

it("tells a remote's prerender.json and manifest from anything else", () => {
  expect(isRemotePrerender(prerender)).toBe(true);
  expect(isRemotePrerender({ routes: prerender.routes, pages: {} })).toBe(true);
  expect(isRemotePrerender({ ...prerender, routes: [{ id: 'x' }] })).toBe(false);
  expect(isRemotePrerender({ ...prerender, assets: { myOrders: 'one.js' } })).toBe(false);
  expect(isRemotePrerender(null)).toBe(false);

  expect(isFederationManifest(manifest)).toBe(true);
  expect(isFederationManifest({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } })).toBe(true);
  expect(isFederationManifest({ metaData: {} })).toBe(false);
  expect(isFederationManifest({ ...manifest, exposes: [null] })).toBe(false);
});

it("names a remote's entry and route-manifest scripts beside its manifest, wherever that is", () => {
  expect(startupScripts(MANIFEST_URL, manifest)).toEqual([
    'http://localhost:3002/remoteEntry.js',
    'http://localhost:3002/routes.3f2a9c10ab.js',
  ]);
  const released = 'http://localhost:3003/1.4.0/mf-manifest.json';
  expect(startupScripts(released, { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js' } } })).toEqual([
    'http://localhost:3003/1.4.0/js/remoteEntry.js',
  ]);
});
