import { remotesMissingFromPage, startupDataOf } from '../../scripts/lib/stack.mjs';
import { expect, test } from '../support/test.js';

/**
 * Public pages arrive as HTML (issue 16): the shell's server composes its layout with the
 * storefront's prerendered pages, the browser paints them before any script runs, then hydrates
 * them in place (docs/architecture.md, "Prerendered public pages").
 */

const HERO = /best offers on bestselling games, at the best price/i;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages are there, with their titles, and an unknown path is a 404', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    // The page's own copy of a shared component's CSS does not undo the layout's: the phone's menu
    // button is hidden on a wide screen before any script runs, as after (the header keeps its size).
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await expect(page).toHaveTitle('Replay Market — used games and consoles');

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Blog · Replay Market');

    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();

    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page does not exist.' })).toBeVisible();
  });
});

test('a prerendered page is hydrated in place, without a mismatch, and then works as an app', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // The hero as the server sent it, marked before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('h1')?.setAttribute('data-from-server', '');
    });
  });

  await page.goto('/');
  // The categories arrive from the API once the page is hydrated.
  await expect(page.getByRole('link', { name: 'Explore PlayStation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-from-server', '');
  // The browser's build names the styled components' classes as the prerender build did: hydrated,
  // the wide header is still the wide one (its links in sight, the phone's menu button hidden).
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();

  // Client-side navigation: the same document goes on (the mark stays in the page's window).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Read the blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page).toHaveTitle('Blog · Replay Market');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  expect(problems).toEqual([]);
});

test("the page carries what the shell needs to start: only its page's remote, each request once, no configuration round trip", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(config|remotes)\.json$|mf-manifest\.json$|^\/(categories|product\/advertise)$/.test(pathname))
      asked.push(request.url());
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  // A signed-in page (not prerendered: a visitor is sent to sign in) and public ones: all get the startup head.
  for (const path of ['/category/any', '/blog', '/']) {
    asked.length = 0;
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The remotes' routes come with the page: only the storefront's code (its manifest once) is fetched.
    expect(asked.filter((url) => url.endsWith('mf-manifest.json'))).toEqual(['http://localhost:3001/mf-manifest.json']);
    expect(asked.filter((url) => /\/(config|remotes)\.json$/.test(url))).toEqual([]);
  }
  // The home page's API requests, started by the page's inline script, are the ones its code uses.
  await expect(page.getByRole('link', { name: 'Explore PlayStation' })).toBeVisible();
  expect(
    asked
      .filter((url) => /\/(categories|advertise)$/.test(url))
      .map((url) => new URL(url).pathname)
      .sort(),
  ).toEqual(['/categories', '/product/advertise']);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

test("once the stack is up, the shell's pages carry every remote's routes (the harness waits for it)", async ({
  request,
}) => {
  const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
  expect(remotesMissingFromPage(html)).toEqual([]);

  const data = startupDataOf(html);
  if (!data) throw new Error('/ carries no startup data');
  expect(Object.keys(data.routes).sort()).toEqual(['admin', 'buyer', 'seller', 'storefront']);
  const { admin: _left, ...routes } = data.routes;
  const partial = `<script id="startup-data" type="application/json">${JSON.stringify({ ...data, routes })}</script>`;
  expect(remotesMissingFromPage(partial)).toEqual(['admin']);
  expect(remotesMissingFromPage('<html></html>')).toEqual(['(the page has no startup data)']);
});
