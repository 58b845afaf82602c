/*
 * Each plugin of the API on its own: a bare Fastify with the configuration and only the plugins it
 * depends on, so a plugin's behaviour is pinned down here and the API suites test the whole.
 */
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config';
import { openPglite, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { addLiveEvent } from '../src/db/notifications';
import { HttpError } from '../src/errors';
import { FsImageStore } from '../src/images/store';
import { S3ImageStore } from '../src/images/s3-store';
import { TestCardProvider } from '../src/payments/dummy';
import type { PaymentProvider } from '../src/payments/provider';
import cors from '../src/plugins/external/cors';
import database from '../src/plugins/external/database';
import objectStore from '../src/plugins/external/object-store';
import rateLimit from '../src/plugins/external/rate-limit';
import redis from '../src/plugins/external/redis';
import securityHeaders from '../src/plugins/external/security-headers';
import auth from '../src/plugins/app/auth';
import errors from '../src/plugins/app/errors';
import health from '../src/plugins/app/health';
import jobs, { startJob } from '../src/plugins/app/jobs';
import liveEvents from '../src/plugins/app/live-events';
import outbox from '../src/plugins/app/outbox';
import openapi from '../src/plugins/app/openapi';
import payments from '../src/plugins/app/payments';
import publicCache, { CATEGORIES_KEY } from '../src/plugins/app/public-cache';
import requestChecks from '../src/plugins/app/request-checks';
import responseValidation from '../src/plugins/app/response-validation';
import type { IdentityProvider } from '../src/auth/firebase';

function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'replay-plugin-test-')),
    ACCESS_TOKEN_SECRET: 'plugin-test-secret-plugin-test-secret-42',
    PUBLIC_URL: 'http://api.test',
    ...env,
  });
}

/** A bare server with the configuration, and whatever the test registers. */
function bare(env: Record<string, string> = {}): FastifyInstance {
  const app = Fastify();
  app.decorate('config', testConfig(env));
  return app;
}

let db: Database;
beforeAll(async () => {
  db = await openPglite(undefined);
});
afterAll(() => db.close());

describe('external plugins', () => {
  it('security-headers: every answer forbids sniffing, framing and loading anything', async () => {
    const app = bare();
    await app.register(securityHeaders);
    app.get('/x', async () => ({ ok: true }));
    const response = await app.inject('/x');
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
    });
    await app.close();
  });

  it('cors: the configured origins may call, others get no CORS headers; the next cursor and trace headers are exposed', async () => {
    const app = bare({ CORS_ORIGINS: 'http://site.test' });
    await app.register(cors);
    app.get('/x', async () => []);
    const allowed = await app.inject({ url: '/x', headers: { origin: 'http://site.test' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://site.test');
    expect(allowed.headers['access-control-expose-headers']).toBe('X-Next-Cursor, X-Trace-Id');
    const other = await app.inject({ url: '/x', headers: { origin: 'http://evil.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    // A browser asks before any other method: each the API's endpoints use is allowed (an edit's PATCH too).
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/x',
      headers: { origin: 'http://site.test', 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.headers['access-control-allow-methods']).toBe('DELETE, GET, PATCH, POST, PUT');
    // Every call of the site's API client carries a traceparent (its trace, continued by the API).
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, Last-Event-ID, traceparent',
    );
    await app.close();
  });

  it('redis: none without REDIS_URL; with it, a connection closed with the server', async () => {
    const without = bare();
    await without.register(redis);
    expect(without.redis).toBeUndefined();
    await without.close();

    const app = bare({ REDIS_URL: 'redis://127.0.0.1:6379' });
    await app.register(redis);
    await once(app.redis!, 'ready');
    await expect(app.redis!.ping()).resolves.toBe('PONG');
    const ended = once(app.redis!, 'end');
    await app.close();
    await ended;
  });

  it('rate-limit: a route counts its own limit and answers 429 with a message past it', async () => {
    const app = bare();
    await app.register(redis);
    await app.register(rateLimit);
    app.get('/x', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
    app.setErrorHandler((error: HttpError, _request, reply) =>
      reply.status(error.statusCode).send({ message: error.message }),
    );
    expect((await app.inject('/x')).statusCode).toBe(200);
    const refused = await app.inject('/x');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests; try again in \d+ seconds$/) });
    await app.close();
  });

  it('database: the database it is given, left open for its owner', async () => {
    const app = bare();
    await app.register(database, { db });
    expect(app.db).toBe(db);
    await app.close();
    await expect(db.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });

  it('object-store: files under DATA_DIR by default, a bucket with IMAGE_STORE=s3', async () => {
    const files = bare();
    await files.register(objectStore);
    expect(files.images).toBeInstanceOf(FsImageStore);
    await files.close();
    const bucket = bare({ IMAGE_STORE: 's3', S3_BUCKET: 'replay', S3_ENDPOINT: 'http://127.0.0.1:1' });
    await bucket.register(objectStore);
    expect(bucket.images).toBeInstanceOf(S3ImageStore);
    await bucket.close();
  });
});

describe('app plugins', () => {
  it('errors: our errors keep their status and message, others say nothing of their cause, unknown paths are named', async () => {
    const app = bare();
    await app.register(errors);
    app.get('/gone', async () => {
      throw new HttpError(410, 'It left');
    });
    app.get('/broken', async () => {
      throw new Error('the database password is hunter2');
    });
    expect((await app.inject('/gone')).json()).toEqual({ message: 'It left' });
    const broken = await app.inject('/broken');
    expect([broken.statusCode, broken.json()]).toEqual([
      500,
      { message: 'Something went wrong on our side; please try again' },
    ]);
    const unknown = await app.inject('/nowhere?x=1');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'No such endpoint: GET /nowhere' }]);
    await app.close();
  });

  it('auth: the identity provider, and access tokens signed and checked with HS256 only', async () => {
    const app = bare();
    const identity = { close: async () => undefined } as unknown as IdentityProvider;
    await app.register(auth, { identity });
    await app.ready();
    expect(app.identity).toBe(identity);
    const token = app.jwt.sign({ sub: 'u1', email: 'a@b.test' });
    expect(app.jwt.verify<{ sub: string }>(token).sub).toBe('u1');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"u1"}').toString('base64url')}.`;
    expect(() => app.jwt.verify(unsigned)).toThrow();
    await app.close();
  });

  it('payments: the test-card provider by default, or the one given, under the payment service', async () => {
    const app = bare();
    await app.register(database, { db });
    await app.register(outbox);
    await app.register(payments);
    expect(app.provider).toBeInstanceOf(TestCardProvider);
    await app.close();

    const given = { name: 'stripe' } as PaymentProvider;
    const other = bare();
    await other.register(database, { db });
    await other.register(outbox);
    await other.register(payments, { provider: given });
    expect(other.provider).toBe(given);
    expect(other.payments).toBeDefined();
    await other.close();
  });

  it('public-cache: a successful write clears what it declares; reads, undeclared and refused writes and preflights nothing', async () => {
    const app = bare();
    await app.register(database, { db });
    await app.register(publicCache);
    app.get('/list', async () => 'ok');
    app.post('/write', { config: { publicLists: 'all' } }, async () => 'ok');
    // An anonymous call that declares nothing (a password reset, a speed report) never clears it.
    app.post('/undeclared', async () => 'ok');
    app.post('/products-only', { config: { publicLists: 'products' } }, async () => 'ok');
    app.post('/favourite', { config: { publicLists: 'nothing' } }, async () => 'ok');
    app.post('/refused', async (_request, reply) => reply.status(403).send('no'));
    app.options('/write', async () => '');
    const fill = async () => {
      for (const key of [CATEGORIES_KEY, 'category:1:', 'advertised::'])
        await app.publicCache.get(
          key,
          async () => ({ items: [key], nextCursor: null }),
          (page) => JSON.stringify(page.items),
        );
    };
    await fill();
    for (const [method, url] of [
      ['GET', '/list'],
      ['POST', '/refused'],
      ['OPTIONS', '/write'],
      ['POST', '/favourite'],
      ['POST', '/undeclared'],
    ] as const) {
      await app.inject({ method, url });
      expect({ method, url, size: app.publicCache.size }).toEqual({ method, url, size: 3 });
    }
    await app.inject({ method: 'POST', url: '/products-only' });
    expect(app.publicCache.size).toBe(1);
    await fill();
    await app.inject({ method: 'POST', url: '/write' });
    expect(app.publicCache.size).toBe(0);
    await app.close();
  });

  it('public-cache: a page loading when a write clears the cache is answered, from a load after the write, and not kept', async () => {
    const app = bare();
    await app.register(database, { db });
    await app.register(publicCache);
    let version = 1;
    let release: () => void = () => undefined;
    const slow = async () => {
      const seen = version;
      if (seen === 1) await new Promise<void>((resolve) => (release = resolve));
      return { items: [seen], nextCursor: null };
    };
    const first = app.publicCache.get('k', slow, (page) => JSON.stringify(page.items));
    const second = app.publicCache.get('k', slow, (page) => JSON.stringify(page.items));
    // A write lands while both requests wait on the first load.
    version = 2;
    app.publicCache.clear();
    release();
    await expect(first).resolves.toEqual({ body: '[2]', nextCursor: null, hit: false });
    await expect(second).resolves.toEqual({ body: '[2]', nextCursor: null, hit: false });
    expect(app.publicCache.size).toBe(0);
    await app.close();
  });

  it('health: the database and the image store, and Redis when configured', async () => {
    const app = bare({ REDIS_URL: 'redis://127.0.0.1:6379' });
    await app.register(database, { db });
    await app.register(redis);
    await app.register(objectStore);
    await app.register(health);
    await once(app.redis!, 'ready');
    await expect(app.health.report()).resolves.toEqual({ database: 'ok', redis: 'ok', images: 'ok' });
    await app.close();
  });

  it('request-checks: a repeated query parameter and a NUL character are 400s before the handler', async () => {
    const app = bare();
    await app.register(errors);
    await app.register(requestChecks);
    const handled: unknown[] = [];
    app.post('/x', { schema: { body: { type: 'object' } } }, async (request) => (handled.push(request.body), 'ok'));
    const repeated = await app.inject({ method: 'POST', url: '/x?a=1&a=2', payload: {} });
    expect([repeated.statusCode, repeated.json()]).toEqual([
      400,
      { message: 'The query parameter "a" may be given only once' },
    ]);
    const nul = await app.inject({ method: 'POST', url: '/x', payload: { name: 'a\u0000b' } });
    expect([nul.statusCode, nul.json()]).toEqual([400, { message: 'name must not contain a NUL character' }]);
    expect(handled).toEqual([]);
    await app.close();
  });

  it('openapi: an OpenAPI 3.1 document of the routes registered after it', async () => {
    const app = bare();
    await app.register(openapi);
    app.get('/x', { schema: { operationId: 'getX', response: { 200: { type: 'string' } } } }, async () => 'x');
    await app.ready();
    const document = app.swagger() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/x']);
    await app.close();
  });

  it('response-validation: an answer its route does not declare is a 500 saying why', async () => {
    const app = bare();
    await app.register(errors);
    await app.register(responseValidation);
    // What the serialiser lets through (it drops unknown fields, fails on missing ones): a value outside its enum.
    const answer = { type: 'object', properties: { state: { type: 'string', enum: ['open', 'closed'] } } };
    const error = { type: 'object', properties: { message: { type: 'string' } } };
    const schema = { response: { 200: answer, '5xx': error } };
    app.get('/good', { schema }, async () => ({ state: 'open' }));
    app.get('/bad', { schema }, async () => ({ state: 'lost' }));
    app.get('/created', { schema }, async (_request, reply) => reply.code(201).send({ state: 'open' }));
    expect((await app.inject('/good')).statusCode).toBe(200);
    const bad = await app.inject('/bad');
    expect([bad.statusCode, bad.json().message]).toEqual([
      500,
      'GET /bad answered 200 with a body its endpoint does not declare: data/state must be equal to one of the allowed values',
    ]);
    expect((await app.inject('/created')).json().message).toBe(
      'GET /created answered 201, a status its endpoint does not declare',
    );
    await app.close();
  });

  it('jobs: a job runs once the server is ready and no more once it closes', async () => {
    const app = bare();
    let runs = 0;
    let ran!: () => void;
    const first = new Promise<void>((resolve) => (ran = resolve));
    startJob(app, 'counting job', 60_000, async () => {
      runs += 1;
      ran();
    });
    await app.ready();
    await first;
    await app.close();
    expect(runs).toBe(1);
  });

  it('jobs: the refund and unused-images jobs need the payments and the image store', async () => {
    const app = bare();
    await expect(app.register(jobs).ready()).rejects.toThrow(/dependency 'database'/);
  });

  describe('on a migrated database', () => {
    let told: Database;
    let userId: string;
    beforeAll(async () => {
      told = await openPglite(path.join(mkdtempSync(path.join(tmpdir(), 'replay-plugin-db-')), 'pglite'));
      await migrate(told);
      userId = (
        await told.query<{ id: string }>(
          `INSERT INTO users (email, name, img, role) VALUES ('ann@plugins.test', 'Ann', '', 'seller') RETURNING id`,
        )
      )[0]!.id;
    });
    afterAll(() => told.close());

    it('outbox: a notice told in a transaction leaves at once through the transport MAIL_TRANSPORT names, once', async () => {
      const app = bare({ MAIL_TRANSPORT: 'log', MAIL_POLL_INTERVAL_MS: '60000' });
      await app.register(database, { db: told });
      await app.register(outbox);
      await app.ready();
      expect(app.mailTransport.kind).toBe('log');
      const notice = { kind: 'seller_verified', sellerId: userId } as const;
      await told.transaction((tx) => app.notifier.tell(tx, userId, 'verified:plugins', notice));
      // The same event again is not queued again.
      await told.transaction((tx) => app.notifier.tell(tx, userId, 'verified:plugins', notice));
      const dir = path.join(app.config.dataDir, 'mail');
      const deadline = Date.now() + 5000;
      const written = () => (existsSync(dir) ? readdirSync(dir) : []);
      while (written().length === 0) {
        if (Date.now() > deadline) throw new Error('no mail was written');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Another run finds nothing left to send (the first call may join the send under way).
      await app.outbox.run();
      expect((await app.outbox.run()).sent).toBe(0);
      const files = written();
      expect(files).toHaveLength(1);
      expect(readFileSync(path.join(dir, files[0]!), 'utf8')).toContain('Subject: You are now a verified seller');
      await app.close();
    });

    it('live-events: a live event reaches a user’s open streams, a heartbeat keeps them open, close ends them', async () => {
      const app = bare();
      await app.register(database, { db: told });
      await app.register(auth, { identity: { close: async () => undefined } as unknown as IdentityProvider });
      await app.register(liveEvents, { heartbeatMs: 30, maxStreamsPerUser: 1 });
      await app.ready();
      const read = (stream: NodeJS.ReadableStream) => {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        return () => text;
      };
      const older = await app.liveEvents.open(userId, undefined, () => undefined);
      const stream = await app.liveEvents.open(userId, undefined, () => undefined);
      // One stream per user here: the older one was closed.
      expect(older.writableEnded).toBe(true);
      const text = read(stream);
      await told.transaction((tx) => addLiveEvent(tx, userId, 'notification'));
      const deadline = Date.now() + 5000;
      while (!/event: notification\ndata: \{"unread":1\}/.test(text()) || !text().includes(': heartbeat')) {
        if (Date.now() > deadline) throw new Error(`the stream got: ${text()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(text()).toMatch(/^retry: 3000\n: open\n\n/);
      await app.close();
      expect(stream.writableEnded).toBe(true);
      expect(app.liveEvents.size).toBe(0);
    });
  });
});
