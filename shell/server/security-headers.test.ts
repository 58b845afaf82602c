import { createHash } from 'node:crypto';
import { inlineScriptSource, pageSecurityPolicy } from './security-headers';
import { appServerOver } from './testing/app-folder';
import { fakeSite } from './testing/fakes';

let server: Awaited<ReturnType<typeof appServerOver>> | undefined;
afterEach(() => server?.remove());

const EARLY_REQUESTS = '(()=>{fetch("/categories")})();\n';
const SHELL_SITE = fakeSite({
  pages: { '/': { status: 200, html: '<html><head></head><body>Home</body></html>' } },
  code: { '/category/1': {} },
  notFound: { status: 404, html: '<html><head></head><body>Not here</body></html>' },
});

async function shellServer(env: Record<string, string> = {}) {
  server = await appServerOver({
    name: 'shell',
    env,
    prerenderSite: async () => SHELL_SITE,
    files: { 'dist/early-requests.js': EARLY_REQUESTS },
  });
  return (url: string, headers: Record<string, string> = {}) =>
    server!.app.inject({ url, headers: { accept: 'text/html', ...headers } });
}

/** The policy's directives by name. */
function directives(policy: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The text of every script the browser would run inline: no src, no data type such as application/json. */
function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '']) => !/\bsrc=/.test(attributes) && !/\btype="application\/(ld\+)?json"/.test(attributes),
    )
    .map(([, , text = '']) => text);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

it("sends every page of the shell a policy that runs its scripts, its inline script by hash, and the remotes' code", async () => {
  const page = await shellServer();

  for (const url of ['/', '/no-such-page', '/category/1']) {
    const response = await page(url);
    expect(inlineScriptsOf(response.body)).toEqual([EARLY_REQUESTS]);
    expect(response.headers['content-security-policy']).toBe(
      "frame-ancestors 'none'; " +
        `script-src 'self' ${sha256(EARLY_REQUESTS)} http://localhost:3001 http://localhost:3002 ` +
        'http://localhost:3003 http://localhost:3004 https://apis.google.com; ' +
        "object-src 'none'; base-uri 'none'",
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Compressed, the same page and the same policy.
    const compressed = await page(url, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
  }
  // The build's index.html as a file has no inline script: no hash is allowed.
  const file = await server!.app.inject({ url: '/index.html' });
  expect(inlineScriptsOf(file.body)).toEqual([]);
  expect(directives(file.headers['content-security-policy'])['script-src']).toEqual([
    "'self'",
    'http://localhost:3001',
    'http://localhost:3002',
    'http://localhost:3003',
    'http://localhost:3004',
    'https://apis.google.com',
  ]);
});

it("follows the configuration it is served with: the remotes' origins, and Stripe.js only with a publishable key", async () => {
  const page = await shellServer({
    REMOTE_SELLER_URL: 'https://seller.example.com/1.4.0/mf-manifest.json',
    REMOTE_ADMIN_URL: '/admin/mf-manifest.json',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  });

  const scripts = directives((await page('/')).headers['content-security-policy'])['script-src'];
  expect(scripts).toEqual([
    "'self'",
    sha256(EARLY_REQUESTS),
    'http://localhost:3001',
    'http://localhost:3002',
    'https://seller.example.com',
    'https://apis.google.com',
    'https://js.stripe.com',
    'https://*.js.stripe.com',
  ]);
});

it("sends a remote's standalone page a policy of its own code only; its scripts and data get none", async () => {
  server = await appServerOver({ name: 'seller' });

  const page = await server.app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
  expect(page.headers).toMatchObject({
    'content-security-policy':
      "frame-ancestors 'none'; script-src 'self' https://apis.google.com; object-src 'none'; base-uri 'none'",
    'x-frame-options': 'DENY',
  });
  for (const url of ['/main.js', '/config.json']) {
    const headers = (await server.app.inject({ url })).headers;
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-frame-options']).toBeUndefined();
  }
});

it('hashes the exact text of an inline script, and lists no source twice', () => {
  expect(inlineScriptSource('start()')).toBe(sha256('start()'));
  expect(inlineScriptSource('start() ')).not.toBe(inlineScriptSource('start()'));

  const policy = pageSecurityPolicy({
    config: {},
    remotes: {
      storefront: 'http://cdn.test/storefront/mf-manifest.json',
      buyer: 'http://cdn.test/buyer/mf-manifest.json',
    },
  });
  expect(directives(policy)['script-src']).toEqual(["'self'", 'http://cdn.test', 'https://apis.google.com']);
  expect(Object.keys(directives(policy))).toEqual(['frame-ancestors', 'script-src', 'object-src', 'base-uri']);
});
