#!/usr/bin/env node
// Publishes a remote's production build as an immutable version, served beside the older ones:
//   node scripts/release-app.mjs --app mfe-seller [--version 1.3.0] [--into <releases dir>]
// builds the app (production), then copies dist/ to <app>/releases/<version>/ (or --into). The
// remote's server (shell/server/static-files.ts) serves it at /<version>/…, so its manifest is
// http://<host>/<version>/mf-manifest.json: pointing the shell's REMOTE_<NAME>_URL (remotes.json)
// at it rolls the site forward; pointing back at the previous version rolls it back. A version
// that exists is never overwritten. Default version: the package's version and the commit.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { app: { type: 'string', default: '.' }, version: { type: 'string' }, into: { type: 'string' } },
});
const appDir = path.resolve(values.app);
const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const commit = () => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: appDir, encoding: 'utf8' }).trim();
const version = values.version ?? `${pkg.version}-${commit()}`;
if (!/^[0-9A-Za-z][0-9A-Za-z.-]*$/.test(version)) {
  console.error(`release: "${version}" is not a version (letters, digits, dots and dashes)`);
  process.exit(1);
}
const target = path.join(values.into ? path.resolve(values.into) : path.join(appDir, 'releases'), version);
if (existsSync(target)) {
  console.error(`release: ${target} exists; a released version is never changed (pick another version)`);
  process.exit(1);
}

const build = spawnSync('npm', ['run', 'build'], { cwd: appDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
mkdirSync(path.dirname(target), { recursive: true });
cpSync(path.join(appDir, 'dist'), target, { recursive: true });
console.log(`release: ${pkg.name} ${version} → ${target}`);
console.log(`release: its manifest is served at /${version}/mf-manifest.json by the app's server`);
