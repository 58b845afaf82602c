import { restartService, stopService } from '../support/stack.js';
import { DEMO, drawer, login, mainNav } from '../support/site.js';
import { expect, test } from '../support/test.js';

const FALLBACK = 'This section is unavailable right now';

test('one remote down: its area shows the fallback while the rest of the site works', async ({ page }) => {
  await stopService('buyer');
  try {
    await login(page, DEMO.buyer);
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    // Its pages (a bookmark) show the fallback. Its drawer links stay while the shell's server
    // still lists its routes (a composition made while it was up) and go with the next one.
    await expect(drawer(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await page.goto('/dashboard/myorders');

    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
    await expect(page).toHaveURL('/dashboard/myorders');
    await expect(drawer(page)).toBeVisible();

    // The shell and the other remotes keep working.
    await mainNav(page).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
  } finally {
    await restartService('buyer');
  }

  // Back up: Retry loads the section in place, with its drawer link.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page).toHaveURL('/dashboard/myorders');
  await expect(drawer(page).getByRole('link', { name: 'My Orders' })).toBeVisible();
});

test('a remote that fails once it is up shows the fallback in its area and recovers on Retry', async ({ page }) => {
  await login(page, DEMO.buyer);
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(drawer(page).getByRole('link', { name: 'My Orders' })).toBeVisible();
  // The buyer's manifest loaded; now its page chunks cannot be fetched.
  await page.route('http://localhost:3002/**', (route) => route.abort());
  await drawer(page).getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
  await expect(drawer(page)).toBeVisible();
  await page.unroute('http://localhost:3002/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
});

test('one react-dom on the wire: remotes bring no React of their own', async ({ page }) => {
  // A string literal only react-dom's client bundle contains; minifiers keep it.
  const reactDomScripts: string[] = [];
  const remoteScripts: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    if (url.port !== '3000') remoteScripts.push(url.href);
    const body = await response.text().catch(() => '');
    if (body.includes('__reactFiber$')) reactDomScripts.push(url.href);
  });

  await login(page, DEMO.admin);
  await page.goto('/dashboard/allsellers');
  await expect(drawer(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/blog');
  await expect(mainNav(page)).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(remoteScripts.some((url) => url.includes(':3004/'))).toBe(true);
  expect(remoteScripts.some((url) => url.includes(':3001/'))).toBe(true);
  expect(new Set(reactDomScripts.map((url) => new URL(url).pathname)).size).toBe(1);
  expect(reactDomScripts.every((url) => new URL(url).port === '3000')).toBe(true);
});
