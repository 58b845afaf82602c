#!/usr/bin/env node
// The catalogue at scale: realistic listings loaded with COPY into PostgreSQL at 10 000, 100 000 and
// 1 000 000 rows (PGlite at 100 000), the bundled API on top, and for eight queries: the plan of the
// API's own SQL (EXPLAIN: no sequential scan of products) and p50/p95/p99 and req/s under 20
// connections from a second process. Budgets at 1 000 000 rows on PostgreSQL: p95 ≤ 50 ms each, and
// p95 at most 3× its 10 000-row figure. Writes .bench/catalog.json; exits 1 on a miss.
// `--quick`: 10 000 and 100 000 rows, 4 s runs.
// Run through tsx (`npm run bench:catalog`): it imports the API's query builders to EXPLAIN them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { listCategoryProducts } from '../../server/src/db/catalog.ts';
import { decodeCursor } from '../../server/src/db/paging.ts';
import { searchProducts } from '../../server/src/db/search.ts';
import { afterLoad, chunks, listingRows, PRODUCT_COPY, seedOwners } from './listings.mjs';
import {
  check,
  describeMachine,
  loadUrl,
  machine,
  parseFlags,
  printChecks,
  printTable,
  ROOT,
  startBuiltApi,
  stopChild,
  writeResult,
} from './lib.mjs';
import { waitForPort } from '../lib/stack.mjs';

const { quick } = parseFlags();
const SIZES = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];
const PGLITE_SIZE = 100_000;
const CONNECTIONS = 20;
const SECONDS = quick ? 4 : 10;
const WARMUP = quick ? 1 : 3;
const BUDGET = { p95: 50, growth: 3 };
const API_PORT = 5703;
const postgresBase =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/* ---- the API and the load ---- */

// No cache between requests (startBuiltApi): every request runs its query, which is what is measured here.
const startApi = (env) =>
  startBuiltApi(API_PORT, {
    REFUND_RETRY_INTERVAL_MS: '0',
    // The load comes from one address: the per-address search limit would answer it 429.
    RATE_LIMIT_SEARCH: '100000000',
    ...env,
  });

const api = (pathAndQuery) => `http://127.0.0.1:${API_PORT}${pathAndQuery}`;

const load = (url, seconds) => loadUrl(url, CONNECTIONS, seconds);

/** The measured queries at this size: URLs for the load, and the API's SQL builders for EXPLAIN. */
async function queriesAt(categories) {
  const category = categories.Nintendo;
  // Page 50 of the category: follow the cursors of 49 pages of 24, as a reader would.
  let cursor;
  for (let page = 1; page < 50; page += 1) {
    const response = await fetch(api(`/products/${category}?limit=24${cursor ? `&cursor=${cursor}` : ''}`));
    cursor = response.headers.get('x-next-cursor');
  }
  const search = { verifiedOnly: false, availableOnly: true, sort: 'newest' };
  return [
    {
      name: 'keyword search',
      url: '/products/search?q=zelda',
      sql: (db) => searchProducts(db, { ...search, q: 'zelda' }, { limit: 24 }),
    },
    {
      name: 'keyword + filters + price sort',
      url: '/products/search?q=mario&condition=Good&maxPrice=40&sort=price_asc',
      sql: (db) =>
        searchProducts(
          db,
          { ...search, q: 'mario', condition: 'Good', maxCents: 4000, sort: 'price_asc' },
          { limit: 24 },
        ),
    },
    {
      name: 'misspelt keyword',
      url: '/products/search?q=zeldda',
      sql: (db) => searchProducts(db, { ...search, q: 'zeldda' }, { limit: 24 }),
    },
    {
      name: 'multi-word',
      url: '/products/search?q=mario+kart+deluxe',
      sql: (db) => searchProducts(db, { ...search, q: 'mario kart deluxe' }, { limit: 24 }),
    },
    {
      name: 'misspelt multi-word',
      url: '/products/search?q=zelda+breth+wild',
      sql: (db) => searchProducts(db, { ...search, q: 'zelda breth wild' }, { limit: 24 }),
    },
    {
      // Corrected to "zelda mario", which no title has: every row would be visited in date order.
      name: 'misspelt, matching nothing',
      url: '/products/search?q=zeldo+marip',
      sql: (db) => searchProducts(db, { ...search, q: 'zeldo marip' }, { limit: 24 }),
    },
    {
      name: 'category page 50 (cursor)',
      url: `/products/${category}?limit=24&cursor=${cursor}`,
      sql: (db) => listCategoryProducts(db, category, { limit: 24, after: decodeCursor(cursor, ['time', 'id']) }),
    },
    {
      name: 'category first page',
      url: `/products/${category}?limit=24`,
      sql: (db) => listCategoryProducts(db, category, { limit: 24 }),
    },
  ];
}

/** The plan of the last statement `build` sends, and whether it scans products sequentially. */
async function explain(query, build) {
  let last;
  await build({ query: async (sql, params) => ((last = { sql, params }), query(sql, params)) });
  const [row] = await query(`EXPLAIN (FORMAT JSON) ${last.sql}`, last.params);
  const plan = (row['QUERY PLAN'] ?? row.query_plan)[0].Plan;
  const nodes = [];
  const walk = (node) => {
    const index = node['Index Name'] ? ` (${node['Index Name']})` : '';
    nodes.push(
      node['Relation Name']
        ? `${node['Node Type']} on ${node['Relation Name']}${index}`
        : `${node['Node Type']}${index}`,
    );
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return { seqScan: nodes.some((node) => node.startsWith('Seq Scan on products')), nodes };
}

async function measureAll(engine, size, categories, query) {
  const rows = [];
  for (const q of await queriesAt(categories)) {
    const plan = await explain(query, q.sql);
    load(api(q.url), WARMUP);
    const figures = load(api(q.url), SECONDS);
    rows.push({ engine, size, query: q.name, ...figures, seqScan: plan.seqScan, plan: plan.nodes.join(' > ') });
    console.log(
      `  ${engine} ${size.toLocaleString('en')} rows · ${q.name}: p95 ${figures.p95} ms, ${figures.rps} req/s; ${plan.nodes.join(' > ')}`,
    );
  }
  return rows;
}

/* ---- the runs ---- */

async function postgresRuns() {
  const name = `replay_catalog_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresBase });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-catalog-'));
  const server = startApi({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  const client = new pg.Client({ connectionString: url.toString() });
  const rows = [];
  try {
    await waitForPort(API_PORT, { timeoutMs: 60_000 });
    await client.connect();
    const query = async (sql, params) => (await client.query(sql, params)).rows;
    const copyText = (sql, text) => pipeline(Readable.from([text]), client.query(copyFrom(sql)));
    const { categories, sellers } = await seedOwners(query, copyText);
    let loaded = 0;
    for (const size of SIZES) {
      const started = Date.now();
      await pipeline(
        Readable.from(chunks(listingRows(loaded, size - loaded, sellers, categories))),
        client.query(copyFrom(PRODUCT_COPY)),
      );
      loaded = size;
      await afterLoad(query);
      console.log(
        `postgres: ${size.toLocaleString('en')} listings loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      rows.push(...(await measureAll('postgres', size, categories, query)));
    }
  } finally {
    await client.end().catch(() => undefined);
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
    const drop = new pg.Client({ connectionString: postgresBase });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  }
  return rows;
}

async function pgliteRun() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-catalog-pglite-'));
  try {
    // The API creates and migrates the database, then lets go of it while the listings load.
    let server = startApi({ DATABASE_URL: '', DATA_DIR: dataDir });
    await waitForPort(API_PORT, { timeoutMs: 60_000 });
    await stopChild(server);
    const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    const query = async (sql, params) => (await db.query(sql, params)).rows;
    const copyText = (sql, text) =>
      db.query(`${sql.replace('FROM STDIN', "FROM '/dev/blob'")}`, [], { blob: new Blob([text]) });
    const { categories, sellers } = await seedOwners(query, copyText);
    const started = Date.now();
    await copyText(PRODUCT_COPY, [...chunks(listingRows(0, PGLITE_SIZE, sellers, categories))].join(''));
    await afterLoad(query);
    console.log(
      `pglite: ${PGLITE_SIZE.toLocaleString('en')} listings loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const plans = [];
    // PGlite is one connection: plan first, then hand the files to the API for the load runs.
    server = startApi({ DATABASE_URL: '', DATA_DIR: dataDir });
    try {
      await db.close();
      await waitForPort(API_PORT, { timeoutMs: 60_000 });
      for (const q of await queriesAt(categories)) plans.push(q);
    } finally {
      await stopChild(server);
    }
    const planDb = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    const planQuery = async (sql, params) => (await planDb.query(sql, params)).rows;
    const explained = [];
    for (const q of plans) explained.push(await explain(planQuery, q.sql));
    await planDb.close();
    server = startApi({ DATABASE_URL: '', DATA_DIR: dataDir });
    const rows = [];
    try {
      await waitForPort(API_PORT, { timeoutMs: 60_000 });
      for (const [index, q] of plans.entries()) {
        load(api(q.url), WARMUP);
        const figures = load(api(q.url), SECONDS);
        const plan = explained[index];
        rows.push({
          engine: 'pglite',
          size: PGLITE_SIZE,
          query: q.name,
          ...figures,
          seqScan: plan.seqScan,
          plan: plan.nodes.join(' > '),
        });
        console.log(
          `  pglite ${PGLITE_SIZE.toLocaleString('en')} rows · ${q.name}: p95 ${figures.p95} ms, ${figures.rps} req/s; ${plan.nodes.join(' > ')}`,
        );
      }
    } finally {
      await stopChild(server);
    }
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(describeMachine());

const rows = [...(await postgresRuns()), ...(await pgliteRun())];

const checks = [];
const largest = SIZES[SIZES.length - 1];
for (const row of rows) {
  checks.push(
    check(
      `${row.engine} ${row.size.toLocaleString('en')} · ${row.query}: plan`,
      row.seqScan ? 'seq scan of products' : 'indexes only',
      { expect: 'indexes only' },
    ),
  );
  checks.push(
    check(`${row.engine} ${row.size.toLocaleString('en')} · ${row.query}: errors`, row.errors + row.non2xx, {
      expect: 0,
    }),
  );
  if (row.engine === 'postgres' && row.size === largest) {
    checks.push(
      check(`postgres ${largest.toLocaleString('en')} · ${row.query}: p95`, row.p95, {
        max: BUDGET.p95,
        format: (v) => `${v} ms`,
      }),
    );
    const smallest = rows.find((r) => r.engine === 'postgres' && r.size === SIZES[0] && r.query === row.query);
    const growth = row.p95 / Math.max(1, smallest.p95);
    checks.push(
      check(
        `postgres ${SIZES[0].toLocaleString('en')} → ${largest.toLocaleString('en')} · ${row.query}: p95 growth`,
        Number(growth.toFixed(2)),
        { max: BUDGET.growth, format: (v) => `${v}×` },
      ),
    );
  }
}

printTable(
  `Catalogue queries — ${CONNECTIONS} connections, ${SECONDS} s each (after ${WARMUP} s warm-up)${quick ? ' [quick]' : ''}`,
  rows,
  [
    { title: 'engine', get: (r) => r.engine },
    { title: 'rows', get: (r) => r.size.toLocaleString('en'), right: true },
    { title: 'query', get: (r) => r.query },
    { title: 'p50 ms', get: (r) => r.p50, right: true },
    { title: 'p95 ms', get: (r) => r.p95, right: true },
    { title: 'p99 ms', get: (r) => r.p99, right: true },
    { title: 'req/s', get: (r) => r.rps, right: true },
    { title: 'plan', get: (r) => r.plan },
  ],
);
printChecks('Catalogue budgets', checks);
const pass = checks.every((c) => c.pass);
const file = writeResult('catalog', { date: new Date().toISOString(), quick, machine: machine(), pass, rows, checks });
console.log(`\n${pass ? 'all catalogue budgets met' : 'catalogue budgets MISSED'}; results in ${file}`);
process.exit(pass ? 0 : 1);
