#!/usr/bin/env node
// Backup and restore at the catalogue benchmark's sizes: realistic listings (listings.mjs) loaded
// with COPY into PostgreSQL at 10 000, 100 000 and 1 000 000 rows and into PGlite at 100 000, then
// `npm run backup` and `npm run restore` (server/scripts/backup.ts) timed as an operator runs them,
// the restore into a new database (PostgreSQL) or a new DATA_DIR (PGlite), its listings counted.
// Writes .bench/restore.json. `--quick`: 10 000 and 100 000 rows. Run through tsx
// (`npm run bench:restore`): it migrates with the API's own code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openPglite } from '../../server/src/db/database.ts';
import { loadMigrations, migrate } from '../../server/src/db/migrations.ts';
import { afterLoad, chunks, listingRows, PRODUCT_COPY, seedOwners } from './listings.mjs';
import { describeMachine, machine, parseFlags, printTable, ROOT, writeResult } from './lib.mjs';

const { quick } = parseFlags();
const SIZES = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];
const PGLITE_SIZE = 100_000;
const postgresBase =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The API's migrations, read from its sources (the module's own directory is not known under this loader).
const MIGRATIONS = loadMigrations(path.join(ROOT, 'server', 'src', 'db', 'migrations'));

const urlOf = (name) => {
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(sql) {
  const client = new pg.Client({ connectionString: postgresBase });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** `npm run backup|restore` as the operator runs it; its wall time in ms. */
function timed(mode, dir, env) {
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'server', 'scripts', 'backup.ts'),
      mode,
      mode === 'backup' ? '--out' : '--from',
      dir,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', SEED_DEMO: '0', FIREBASE_AUTH_EMULATOR_HOST: '', ...env },
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`${mode} failed: ${run.stderr}`);
  return Date.now() - started;
}

const sizeOf = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size, 0);

async function postgresRuns() {
  const source = `replay_restore_${process.pid}`;
  await admin(`CREATE DATABASE ${source}`);
  const client = new pg.Client({ connectionString: urlOf(source) });
  const rows = [];
  try {
    await client.connect();
    const query = async (sql, params) => (await client.query(sql, params)).rows;
    await migrate(
      {
        kind: 'postgres',
        query,
        async transaction(fn) {
          await query('BEGIN');
          try {
            const result = await fn({ query });
            await query('COMMIT');
            return result;
          } catch (error) {
            await query('ROLLBACK');
            throw error;
          }
        },
      },
      MIGRATIONS,
    );
    const copyText = (sql, text) => pipeline(Readable.from([text]), client.query(copyFrom(sql)));
    const { categories, sellers } = await seedOwners(query, copyText);
    let loaded = 0;
    for (const size of SIZES) {
      await pipeline(
        Readable.from(chunks(listingRows(loaded, size - loaded, sellers, categories))),
        client.query(copyFrom(PRODUCT_COPY)),
      );
      loaded = size;
      await afterLoad(query);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-restore-bench-'));
      const out = path.join(dataDir, 'backup');
      const target = `replay_restored_${process.pid}_${size}`;
      try {
        const backupMs = timed('backup', out, { DATABASE_URL: urlOf(source), DATA_DIR: dataDir });
        await admin(`CREATE DATABASE ${target}`);
        const restoreMs = timed('restore', out, {
          DATABASE_URL: urlOf(target),
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'replay-restored-')),
        });
        const check = new pg.Client({ connectionString: urlOf(target) });
        await check.connect();
        const count = (await check.query('SELECT count(*)::int AS n FROM products')).rows[0].n;
        await check.end();
        if (count !== size) throw new Error(`restored ${count} listings of ${size}`);
        rows.push({ engine: 'postgres', size, backupMs, restoreMs, bytes: sizeOf(out) });
        console.log(`postgres ${size.toLocaleString('en')}: backup ${backupMs} ms, restore ${restoreMs} ms`);
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await client.end().catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
  }
  return rows;
}

async function pgliteRun() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-restore-pglite-'));
  const restored = mkdtempSync(path.join(tmpdir(), 'replay-restored-pglite-'));
  try {
    // The API's migrations, then PGlite itself for COPY (the API's abstraction takes no blob).
    const migrated = await openPglite(path.join(dataDir, 'pglite'));
    await migrate(migrated, MIGRATIONS);
    await migrated.close();
    const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    const query = async (sql, params) => (await db.query(sql, params)).rows;
    const copyText = (sql, text) =>
      db.query(`${sql.replace('FROM STDIN', "FROM '/dev/blob'")}`, [], { blob: new Blob([text]) });
    const { categories, sellers } = await seedOwners(query, copyText);
    await copyText(PRODUCT_COPY, [...chunks(listingRows(0, PGLITE_SIZE, sellers, categories))].join(''));
    await afterLoad(query);
    await db.close();
    const out = path.join(dataDir, 'backup');
    const backupMs = timed('backup', out, { DATABASE_URL: '', DATA_DIR: dataDir });
    const restoreMs = timed('restore', out, { DATABASE_URL: '', DATA_DIR: restored });
    const check = await openPglite(path.join(restored, 'pglite'));
    const count = (await check.query('SELECT count(*)::int AS n FROM products'))[0].n;
    await check.close();
    if (count !== PGLITE_SIZE) throw new Error(`restored ${count} listings of ${PGLITE_SIZE}`);
    console.log(`pglite ${PGLITE_SIZE.toLocaleString('en')}: backup ${backupMs} ms, restore ${restoreMs} ms`);
    return [{ engine: 'pglite', size: PGLITE_SIZE, backupMs, restoreMs, bytes: sizeOf(out) }];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(restored, { recursive: true, force: true });
  }
}

console.log(describeMachine());
const rows = [...(await postgresRuns()), ...(await pgliteRun())];
printTable('Backup and restore (npm run backup / npm run restore), wall time', rows, [
  { title: 'engine', get: (row) => row.engine },
  { title: 'listings', get: (row) => row.size.toLocaleString('en'), right: true },
  { title: 'backup', get: (row) => `${(row.backupMs / 1000).toFixed(1)} s`, right: true },
  { title: 'restore', get: (row) => `${(row.restoreMs / 1000).toFixed(1)} s`, right: true },
  { title: 'backup size', get: (row) => `${(row.bytes / 1e6).toFixed(1)} MB`, right: true },
]);
writeResult('restore', { machine: machine(), quick, rows });
