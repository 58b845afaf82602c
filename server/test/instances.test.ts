/**
 * Three API processes behind no load balancer at all, driven directly, on the machine's
 * PostgreSQL and Redis and a local S3-compatible server (s3rver): every guarantee must hold
 * across instances. Fails loudly when PostgreSQL or Redis does not answer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import * as endpoints from '@replay/contract/endpoints';
import { callServer, urlOf } from './support/api';
import { emulatorSignUp } from './support/harness';
import { ONE_PIXEL_PNG as PNG } from './support/images';
import { freePort } from './support/server-process';
import { TestSmtpServer } from './support/smtp';

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'shared-secret-of-all-instances-0123456789';
const BUCKET = 'replay-images';
const server = path.resolve(__dirname, '..');

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
}

interface User {
  email: string;
  token: string;
  auth: { authorization: string };
}

jest.setTimeout(120_000);

describe('several API instances on one PostgreSQL, Redis and object store', () => {
  const dbName = `replay_instances_${Date.now()}`;
  let dbUrl: string;
  let db: pg.Client;
  let s3: S3rver;
  let s3Port: number;
  let s3Dir: string;
  const instances: Instance[] = [];
  let categoryId: string;
  let forwardedFor = 0;
  const smtp = new TestSmtpServer();
  let smtpUrl: string;

  async function startS3(): Promise<void> {
    s3 = new S3rver({
      port: s3Port,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await s3.run();
  }

  async function startInstance(name: string): Promise<Instance> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), `replay-instance-${name}-`));
    const child = spawn(process.execPath, [path.join(server, 'dist', 'server.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl,
        REDIS_URL: REDIS,
        IMAGE_STORE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        ACCESS_TOKEN_SECRET: SECRET,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_WRITES: '6',
        RATE_LIMIT_TOKENS: '1000',
        RATE_LIMIT_UPLOADS: '1000',
        // The test's requests come from this machine, which stands in for the load balancer.
        TRUST_PROXY: '127.0.0.1',
        // Jest runs with NODE_ENV=test: the test-card provider is asked for by name.
        ALLOW_TEST_PAYMENTS: '1',
        REFUND_RETRY_INTERVAL_MS: '300',
        // Buyers race to pay at once: the sold-once guarantee underneath reservations.
        HOLD_MINUTES: '0',
        ORPHAN_IMAGE_HOURS: '1',
        ORPHAN_IMAGE_INTERVAL_MS: '300',
        // Every instance's outbox worker races for every mail.
        MAIL_TRANSPORT: smtpUrl,
        MAIL_POLL_INTERVAL_MS: '200',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    for (let waited = 0; ; waited += 250) {
      if (child.exitCode !== null) throw new Error(`API instance ${name} exited with ${child.exitCode}`);
      if (
        await fetch(base + urlOf(endpoints.getHealth)).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (waited > 60_000) throw new Error(`API instance ${name} did not become healthy`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { name, base, child };
  }

  /** A user signed up on `instance` (each from its own client address, as real users are). */
  async function signUp(instance: Instance, role: 'buyer' | 'seller'): Promise<User> {
    const email = `${role}-${Date.now()}-${Math.random().toString(16).slice(2)}@instances.replay`;
    const { idToken } = await emulatorSignUp(email);
    forwardedFor += 1;
    const headers = {
      authorization: `Bearer ${idToken}`,
      'x-forwarded-for': `10.1.${forwardedFor >> 8}.${forwardedFor & 255}`,
    };
    const saved = await callServer(instance.base, headers, endpoints.saveUser, {
      body: { name: `${role} ${forwardedFor}`, email, role },
    });
    if (!saved.ok) throw new Error(`PUT /users on ${instance.name}: ${await saved.text()}`);
    const { accessToken } = (await (await callServer(instance.base, headers, endpoints.getAccessToken)).json()) as {
      accessToken: string;
    };
    return { email, token: accessToken, auth: { authorization: `Bearer ${accessToken}` } };
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect().catch((error: Error) => {
      throw new Error(`PostgreSQL does not answer at ${POSTGRES} (${error.message}); the multi-instance tests need it`);
    });
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const probe = new Redis(REDIS, { lazyConnect: true, maxRetriesPerRequest: 0 });
    await probe.connect().catch((error: Error) => {
      throw new Error(`Redis does not answer at ${REDIS} (${error.message}); the multi-instance tests need it`);
    });
    probe.disconnect();

    const url = new URL(POSTGRES);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: server, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);
    smtpUrl = await smtp.start();
    s3Port = await freePort();
    s3Dir = mkdtempSync(path.join(tmpdir(), 'replay-s3-'));
    await startS3();
    // One at a time: the first migrates, the others find the schema in place.
    for (const name of ['A', 'B', 'C']) instances.push(await startInstance(name));
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    categoryId = (
      await db.query<{ id: string }>(
        `INSERT INTO categories (category_name, img) VALUES ('Consoles', 'http://x.test/c.png') RETURNING id`,
      )
    ).rows[0]!.id;
  });

  afterAll(async () => {
    await Promise.all(
      instances.map(
        (instance) => new Promise((resolve) => (instance.child.once('exit', resolve), instance.child.kill('SIGTERM'))),
      ),
    );
    await db?.end();
    await smtp.stop();
    await s3?.close().catch(() => undefined);
    if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  const A = () => instances[0]!;
  const B = () => instances[1]!;
  const C = () => instances[2]!;

  async function addProduct(
    instance: Instance,
    seller: User,
    title: string,
    imageUrl = instance.base + urlOf(endpoints.getImage, { params: { name: 'demo-product-ps5.jpg' } }),
  ): Promise<string> {
    const response = await callServer(instance.base, seller.auth, endpoints.addProduct, {
      body: {
        category_id: categoryId,
        title,
        condition: 'Good',
        description: 'Works.',
        location: 'Austin, TX',
        mobile: '+1 512 555 0100',
        orgprice: 300,
        resprice: 150,
        useYear: 1,
        puryear: 2022,
        imageUrl,
      },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { insertedId: string }).insertedId;
  }

  /** The titles of the category's public list, as `instance` answers. */
  const titlesOn = async (instance: Instance) =>
    (
      (await (
        await callServer(instance.base, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } })
      ).json()) as Array<{ title: string }>
    ).map((p) => p.title);

  it('accepts on C a token that A issued', async () => {
    const buyer = await signUp(A(), 'buyer');
    const role = await callServer(C().base, buyer.auth, endpoints.getUserRole);
    expect(role.status).toBe(200);
    expect(await role.json()).toEqual([{ role: 'buyer' }]);
  });

  it('shows a product added through A in B’s public list within one second', async () => {
    const seller = await signUp(A(), 'seller');
    const list = () => titlesOn(B());
    expect(await list()).not.toContain('Freshly listed'); // B now holds the list in its cache
    const added = Date.now();
    await addProduct(A(), seller, 'Freshly listed');
    while (!(await list()).includes('Freshly listed')) {
      expect(Date.now() - added).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('serves through B and C an image uploaded through A', async () => {
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const upload = await callServer(A().base, undefined, endpoints.uploadImage, { body: form });
    expect(upload.status).toBe(201);
    const { data } = (await upload.json()) as { data: { url: string } };
    const name = path.basename(data.url);
    for (const instance of [B(), C()]) {
      const served = await callServer(instance.base, undefined, endpoints.getImage, { params: { name } });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('sells a product once when 50 buyers spread over the three instances pay for it', async () => {
    const seller = await signUp(A(), 'seller');
    const productId = await addProduct(B(), seller, 'Last console in stock');
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => signUp(instances[i % 3]!, 'buyer')));
    // Every buyer's card is charged first, then all 50 record their payment at once.
    const paid = await Promise.all(
      buyers.map(async (buyer, i) => {
        const at = (step: number) => instances[(i + step) % 3]!;
        const booked = await callServer(at(0).base, buyer.auth, endpoints.bookProduct, {
          body: { productId, mobile: '+1 512 555 0101', location: 'Library' },
        });
        const { insertedId: bookingId } = (await booked.json()) as { insertedId: string };
        const intent = (await (
          await callServer(at(1).base, buyer.auth, endpoints.createPaymentIntent, { body: { bookingId } })
        ).json()) as { clientSecret: string };
        const confirmed = (await (
          await callServer(at(2).base, buyer.auth, endpoints.confirmTestCard, {
            body: {
              clientSecret: intent.clientSecret,
              card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
            },
          })
        ).json()) as { paymentIntent: { id: string } };
        return { buyer, bookingId, transactionId: confirmed.paymentIntent.id, at: at(0) };
      }),
    );
    const outcomes = await Promise.all(
      paid.map(
        async ({ buyer, bookingId, transactionId, at }) =>
          (await callServer(at.base, buyer.auth, endpoints.recordPayment, { body: { bookingId, transactionId } }))
            .status,
      ),
    );
    expect(outcomes.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(outcomes.filter((status) => status === 201)).toHaveLength(1);
    expect(outcomes.filter((status) => status === 409)).toHaveLength(49);
    expect((await db.query('SELECT count(*)::int AS n FROM payments WHERE product_id = $1', [productId])).rows).toEqual(
      [{ n: 1 }],
    );
    // A refund the retry job had leased when the 409 went out is paid back by that job, moments later.
    const statuses = () =>
      db.query(
        `SELECT pi.status, count(*)::int AS n FROM payment_intents pi JOIN bookings b ON b.id = pi.booking_id WHERE b.product_id = $1 GROUP BY pi.status ORDER BY pi.status`,
        [productId],
      );
    let intents = await statuses();
    for (
      let waited = 0;
      waited < 10_000 && intents.rows.some((row) => row.status !== 'refunded' && row.n > 1);
      waited += 200
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      intents = await statuses();
    }
    expect(intents.rows).toEqual([
      { status: 'refunded', n: 49 },
      { status: 'succeeded', n: 1 },
    ]);
  });

  it("holds a user's rate limit across instances", async () => {
    const buyer = await signUp(A(), 'buyer');
    const save = (instance: Instance) =>
      callServer(instance.base, buyer.auth, endpoints.saveUser, { body: { name: 'Same Buyer', email: buyer.email } });
    for (const instance of [A(), B(), C(), A(), B(), C()]) expect((await save(instance)).status).toBe(200);
    for (const instance of [A(), B(), C()]) expect((await save(instance)).status).toBe(429);
  });

  it('attempts each pending refund once though every instance runs the refund job', async () => {
    const seller = await signUp(C(), 'seller');
    const buyer = await signUp(C(), 'buyer');
    const productId = await addProduct(C(), seller, 'Refund fodder');
    const booked = await callServer(C().base, buyer.auth, endpoints.bookProduct, {
      body: { productId, mobile: '+1 512 555 0101', location: 'Library' },
    });
    const { insertedId: bookingId } = (await booked.json()) as { insertedId: string };
    const ids = Array.from({ length: 12 }, (_, i) => `pi_refund_${Date.now()}_${i}`);
    for (const id of ids) {
      await db.query(
        `INSERT INTO payment_intents (id, booking_id, provider, amount_cents, currency, client_secret, status) VALUES ($1, $2, 'dummy', 15000, 'usd', $1 || '_secret', 'succeeded')`,
        [id, bookingId],
      );
    }
    await db.query(`INSERT INTO refunds (transaction_id, reason) SELECT unnest($1::text[]), 'test'`, [ids]);
    const pending = async () =>
      (
        await db.query(`SELECT count(*)::int AS n FROM refunds WHERE transaction_id = ANY($1) AND status = 'pending'`, [
          ids,
        ])
      ).rows[0].n;
    for (let waited = 0; (await pending()) > 0; waited += 100) {
      expect(waited).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const attempts = await db.query('SELECT attempts FROM refunds WHERE transaction_id = ANY($1)', [ids]);
    expect(attempts.rows.map((row) => row.attempts)).toEqual(ids.map(() => 1));
    const statuses = await db.query('SELECT DISTINCT status FROM payment_intents WHERE id = ANY($1)', [ids]);
    expect(statuses.rows).toEqual([{ status: 'refunded' }]);
  });

  it('deletes each unused upload once though every instance runs the unused-images job, and keeps the used one', async () => {
    const seller = await signUp(A(), 'seller');
    /** An upload without an account, or a seller's photo for their listings. */
    const upload = async (instance: Instance, by?: User) => {
      const form = new FormData();
      form.append('image', new Blob([PNG], { type: 'image/png' }), 'photo.png');
      const response = await callServer(
        instance.base,
        by?.auth,
        by ? endpoints.uploadProductImage : endpoints.uploadImage,
        { body: form },
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { url: string } }).data.url;
    };
    const urls = [await upload(A(), seller)];
    for (const instance of [B(), C(), A(), B(), C()]) urls.push(await upload(instance));
    await addProduct(A(), seller, 'Pictured console', urls[0]);
    const names = urls.map((url) => new URL(url).pathname.split('/').pop()!);
    // An hour and more without a use (ORPHAN_IMAGE_HOURS=1 here).
    await db.query(`UPDATE images SET created_at = now() - interval '2 hours' WHERE name = ANY($1)`, [names]);
    const unused = names.slice(1);
    const deleted = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM images WHERE name = ANY($1) AND status = 'deleted'`, [unused]))
        .rows[0].n;
    for (let waited = 0; (await deleted()) < unused.length; waited += 100) {
      expect(waited).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rows = await db.query('SELECT name, status, attempts FROM images WHERE name = ANY($1) ORDER BY name', [
      names,
    ]);
    expect(rows.rows).toEqual(
      names
        .map((name, index) => ({ name, status: index === 0 ? 'stored' : 'deleted', attempts: index === 0 ? 0 : 1 }))
        .sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
    for (const name of unused)
      expect((await callServer(C().base, undefined, endpoints.getImage, { params: { name } })).status).toBe(404);
    expect((await callServer(B().base, undefined, endpoints.getImage, { params: { name: names[0]! } })).status).toBe(
      200,
    );
  });

  it('reports each dependency in /health, 503 while one is down, and recovers without a restart', async () => {
    const health = async (instance: Instance) => {
      const response = await callServer(instance.base, undefined, endpoints.getHealth);
      return { status: response.status, body: (await response.json()) as { dependencies: Record<string, string> } };
    };
    expect((await health(A())).body.dependencies).toEqual({ database: 'ok', redis: 'ok', images: 'ok' });

    await s3.close();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // /health checks at most once a second
    const down = await health(B());
    expect(down.status).toBe(503);
    expect(down.body.dependencies.images).toBe('down');
    await startS3();

    // Redis and PostgreSQL drop every connection of the instances; they reconnect on their own.
    const redis = new Redis(REDIS);
    await redis.client('KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
    redis.disconnect();
    await db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [dbName],
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const instance of [A(), B(), C()]) {
      const back = await health(instance);
      expect(back).toEqual({
        status: 200,
        body: expect.objectContaining({ dependencies: { database: 'ok', redis: 'ok', images: 'ok' } }),
      });
    }
    // The cache notifications came back with the database: a write on C reaches A's list.
    const seller = await signUp(C(), 'seller');
    const list = () => titlesOn(A());
    await list();
    await addProduct(C(), seller, 'After the outage');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await list()).toContain('After the outage');
  });

  it('sends each mail once from three instances, and streams the bell on C when A and B write', async () => {
    const seller = await signUp(A(), 'seller');
    const productId = await addProduct(A(), seller, 'Told once');
    const abort = new AbortController();
    const stream = await fetch(C().base + urlOf(endpoints.liveEvents), { headers: seller.auth, signal: abort.signal });
    expect(stream.status).toBe(200);
    let received = '';
    const reading = (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of stream.body!) received += decoder.decode(chunk as Uint8Array, { stream: true });
    })().catch(() => undefined);

    const buyers = await Promise.all([A(), B(), C(), A(), B(), C()].map((instance) => signUp(instance, 'buyer')));
    await Promise.all(
      buyers.map((buyer, index) =>
        callServer(instances[index % 3]!.base, buyer.auth, endpoints.bookProduct, {
          body: { productId, mobile: '+1 512 555 0101', location: 'Library' },
        }).then((response) => expect(response.status).toBe(201)),
      ),
    );
    // Six bookings, and the link that confirms the seller's address (mailed once, at sign-up).
    const all = await smtp.waitFor(seller.email, 7, { settleMs: 1000 });
    expect(all.filter((mail) => mail.subject === 'Confirm your e-mail address')).toHaveLength(1);
    const mails = all.filter((mail) => mail.subject !== 'Confirm your e-mail address');
    expect(mails.map((mail) => mail.subject)).toEqual(Array(6).fill('New booking for Told once'));
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(6);

    const deadline = Date.now() + 5000;
    while (!received.includes('data: {"unread":6}')) {
      if (Date.now() > deadline) throw new Error(`the stream on C got: ${received}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(received.match(/^event: notification$/gm)).toHaveLength(6);
    abort.abort();
    await reading;
  });
});
