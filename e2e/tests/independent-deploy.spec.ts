import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { releaseSellerVariant, removeSellerReleases, ROOT, sellerManifestUrl, WORK } from '../support/releases.js';
import { restartService, stopService } from '../support/stack.js';
import { DEMO, drawer, login, mainNav } from '../support/site.js';
import { expect, test } from '../support/test.js';

/*
 * A role team ships on its own: a new version of the seller remote, with one extra page, is
 * released beside the current one; the shell's remotes.json is pointed at it while the shell's
 * build output stays byte-identical; a seller sees the new page; rolling back removes it; and a
 * release built against another platform major shows the seller area's fallback while the rest
 * of the site works.
 */

const FALLBACK = 'This section is unavailable right now';
/** The platform major the site runs, and the next one, which a remote built for it may not run against. */
const SITE_MAJOR = Number(
  (
    JSON.parse(readFileSync(path.join(ROOT, 'shared', 'platform', 'package.json'), 'utf8')) as { version: string }
  ).version.split('.')[0],
);
const NEXT_MAJOR = SITE_MAJOR + 1;

/** A hash of every file of a folder, by relative path. */
function folderHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const full = path.join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

const manifestUrl = sellerManifestUrl;

/** Points the shell's remotes.json at a seller version (or back at the current build): a config change, no shell build. */
async function pointShellAtSeller(version?: string): Promise<void> {
  await stopService('shell');
  await restartService('shell', version ? { REMOTE_SELLER_URL: manifestUrl(version) } : {});
}

async function openDashboard(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
}

const VERSION = `e2e-${Date.now()}`;

test.describe.configure({ timeout: 240_000 });

test.afterAll(async () => {
  await pointShellAtSeller();
  rmSync(WORK, { recursive: true, force: true });
  removeSellerReleases('e2e-');
});

test('a seller release with a new page goes live without a shell build, rolls back, and a release for another platform major is contained', async ({
  page,
}) => {
  const shellBuild = path.join(ROOT, 'shell', 'dist');
  const shellBefore = folderHash(shellBuild);

  // 1. Release a new seller version with one more page, beside the current one.
  releaseSellerVariant(`${VERSION}-notes`, (dir) => {
    renameSync(path.join(dir, 'src', 'routes.ts'), path.join(dir, 'src', 'routes.product.ts'));
    cpSync(path.join(ROOT, 'e2e', 'fixtures', 'seller-release-notes'), path.join(dir, 'src'), { recursive: true });
    rmSync(path.join(dir, 'src', 'README.md'));
  });
  const remotes = await (await fetch('http://localhost:3000/remotes.json')).json();
  expect(remotes.seller).toBe(manifestUrl());

  // 2. Roll forward: remotes.json names the new version; the shell's files are untouched.
  await pointShellAtSeller(`${VERSION}-notes`);
  expect((await (await fetch('http://localhost:3000/remotes.json')).json()).seller).toBe(
    manifestUrl(`${VERSION}-notes`),
  );
  await login(page, DEMO.seller);
  await openDashboard(page);
  await drawer(page).getByRole('link', { name: 'Release Notes' }).click();
  await expect(page.getByRole('heading', { name: 'Release Notes' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard/release-notes');
  await drawer(page).getByRole('link', { name: 'My Products' }).click();
  await expect(page.getByRole('heading', { name: 'My Products' })).toBeVisible();
  expect(folderHash(shellBuild)).toBe(shellBefore);

  // 3. Roll back: the previous manifest URL, and the page is gone.
  await pointShellAtSeller();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'My Products' })).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'Release Notes' })).toHaveCount(0);
  await page.goto('/dashboard/release-notes');
  await expect(page.getByRole('heading', { name: 'This page does not exist.' })).toBeVisible();

  // 4. A release built against the next platform major (the site runs this one): the seller area
  //    shows its fallback and the console names both versions; the storefront and the rest of
  //    the dashboard keep working.
  releaseSellerVariant(`${VERSION}-platform-${NEXT_MAJOR}`, (dir) => {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    pkg.dependencies['@replay/platform'] = `^${NEXT_MAJOR}.0.0`;
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  });
  await pointShellAtSeller(`${VERSION}-platform-${NEXT_MAJOR}`);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/dashboard');
  await drawer(page).getByRole('link', { name: 'My Products' }).click();
  await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
  await expect
    .poll(() => errors.find((text) => text.includes('@replay/platform')))
    .toMatch(
      new RegExp(
        `${SITE_MAJOR}\\.\\d+\\.\\d+.*\\^${NEXT_MAJOR}\\.0\\.0|\\^${NEXT_MAJOR}\\.0\\.0.*${SITE_MAJOR}\\.\\d+\\.\\d+`,
      ),
    );
  await expect(drawer(page)).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(folderHash(shellBuild)).toBe(shellBefore);
});
