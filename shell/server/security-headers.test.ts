import { appServerOver } from './testing/app-folder';
import { fakeSite } from './testing/fakes';

let server: Awaited<ReturnType<typeof appServerOver>> | undefined;
afterEach(() => server?.remove());

const FRAMING_REFUSED = {
  'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'x-frame-options': 'DENY',
};

it("refuses to let another site frame any of the shell's pages: prerendered, 404, index.html", async () => {
  server = await appServerOver({
    name: 'shell',
    prerenderSite: async () =>
      fakeSite({
        pages: { '/': { status: 200, html: '<html><head></head><body>Home</body></html>' } },
        code: { '/category/1': {} },
        notFound: { status: 404, html: '<html><head></head><body>Not here</body></html>' },
      }),
  });
  const page = (url: string) => server!.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });

  for (const url of ['/', '/no-such-page', '/category/1'])
    expect((await page(url)).headers).toMatchObject(FRAMING_REFUSED);
  expect((await server.app.inject({ url: '/index.html' })).headers).toMatchObject(FRAMING_REFUSED);
});

it("sends the policy with HTML only: a remote's standalone page has it, its scripts and data do not need it", async () => {
  server = await appServerOver({ name: 'seller' });

  expect((await server.app.inject({ url: '/dashboard', headers: { accept: 'text/html' } })).headers).toMatchObject(
    FRAMING_REFUSED,
  );
  for (const url of ['/main.js', '/config.json']) {
    const headers = (await server.app.inject({ url })).headers;
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-frame-options']).toBeUndefined();
  }
});
