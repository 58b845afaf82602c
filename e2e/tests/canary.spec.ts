import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import {
  CANARY_DEPLOY_KEY,
  releaseSellerVariant,
  removeSellerReleases,
  ROOT,
  sellerManifestUrl,
  WORK,
} from '../support/releases.js';
import { DEMO, drawer, login } from '../support/site.js';
import { expect, test } from '../support/test.js';

/*
 * A team ships a bad remote on a Friday: the seller team releases a version whose My Products
 * page throws, deploys it with its deploy key as a 50 % canary, and visitors of both cohorts open
 * that page. Their browsers report each version's loads and errors; the canary job sees the
 * canary fail and rolls it back by itself, with no restart: every visitor is on stable again, the
 * history says why, and a tab that opened on the canary keeps working until it reloads.
 */

const VERSION = `canary-${Date.now()}`;
const API = 'http://localhost:5000';

/** `npm run deploy -w mfe-seller -- …` with the seller team's key: its output. */
function deploy(...args: string[]): string {
  const run = spawnSync('npm', ['run', 'deploy', '-w', 'mfe-seller', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_API_URL: API, DEPLOY_KEY: CANARY_DEPLOY_KEY },
  });
  if (run.status !== 0) throw new Error(`deploy ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

interface CurrentRelease {
  name: string;
  canary: { version: string; share: number } | null;
}
/** The seller's running canary: null when none (the registry names only remotes it changed from their root build). */
async function sellerCanary(): Promise<CurrentRelease['canary']> {
  const answer = (await (await fetch(`${API}/releases/current`)).json()) as { remotes: CurrentRelease[] };
  return answer.remotes.find((remote) => remote.name === 'seller')?.canary ?? null;
}

/** The seller version the shell served this page with (its x-remote-versions header). */
function sellerVersionOf(header: string | undefined): string {
  const version = /(?:^|;)seller=([^;]+)/.exec(header ?? '')?.[1];
  if (!version) throw new Error(`no seller version in x-remote-versions: ${header}`);
  return version;
}

/**
 * A new visitor (a new cohort: the cohort cookie is dropped; a new tab: a new session) opens My
 * Products; the tab is left (pagehide sends its reports). The version it got.
 */
async function visit(context: BrowserContext): Promise<string> {
  await context.clearCookies({ name: 'rm_cohort' });
  const page = await context.newPage();
  const version = sellerVersionOf((await page.goto('/dashboard/myproducts'))?.headers()['x-remote-versions']);
  if (version === VERSION) await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  else await expect(page.getByRole('heading', { name: 'My Products' })).toBeVisible();
  await page.goto('about:blank');
  await page.close();
  return version;
}

test.describe.configure({ timeout: 300_000 });

test.afterAll(async () => {
  rmSync(WORK, { recursive: true, force: true });
  removeSellerReleases('canary-');
});

test('a failing canary reaches few visitors, is rolled back by itself, and every visitor is back on stable without a restart', async ({
  page,
}) => {
  // 1. The seller team releases a version whose My Products page throws.
  releaseSellerVariant(VERSION, (dir) => {
    const file = path.join(dir, 'src', 'features', 'products', 'MyProductsPage.tsx');
    const source = readFileSync(file, 'utf8');
    const marker = /export function Component\(\) \{/;
    if (!marker.test(source)) throw new Error("My Products' page component not found");
    writeFileSync(
      file,
      source.replace(marker, (head) => `${head}\n  throw new Error('The canary is broken');`),
    );
  });
  expect((await fetch(sellerManifestUrl(VERSION))).status).toBe(200);

  // 2. …and deploys it to half of the visitors, asking for nothing else: the share is live without a restart.
  expect(deploy('--version', VERSION, '--canary', '50', '--owner', 'seller-team@replay.test')).toContain(
    `canary ${VERSION} at 50 %`,
  );
  await expect.poll(sellerCanary).toEqual(expect.objectContaining({ version: VERSION, share: 50 }));

  // 3. A seller's tab lands in the canary cohort and stays open through what follows.
  await login(page, DEMO.seller);
  const context = page.context();
  let open: Page | undefined;
  for (let attempt = 0; attempt < 30 && !open; attempt += 1) {
    await context.clearCookies({ name: 'rm_cohort' });
    const tab = await context.newPage();
    const answer = await tab.goto('/dashboard/addproduct');
    if (sellerVersionOf(answer?.headers()['x-remote-versions']) === VERSION) open = tab;
    else await tab.close();
  }
  if (!open) throw new Error('no visitor landed in the 50 % canary in 30 tries');
  await expect(open.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  const keptCohort = (await context.cookies()).find((cookie) => cookie.name === 'rm_cohort')!;

  // 4. Visitors of both cohorts open My Products until the job has seen enough and rolls the canary back.
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        seen.add(await visit(context));
        return sellerCanary();
      },
      { timeout: 150_000, intervals: [0] },
    )
    .toBeNull();
  expect([...seen].sort()).toEqual(['current', VERSION].sort());

  // 5. Every visitor is on stable again, the canary's cohort included, without a restart.
  for (let i = 0; i < 4; i += 1) expect(await visit(context)).toBe('current');
  await context.addCookies([keptCohort]);
  const remotes = await page.request.get('/remotes.json');
  expect(remotes.headers()['x-remote-versions']).toContain('seller=current');
  expect(((await remotes.json()) as Record<string, string>).seller).toBe(sellerManifestUrl());

  // 6. The tab opened on the canary keeps its version until it reloads: its pages still load…
  await drawer(open).getByRole('link', { name: 'My Bookings' }).click();
  await expect(open.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  // …and after a reload it is on stable, where My Products works.
  const reloaded = await open.goto('/dashboard/myproducts');
  expect(sellerVersionOf(reloaded?.headers()['x-remote-versions'])).toBe('current');
  await expect(open.getByRole('heading', { name: 'My Products' })).toBeVisible();

  // 7. The history explains it, with the figures; the team may deploy again once fixed.
  const status = deploy('--status');
  expect(status).toMatch(
    /automatic: current \+ canary-\d+ 50 % → current \+ canary-\d+ 0 % \(Rolled back automatically: errors: canary/,
  );
});
