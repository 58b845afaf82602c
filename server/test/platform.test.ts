import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as endpoints from '@replay/contract/endpoints';
import { openPostgres } from '../src/db/database';
import { createCategory, createProduct, createTestApp, ENGINES } from './support/harness';
import { call, unchecked } from './support/api';

describe('data kept across a restart (PGlite under DATA_DIR)', () => {
  it('finds users, products and the access-token secret again after closing and reopening', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'replay-restart-'));
    const first = await createTestApp('pglite', { dataDir, env: { ACCESS_TOKEN_SECRET: '' } });
    const seller = await first.user('seller');
    const productId = await createProduct(first, seller, await createCategory(first.db));
    await first.close();

    const second = await createTestApp('pglite', { dataDir, env: { ACCESS_TOKEN_SECRET: '' } });
    try {
      // The same access token still works: the generated secret was kept in DATA_DIR.
      const mine = await call(second, seller, endpoints.listMyProducts);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().map((p: { _id: string }) => p._id)).toEqual([productId]);
    } finally {
      await second.close();
    }
  });
});

describe.each(ENGINES.filter((engine) => engine === 'postgres'))('a dropped PostgreSQL connection (%s)', () => {
  it('is reported and replaced by the pool instead of stopping the process', async () => {
    const lost: Error[] = [];
    const db = await openPostgres(process.env.TEST_DATABASE_URL!, {
      max: 4,
      onConnectionError: (error) => lost.push(error),
    });
    try {
      // Four pooled connections, idle once these finish.
      const pids = await Promise.all(
        Array.from(
          { length: 4 },
          async () => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)'))[0]!.pid,
        ),
      );
      // An administrator (or a restart) ends those sessions while they sit idle in the pool.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(lost.length).toBeGreaterThan(0);
      expect(lost[0]!.message).toMatch(/terminating connection/);
      expect(await db.query('SELECT 6 * 7 AS answer')).toEqual([{ answer: 42 }]);
    } finally {
      await db.close();
    }
  });
});

describe.each(ENGINES)('platform (%s)', (engine) => {
  it('answers health, security headers, the CORS allowlist and JSON 404s', async () => {
    const ctx = await createTestApp(engine);
    try {
      const health = await call(ctx, undefined, endpoints.getHealth, { headers: { origin: 'http://localhost:3000' } });
      expect(health.json()).toEqual({
        status: 'ok',
        database: engine,
        dependencies: { database: 'ok', images: 'ok' },
        uptime: expect.any(Number),
      });
      expect(health.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(health.headers['x-content-type-options']).toBe('nosniff');
      expect(health.headers['x-frame-options']).toBe('DENY');
      expect(health.headers['referrer-policy']).toBe('no-referrer');
      expect(health.headers['x-xss-protection']).toBeUndefined();
      expect(health.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(health.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(health.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(health.headers['x-powered-by']).toBeUndefined();
      const foreign = await call(ctx, undefined, endpoints.getHealth, { headers: { origin: 'http://evil.test' } });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      // A path no endpoint has, sent as it is.
      const missing = await ctx.app.inject({ method: 'GET', url: '/nope?x=1' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'No such endpoint: GET /nope' });
      expect(missing.headers['x-content-type-options']).toBe('nosniff');
      const badJson = await call(ctx, undefined, endpoints.reportProduct, {
        headers: { 'content-type': 'application/json' },
        body: unchecked('{'),
      });
      expect(badJson.statusCode).toBeGreaterThanOrEqual(400);
      expect(badJson.statusCode).toBeLessThan(500);
    } finally {
      await ctx.close();
    }
  });
});
