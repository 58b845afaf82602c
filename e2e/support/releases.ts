import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository, the journeys' scratch folder, and the seller remote with its released versions. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WORK = path.join(ROOT, 'e2e', '.work');
export const SELLER = path.join(ROOT, 'mfe-seller');
export const SELLER_RELEASES = path.join(SELLER, 'releases');

/** The seller team's deploy key in the journeys' stack (DEPLOY_KEYS). */
export const CANARY_DEPLOY_KEY = 'e2e-seller-deploy-key-0123456789';

/** A seller version's manifest on the seller's server (the current build without a version). */
export const sellerManifestUrl = (version?: string) =>
  `http://localhost:3003/${version ? `${version}/` : ''}mf-manifest.json`;

/**
 * A copy of mfe-seller (inside the repository, so it resolves the installed packages), changed by
 * `prepare`, released as `version` into the seller's releases folder (a production build).
 */
export function releaseSellerVariant(version: string, prepare: (dir: string) => void): void {
  const dir = path.join(WORK, `seller-${version}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.js', 'tsconfig.json'])
    cpSync(path.join(SELLER, entry), path.join(dir, entry), { recursive: true });
  prepare(dir);
  const release = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'release-app.mjs'), '--app', dir, '--version', version, '--into', SELLER_RELEASES],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (release.status !== 0) throw new Error(`releasing ${version} failed:\n${release.stdout}\n${release.stderr}`);
  rmSync(dir, { recursive: true, force: true });
}

/** Removes the seller versions a journey released (their names start with `prefix`). */
export function removeSellerReleases(prefix: string): void {
  for (const name of readdirSync(SELLER_RELEASES))
    if (name.startsWith(prefix)) rmSync(path.join(SELLER_RELEASES, name), { recursive: true, force: true });
}
