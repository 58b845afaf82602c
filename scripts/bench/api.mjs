#!/usr/bin/env node
// API throughput: autocannon (-c 100 -p 10, after a warm-up) against the bundled API on PGlite and on
// PostgreSQL, side by side with a raw node:http server on the same machine, measured right before
// each endpoint (each ratio is to its own baseline). Prints each figure next to
// its budget, writes .bench/api.json, exits 1 when a budget is missed. `--quick`: shorter runs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { waitForPort, waitUntilReady } from '../lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const quick = process.argv.includes('--quick');
const RUN = { connections: 100, pipelining: 10, duration: quick ? 4 : 20 };
const WARMUP = quick ? 2 : 5;
const RAW_PORT = 5701;
const API_PORT = 5702;
const BUDGETS = { healthRatio: 0.8, listRatioPostgres: 0.4 };
const postgresBase =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** A fresh PostgreSQL database for one run, or undefined when none answers. */
async function freshPostgres() {
  const name = `replay_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: postgresBase });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.warn(`bench: PostgreSQL at ${postgresBase} is not available (${error.message}); skipping it`);
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const admin = new pg.Client({ connectionString: postgresBase });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const RAW_URL = `http://127.0.0.1:${RAW_PORT}/`;

/** Slices per figure: the raw server and the endpoint take turns, `RUN.duration` seconds each in all. */
const SLICES = quick ? 2 : 4;

/** Requests per second over several autocannon results, and the API's figures of them. */
function combine(results) {
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const seconds = results.reduce((sum, result) => sum + result.duration, 0);
  const median = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return {
    rps: Math.round(requests / seconds),
    p50: median(results.map((result) => result.latency.p50)),
    p99: median(results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

/**
 * One endpoint against its own baseline. The raw server and the endpoint take turns in short
 * slices, so a machine whose speed drifts during the run (other load, CPU boost) moves both
 * figures together. Latencies are the median of the slices' (each slice opens its connections anew).
 */
async function measurePair(url) {
  await autocannon({ url, ...RUN, duration: WARMUP });
  const slice = { ...RUN, duration: RUN.duration / SLICES };
  const raw = [];
  const api = [];
  for (let turn = 0; turn < SLICES; turn += 1) {
    raw.push(await autocannon({ url: RAW_URL, ...slice }));
    api.push(await autocannon({ url, ...slice }));
  }
  return { ...combine(api), raw: combine(raw).rps };
}

async function benchApi(engine, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-bench-'));
  const api = start(process.execPath, [path.join(root, 'server', 'dist', 'server.js')], {
    // Demo data without an identity provider is refused in production, whatever this process's NODE_ENV.
    NODE_ENV: 'development',
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  });
  try {
    const base = `http://127.0.0.1:${API_PORT}`;
    await waitUntilReady(`${base}/health`, 60_000);
    const categories = await (await fetch(`${base}/categories`)).json();
    const endpoints = ['/health', '/categories', `/products/${categories[0]._id}`, '/product/advertise'];
    const rows = [];
    for (const endpoint of endpoints)
      rows.push({
        engine,
        endpoint: endpoint.replace(categories[0]._id, '{categoryId}'),
        ...(await measurePair(base + endpoint)),
      });
    return rows;
  } finally {
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The baseline server runs for the whole benchmark; it is idle while the API is measured.
const raw = start(process.execPath, [path.join(root, 'scripts', 'bench', 'raw-server.mjs')], {
  PORT: String(RAW_PORT),
});
const rows = [];
try {
  await waitForPort(RAW_PORT, { timeoutMs: 10_000 });
  await autocannon({ url: RAW_URL, ...RUN, duration: WARMUP });
  rows.push(...(await benchApi('pglite')));
  const postgres = await freshPostgres();
  if (postgres) {
    try {
      rows.push(...(await benchApi('postgres', postgres.url)));
    } finally {
      await postgres.drop();
    }
  }
} finally {
  await stop(raw);
}

const misses = [];
const lines = rows.map((row) => {
  const ratio = row.rps / row.raw;
  const budgets = [];
  if (row.endpoint === '/health') budgets.push(['≥ 80 % of raw', ratio >= BUDGETS.healthRatio]);
  else if (row.engine === 'postgres') budgets.push(['≥ 40 % of raw', ratio >= BUDGETS.listRatioPostgres]);
  budgets.push(['0 errors, 0 non-2xx', row.errors === 0 && row.non2xx === 0]);
  for (const [budget, ok] of budgets) if (!ok) misses.push(`${row.engine} ${row.endpoint}: ${budget}`);
  return {
    ...row,
    ratio: Math.round(ratio * 1000) / 10,
    budget: budgets.map(([budget, ok]) => `${ok ? 'ok' : 'MISS'} ${budget}`).join('; '),
  };
});

console.log(
  `\nAPI throughput — autocannon -c ${RUN.connections} -p ${RUN.pipelining} -d ${RUN.duration} (warm-up ${WARMUP} s)${quick ? ' [quick]' : ''}`,
);
console.table(
  lines.map((l) => ({
    engine: l.engine,
    endpoint: l.endpoint,
    'req/s': l.rps,
    'p50 ms': l.p50,
    'p99 ms': l.p99,
    'non-2xx': l.non2xx,
    errors: l.errors,
    'raw req/s': l.raw,
    '% of raw': l.ratio,
    budget: l.budget,
  })),
);

mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(
  path.join(root, '.bench', 'api.json'),
  JSON.stringify({ at: new Date().toISOString(), quick, run: RUN, rows: lines, misses }, null, 2),
);
if (misses.length > 0) {
  console.error(`API budgets missed:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
