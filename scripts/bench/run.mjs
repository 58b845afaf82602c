#!/usr/bin/env node
// Runs one benchmark script of this folder with the benchmarks' own dependencies, installing them
// first when they are missing or their lockfile changed (they are not part of the default install:
// Lighthouse alone is 145 MB). Usage: node scripts/bench/run.mjs <script.mjs> [args…]
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [script, ...args] = process.argv.slice(2);
if (!script || !existsSync(path.join(here, script))) {
  console.error('usage: node scripts/bench/run.mjs <script.mjs> [args…]');
  process.exit(2);
}

const installed = path.join(here, 'node_modules', '.package-lock.json');
const lockfile = path.join(here, 'package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
  console.log('bench: installing the benchmarks’ dependencies (first run only)…');
  const install = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: here,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

// The catalogue and restore benchmarks import the API's TypeScript code: they run through tsx.
const loader = ['catalog.mjs', 'restore.mjs'].includes(script) ? ['--import', import.meta.resolve('tsx')] : [];
const run = spawnSync(process.execPath, [...loader, path.join(here, script), ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
