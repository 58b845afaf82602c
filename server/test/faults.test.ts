import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as endpoints from '@replay/contract/endpoints';
import {
  createPostgresDatabase,
  createProduct,
  ENGINES,
  openShop,
  type TestContext,
  type TestUser,
} from './support/harness';
import { request, startServer, type Outcome, type ServerProcess } from './support/server-process';
import { call, urlOf } from './support/api';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite runs in the process: it has no connection to cut. PostgreSQL when TEST_DATABASE_URL names one.
const cuttable = ENGINES.filter((engine) => engine === 'postgres');
if (cuttable.length)
  describe.each(cuttable)('a database failover (%s)', (engine) => {
    let ctx: TestContext, seller: TestUser, categoryId: string;
    beforeAll(async () => {
      // A long cache life: only the LISTEN connection's return may clear what it holds.
      ({ ctx, seller, categoryId } = await openShop(engine, { env: { PUBLIC_CACHE_TTL_MS: '600000' } }));
    });
    afterAll(() => ctx.close());

    /** Ends every session of the test database but the caller's: each pooled connection and each LISTEN. */
    async function cutEveryConnection(): Promise<number> {
      const [{ name }] = (await ctx.db.query<{ name: string }>('SELECT current_database() AS name')) as [
        { name: string },
      ];
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const cut = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
      await admin.end();
      return cut.rowCount ?? 0;
    }

    it('answers 503 to the requests it was running, then serves again, its cache cleared, nothing acknowledged lost', async () => {
      const buyers = await Promise.all(Array.from({ length: 6 }, () => ctx.user('buyer')));
      const products = await Promise.all(
        Array.from({ length: 30 }, (_, i) => createProduct(ctx, seller, categoryId, { title: `Console ${i}` })),
      );
      const listTitles = async () => {
        const response = await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } });
        expect(response.statusCode).toBe(200);
        return response.json<Array<{ title: string }>>().map((p) => p.title);
      };
      await listTitles(); // cached now
      // Written by another instance whose cache notification the cut swallows: this instance learns
      // of it only by clearing its cache when its LISTEN connection is back.
      await ctx.db.query(`UPDATE products SET title = 'Written elsewhere' WHERE id = $1`, [products[29]]);
      expect(await listTitles()).not.toContain('Written elsewhere');

      // Requests keep coming (bookings: writes in transactions; lists; health) while every connection is cut.
      const acknowledged: string[] = [];
      const statuses: number[] = [];
      let stop = false;
      let next = 0;
      const worker = async (buyer: TestUser) => {
        while (!stop) {
          const productId = products[next++ % products.length]!;
          const booking = await call(ctx, buyer, endpoints.bookProduct, {
            body: { productId, mobile: '+1 512 555 0101', location: 'Library' },
          });
          statuses.push(booking.statusCode);
          if (booking.statusCode === 201) acknowledged.push(booking.json<{ insertedId: string }>().insertedId);
          else if (booking.statusCode === 503) {
            expect(booking.json()).toEqual({ message: expect.any(String) });
            expect(booking.headers['retry-after']).toBe('1');
          } else expect(booking.statusCode).toBe(409); // booked already
          const list = await call(ctx, buyer, endpoints.listMyBookings, { query: { email: buyer.email } });
          statuses.push(list.statusCode);
          if (list.statusCode !== 200) expect(list.statusCode).toBe(503);
        }
      };
      const running = buyers.map(worker);
      await sleep(300);
      expect(await cutEveryConnection()).toBeGreaterThan(3); // pooled connections and three LISTENs
      await sleep(300);
      stop = true;
      await Promise.all(running);
      expect(statuses.length).toBeGreaterThan(12);
      // Some were under way when their connection was cut (a few dozen requests run at once).
      expect(statuses).toContain(503);
      expect([...new Set(statuses)].filter((status) => ![200, 201, 409, 503].includes(status))).toEqual([]);

      // Later requests succeed without a restart, and the LISTEN connections came back (within a
      // second or two), clearing the public cache.
      const deadline = Date.now() + 10_000;
      while (!(await listTitles()).includes('Written elsewhere')) {
        if (Date.now() > deadline) throw new Error('the public cache was not cleared after the LISTEN reconnected');
        await sleep(100);
      }
      const health = await call(ctx, undefined, endpoints.getHealth);
      expect(health.statusCode).toBe(200);
      expect(health.json().dependencies.database).toBe('ok');
      const fresh = await ctx.user('buyer');
      const after = await call(ctx, fresh, endpoints.bookProduct, {
        body: { productId: products[1]!, mobile: '+1 512 555 0101', location: 'Library' },
      });
      expect(after.statusCode).toBe(201);

      // Every booking answered 201 before, during or after the cut is there.
      const stored = await ctx.db.query<{ id: string }>('SELECT id FROM bookings WHERE id = ANY($1)', [acknowledged]);
      expect(stored.length).toBe(acknowledged.length);
      expect(acknowledged.length).toBeGreaterThan(0);
    });
  });

describe.each(ENGINES)('stopping an instance under load (%s)', (engine) => {
  let server: ServerProcess;
  let port: number;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const env: Record<string, string> = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'replay-stop-test-')),
      SHUTDOWN_GRACE_MS: '10000',
      RATE_LIMIT_RUM: '100000',
    };
    if (engine === 'postgres') {
      const database = await createPostgresDatabase();
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    } else {
      // Traced on PGlite: the real entry point starts the SDK, and each request's log lines carry its trace.
      env.OTEL_TRACES_EXPORTER = 'console';
    }
    server = await startServer(env);
    port = server.port;
  }, 90_000);
  afterAll(async () => {
    if (server.process.exitCode === null) server.process.kill('SIGKILL');
    await dropDatabase();
  });

  it('finishes every request it accepted after SIGTERM, refuses the rest at connect, and exits 0', async () => {
    const outcomes: Outcome[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        outcomes.push(await request(port, endpoints.listCategories));
        if (outcomes.at(-1)!.error) await sleep(20);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await sleep(500);

    // A request under way when the signal comes: its body is still arriving.
    const slow = new Promise<Outcome>((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: endpoints.reportRum.method,
          path: urlOf(endpoints.reportRum),
          agent: false,
          headers: { 'content-type': 'text/plain', 'content-length': '60' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode }));
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
      const body = JSON.stringify({ route: '/', metrics: [{ name: 'LCP', value: 1200 }] }).padEnd(60, ' ');
      req.write(body.slice(0, 20));
      setTimeout(() => req.end(body.slice(20)), 1000);
    });
    await sleep(200);

    const signalled = Date.now();
    const code = await server.stop();
    const took = Date.now() - signalled;
    stop = true;
    await Promise.all(workers);

    expect(code).toBe(0);
    expect(took).toBeLessThan(10_000);
    expect(await slow).toEqual({ status: 204 });
    const served = outcomes.filter((outcome) => outcome.status !== undefined);
    expect(served.length).toBeGreaterThan(10);
    // Every request the instance accepted was answered, and answered well; the others never connected.
    expect([...new Set(served.map((outcome) => outcome.status))]).toEqual([200]);
    // The others were never read: refused at connect once the listener closed, or reset while still
    // in the kernel's queue of connections the process had not taken (it closes with the listener).
    const refused = outcomes.filter((outcome) => outcome.error);
    expect(refused.filter((outcome) => !['ECONNREFUSED', 'ECONNRESET'].includes(outcome.error!))).toEqual([]);
    expect(server.output()).toMatch(/"msg":"shutting down"/);

    if (engine === 'pglite') {
      // Every log line of a request names its trace.
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{"level"'))
        .map((line) => JSON.parse(line) as { reqId?: string; trace_id?: string });
      const ofRequests = lines.filter((line) => line.reqId);
      expect(ofRequests.length).toBeGreaterThan(10);
      for (const line of ofRequests) expect(line.trace_id).toMatch(/^[0-9a-f]{32}$/);
    }
  }, 60_000);
});
