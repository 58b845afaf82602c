import { retryPlugin } from './retry';

const MANIFEST = 'http://localhost:3003/1.4.0/mf-manifest.json';

it("retries a remote's manifest at the same URL, the version the tab started with, a query past a cached failure", async () => {
  const fetch = jest
    .spyOn(globalThis, 'fetch')
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(new Response('', { status: 503 }))
    .mockResolvedValueOnce(Response.json({ ok: true }));
  const plugin = retryPlugin({ attempts: 3, delayMs: 0 });

  const response = (await plugin.fetch!(MANIFEST, {})) as Response;

  expect(response.ok).toBe(true);
  expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
    MANIFEST,
    `${MANIFEST}?retry=2`,
    `${MANIFEST}?retry=3`,
  ]);
});

it('gives up after its attempts with the last failure', async () => {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 404 }));

  await expect(retryPlugin({ attempts: 2, delayMs: 0 }).fetch!(MANIFEST, {})).rejects.toThrow(
    `${MANIFEST} answered 404`,
  );
});
