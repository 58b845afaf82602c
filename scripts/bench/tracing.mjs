#!/usr/bin/env node
// What tracing costs: the bundled API on PGlite (a fresh DATA_DIR), tracing off (the default), on
// with every request traced, and on with one trace in ten (OTEL_TRACES_SAMPLER=traceidratio, 0.1);
// spans are batched and sent over OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT) to a collector in this
// process that accepts and discards. 20 connections from a second process, on GET /health and on
// GET /categories with the public cache off (each request runs its SQL: the request's span, its
// handler's and a span per statement). Rounds alternate the modes; medians are compared. Writes
// .bench/tracing.json. `--quick`: 4 s runs, one round.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  describeMachine,
  loadUrl,
  machine,
  median,
  parseFlags,
  printTable,
  ROOT,
  startBuiltApi,
  stopChild,
  writeResult,
} from './lib.mjs';
import { waitForPort } from '../lib/stack.mjs';

const { quick } = parseFlags();
const SECONDS = quick ? 4 : 10;
const ROUNDS = quick ? 1 : 3;
const CONNECTIONS = 20;
const API_PORT = 5704;
const COLLECTOR_PORT = 5705;
const URLS = { '/health': '/health', '/categories (no cache)': '/categories' };

let spans = 0;
const collector = createServer((request, response) => {
  request.on('data', () => undefined);
  request.on('end', () => {
    spans += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
}).listen(COLLECTOR_PORT, '127.0.0.1');

const MODES = {
  off: {},
  'on, every request': { OTEL_TRACES_SAMPLER: 'always_on' },
  'on, 1 in 10': { OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
};

const startApi = (dataDir, mode) =>
  startBuiltApi(API_PORT, {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    OTEL_EXPORTER_OTLP_ENDPOINT: mode === 'off' ? '' : `http://127.0.0.1:${COLLECTOR_PORT}`,
    OTEL_TRACES_EXPORTER: '',
    ...MODES[mode],
  });

const load = (url, seconds) => loadUrl(url, CONNECTIONS, seconds);

const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(describeMachine());

const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-tracing-'));
const runs = [];
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const mode of Object.keys(MODES)) {
      const server = startApi(dataDir, mode);
      try {
        await waitForPort(API_PORT, { timeoutMs: 60_000 });
        for (const [name, url] of Object.entries(URLS)) {
          load(`http://127.0.0.1:${API_PORT}${url}`, quick ? 1 : 3);
          const figures = load(`http://127.0.0.1:${API_PORT}${url}`, SECONDS);
          runs.push({ round, mode, endpoint: name, ...figures });
          console.log(`  round ${round + 1} · tracing ${mode} · ${name}: ${figures.rps} req/s, p95 ${figures.p95} ms`);
        }
      } finally {
        await stopChild(server);
      }
    }
  }
} finally {
  collector.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const rows = Object.keys(URLS).flatMap((endpoint) => {
  const of = (mode) => runs.filter((r) => r.endpoint === endpoint && r.mode === mode);
  const figures = (mode) => ({ rps: median(of(mode).map((r) => r.rps)), p95: median(of(mode).map((r) => r.p95)) });
  const off = figures('off');
  return Object.keys(MODES).map((mode) => {
    const { rps, p95 } = figures(mode);
    return { endpoint, mode, rps, p95, cost: Math.round((1 - rps / off.rps) * 100) };
  });
});
printTable(`Tracing off and on (median of ${ROUNDS} × ${SECONDS} s, ${CONNECTIONS} connections)`, rows, [
  { title: 'endpoint', get: (row) => row.endpoint },
  { title: 'tracing', get: (row) => row.mode },
  { title: 'req/s', get: (row) => row.rps, right: true },
  { title: 'throughput cost', get: (row) => (row.mode === 'off' ? '' : `${row.cost} %`), right: true },
  { title: 'p95', get: (row) => `${row.p95} ms`, right: true },
]);
console.log(`collector received ${spans} OTLP exports`);
if (spans === 0) {
  console.error('no spans reached the collector: tracing was not on');
  process.exit(1);
}
writeResult('tracing', { machine: machine(), quick, rows, runs });
