// Shared helpers of the benchmarks (scripts/bench/*.mjs): production builds, the whole stack on a
// temporary DATA_DIR (scripts/lib/stack.mjs, exactly as the e2e harness starts it), headless
// Chromium, sign-in through the real /login page, budget rows and the .bench/ results.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildStale, DEMO_PASSWORD, ROOT, SITE_URL, startStack } from '../lib/stack.mjs';

const require = createRequire(import.meta.url);
const { APP_PORTS } = require('../../shared/build/runtime-config.cjs');

export { ROOT, SITE_URL };
export const API_URL = 'http://localhost:5000';
export const RESULTS_DIR = path.join(ROOT, '.bench');
/** Debian's Chromium and the flags every headless Chromium here starts with. */
export const { CHROMIUM, CHROMIUM_ARGS } = require('../../shared/build/chromium.cjs');
export const DEMO = { admin: 'admin@replay.test', seller: 'seller@replay.test', buyer: 'buyer@replay.test' };

/** app name → workspace directory and origin. */
export const APPS = Object.entries(APP_PORTS).map(([name, port]) => ({
  name,
  workspace: name === 'shell' ? 'shell' : `mfe-${name}`,
  origin: `http://localhost:${port}`,
}));

export function appOfUrl(url) {
  const { origin } = new URL(url);
  return APPS.find((app) => app.origin === origin)?.name ?? origin;
}

export function parseFlags(argv = process.argv.slice(2)) {
  return { quick: argv.includes('--quick') };
}

/** Sizes in kB of 1000 bytes, like webpack's budgets (250 000 bytes = 250 kB). */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value) => `${Math.round(value)} ms`;

/**
 * Production builds of the API and the five apps: what stack.mjs finds missing or stale, plus
 * apps whose build has no module map (dist/bundle-modules.json, written by shared/build/webpack.cjs and
 * read by the bundle benchmark). SKIP_BUILD=1 uses the builds as they are.
 */
export async function ensureBuilds({ log = console.log } = {}) {
  await buildStale({ log });
  if (process.env.SKIP_BUILD) return;
  for (const app of APPS) {
    const dir = path.join(ROOT, app.workspace);
    if (existsSync(path.join(dir, 'dist', 'bundle-modules.json'))) continue;
    log(`building ${app.workspace} (production; no module map)…`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`building ${app.workspace} failed`);
    const now = new Date();
    utimesSync(path.join(dir, 'dist', 'index.html'), now, now);
  }
}

/** The module map of each app's build: { app → { chunk file → [module path relative to the repo] } }. */
export function readModuleMaps() {
  const maps = {};
  for (const app of APPS) {
    const file = path.join(ROOT, app.workspace, 'dist', 'bundle-modules.json');
    maps[app.name] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).files : null;
  }
  return maps;
}

/**
 * Runs `fn` with the whole stack up on a fresh temporary DATA_DIR (fresh PGlite database with
 * the demo data, fresh emulator accounts), as the e2e global setup does; stops it afterwards.
 */
export async function withStack(fn, { log = console.log } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'replay-bench-'));
  const started = Date.now();
  let stack;
  try {
    stack = await startStack({ dataDir, quiet: !process.env.BENCH_VERBOSE, log: () => undefined });
    log(`stack up in ${((Date.now() - started) / 1000).toFixed(1)} s (DATA_DIR ${dataDir})`);
    return await fn();
  } finally {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The first demo category, from the API. */
export async function firstCategory() {
  const response = await fetch(`${API_URL}/categories`);
  if (!response.ok) throw new Error(`GET /categories answered ${response.status}`);
  const categories = await response.json();
  if (!categories.length) throw new Error('GET /categories returned no category');
  return categories[0];
}

/** The newest product of a category, from the API. */
export async function firstProduct(category) {
  const response = await fetch(`${API_URL}/products/${category._id}`);
  if (!response.ok) throw new Error(`GET /products/${category._id} answered ${response.status}`);
  const [product] = await response.json();
  if (!product) throw new Error(`category ${category.category_name} has no product`);
  return product;
}

/** Signs in through the real /login page and waits for the redirect home and the access token. */
export async function login(page, email) {
  await page.goto(`${SITE_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${SITE_URL}/`, { timeout: 60_000 });
  await page.waitForFunction(() => Boolean(globalThis.localStorage.getItem('accessToken')), undefined, {
    timeout: 60_000,
  });
}

/** The auth emulator of the stack the benchmarks start (scripts/lib/stack.mjs). */
const AUTH_EMULATOR = 'http://127.0.0.1:9099';

/**
 * A demo account's API session without a browser: signed in at the auth emulator (its REST API),
 * the ID token exchanged for an access token (GET /jwt). `call` sends JSON and fails on anything but 2xx.
 */
export async function apiSession(email) {
  const signIn = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  ).then((response) => response.json());
  if (!signIn.idToken) throw new Error(`signing in ${email} at the emulator failed: ${JSON.stringify(signIn.error)}`);
  const jwt = await fetch(`${API_URL}/jwt`, { headers: { authorization: `Bearer ${signIn.idToken}` } });
  if (!jwt.ok) throw new Error(`GET /jwt for ${email} answered ${jwt.status}`);
  const { accessToken } = await jwt.json();
  return {
    async call(method, url, body) {
      const response = await fetch(`${API_URL}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
      return text ? JSON.parse(text) : undefined;
    },
  };
}

/** A median (the middle value, or the mean of the two middle values). */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One figure checked against its budget. `max`/`min` are numeric limits; `expect` an exact value.
 * @returns {{ figure: string, value: string, budget: string, pass: boolean }}
 */
export function check(figure, value, { max, min, expect, format = String }) {
  let pass;
  let budget;
  if (max !== undefined) {
    pass = value <= max;
    budget = `≤ ${format(max)}`;
  } else if (min !== undefined) {
    pass = value >= min;
    budget = `≥ ${format(min)}`;
  } else {
    pass = value === expect;
    budget = `= ${format(expect)}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) pass = false;
  return { figure, value: format(value), budget, pass };
}

/** Prints rows as an aligned table. */
export function printTable(title, rows, columns) {
  const widths = columns.map((c) => Math.max(c.title.length, ...rows.map((r) => String(c.get(r)).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (columns[i].right ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i])))
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(columns.map((c) => c.title)));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => c.get(row))));
}

export function printChecks(title, checks) {
  printTable(title, checks, [
    { title: 'figure', get: (c) => c.figure },
    { title: 'value', get: (c) => c.value, right: true },
    { title: 'budget', get: (c) => c.budget },
    { title: '', get: (c) => (c.pass ? 'ok' : 'MISS') },
  ]);
}

/** Writes .bench/<name>.json and returns its path. */
export function writeResult(name, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/** What the figures were measured on. */
export function machine() {
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    node: process.version,
    chromium,
  };
}

/** One line describing the machine and its current load (figures taken under load are noisy). */
export function describeMachine(m = machine()) {
  return `machine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memory}, load average ${m.loadAverage.join(' ')}, Node ${m.node}, ${m.chromium ?? 'no Chromium found'}`;
}

/** Runs a benchmark's main function and exits 0 when every budget was met, 1 otherwise. */
/**
 * One benchmark run: builds what is stale, starts the stack, measures, prints the figures and their
 * budgets, writes .bench/<name>.json. `label` names the budgets in the closing line.
 */
export async function runBenchmark({ name, label, quick, measure, checksOf, print }) {
  await ensureBuilds();
  console.log(describeMachine());
  const result = await withStack(measure);
  const checks = checksOf(result);
  print(result);
  printChecks(`${label[0].toUpperCase()}${label.slice(1)} budgets`, checks);
  const pass = checks.every((c) => c.pass);
  const file = writeResult(name, {
    date: new Date().toISOString(),
    quick,
    machine: machine(),
    pass,
    checks,
    ...result,
  });
  console.log(`\n${pass ? `all ${label} budgets met` : `${label} budgets MISSED`}; results in ${file}`);
  return { pass, checks, result };
}

export async function runMain(main) {
  try {
    const { pass } = await main(parseFlags());
    process.exit(pass ? 0 : 1);
  } catch (error) {
    console.error(error);
    process.exit(2);
  }
}

/**
 * The bundled API (server/dist/server.js) on 127.0.0.1:`port` for a load benchmark: quiet logs, no
 * demo data, no identity emulator, the public cache off (every request runs its SQL), then `env`.
 */
export function startBuiltApi(port, env = {}) {
  return spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Without an identity provider the API refuses to start in production, whatever this process's NODE_ENV.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      PUBLIC_CACHE_TTL_MS: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops a child process with SIGTERM and waits for it to exit. */
export async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One load run on `url` from a second process (scripts/bench/one-url.mjs): its figures. */
export function loadUrl(url, connections, seconds) {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'bench', 'one-url.mjs'), url, String(connections), String(seconds)],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`load run failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}
