import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { BodyOf, Role } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import type { Clock } from '../../src/clock';
import { buildApp } from '../../src/app';
import { createFirebaseIdentity, type IdentityProvider } from '../../src/auth/firebase';
import { loadConfig, type Config } from '../../src/config';
import { openPglite, openPostgres, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrations';
import { syncAdmins } from '../../src/db/users';
import { adminEmailsAtStart } from '../../src/seed/demo';
import type { PaymentProvider } from '../../src/payments/provider';
import { bearer, call } from './api';

export type Engine = 'pglite' | 'postgres';

/** Pictures of test users and products: demo images of this API (PUBLIC_URL http://api.test), as the API requires. */
export const USER_IMAGE = 'http://api.test/images/demo-avatar-buyer.jpg';
export const PRODUCT_IMAGE = 'http://api.test/images/demo-product-ps5.jpg';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at one. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const unique = () => randomBytes(5).toString('hex');

/** A fresh database: a PGlite directory, or a new PostgreSQL database dropped afterwards. */
export async function openTestDatabase(
  engine: Engine,
  dataDir: string,
  statementTimeoutMs?: number,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openPglite(path.join(dataDir, 'pglite'));
    return { db, drop: () => db.close() };
  }
  const database = await createPostgresDatabase();
  const db = await openPostgres(database.url, { max: 60, statementTimeoutMs });
  return {
    db,
    drop: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL: its URL, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `replay_test_${unique()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  idToken: string;
  accessToken: string;
  auth: { authorization: string };
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  identity: IdentityProvider;
  dataDir: string;
  /** The e-mail this context's ADMIN_EMAILS names. */
  adminEmail: string;
  /**
   * A new user signed up through the emulator and the API (PUT /users, GET /jwt). `verified` is a
   * seller's badge; `emailVerified` the Firebase account's (default: true, as if its owner had
   * followed the verification link before the first save; false: no sign-up mail confirmed it).
   */
  user(role: Role, options?: { verified?: boolean; emailVerified?: boolean; email?: string }): Promise<TestUser>;
  /** Stops the app and starts it again on the same database, as a redeploy would, with `env` added to its configuration. */
  restart(env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/**
 * fetch to the emulator, sent again when it closed a kept-alive connection just as the request
 * went out ("other side closed"): a race of idle timeouts between two processes, not an answer.
 */
async function emulatorFetch(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= 3 || (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET')) throw error;
    }
  }
}

export async function emulatorSignUp(email: string, password = 'secret123'): Promise<{ idToken: string; uid: string }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the auth emulator is not running');
  const response = await emulatorFetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=test-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string; error?: { message: string } };
  if (!body.idToken || !body.localId)
    throw new Error(`emulator sign-up failed: ${body.error?.message ?? response.status}`);
  return { idToken: body.idToken, uid: body.localId };
}

export async function emulatorSignIn(
  email: string,
  password = 'secret123',
): Promise<{ idToken?: string; error?: string }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await emulatorFetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  return { idToken: body.idToken, error: body.error?.message };
}

/** A fresh ID token of an existing emulator account (it carries the account's current claims). */
export async function freshIdToken(email: string): Promise<string> {
  const { idToken, error } = await emulatorSignIn(email);
  if (!idToken) throw new Error(`emulator sign-in failed: ${error}`);
  return idToken;
}

export interface TestAppOptions {
  dataDir?: string;
  env?: Record<string, string>;
  provider?: (db: Database) => PaymentProvider;
  db?: Database;
  /** How the app fetches outside images (a Google account's photo: no network here). */
  photoFetch?: typeof fetch;
  /** The clock of the time-based rules (a TestClock moves time without sleeping). */
  clock?: Clock;
  /** How the release registry reads the remotes' and the shell's manifests (no remote servers here). */
  releaseFetch?: typeof fetch;
}

export async function createTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'replay-api-test-'));
  const adminEmail = `configured-admin-${unique()}@tests.replay`;
  const configOf = (env: Record<string, string> = {}) =>
    loadConfig({
      DATA_DIR: dataDir,
      ACCESS_TOKEN_SECRET: 'test-secret-test-secret-test-secret-42',
      ADMIN_EMAILS: adminEmail,
      PUBLIC_URL: 'http://api.test',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
      RATE_LIMIT_WRITES: '100000',
      RATE_LIMIT_UPLOADS: '100000',
      RATE_LIMIT_TOKENS: '100000',
      RATE_LIMIT_SEARCH: '100000',
      RATE_LIMIT_IMAGE_RENDERS: '100000',
      ...options.env,
      ...env,
    });
  const initial = configOf();
  const opened = options.db
    ? { db: options.db, drop: () => options.db!.close() }
    : await openTestDatabase(engine, dataDir, initial.databaseStatementTimeoutMs);
  const { db } = opened;

  /** What the server does at start (src/index.ts), on this context's database. */
  async function start(config: Config) {
    await migrate(db);
    await syncAdmins(db, adminEmailsAtStart(config));
    const identity = createFirebaseIdentity(config.firebaseProjectId, { apiKey: config.firebaseApiKey });
    const app = await buildApp({
      config,
      db,
      identity,
      logger: process.env.TEST_LOG === '1',
      provider: options.provider?.(db),
      validateResponses: true,
      photoFetch: options.photoFetch,
      clock: options.clock,
      releaseFetch: options.releaseFetch,
    });
    await app.ready();
    return { app, config, identity };
  }

  async function user(
    role: Role,
    extra: { verified?: boolean; emailVerified?: boolean; email?: string } = {},
  ): Promise<TestUser> {
    const { app, identity } = ctx;
    const email = extra.email ?? `${role}-${unique()}@tests.replay`;
    const signedUp = await emulatorSignUp(email);
    let idToken = signedUp.idToken;
    if (extra.emailVerified ?? true) {
      // As if the owner had followed the verification link; a new sign-in carries the claim.
      await identity.auth.updateUser(signedUp.uid, { emailVerified: true });
      idToken = await freshIdToken(email);
    }
    const name = `${role[0]!.toUpperCase()}${role.slice(1)} ${unique()}`;
    // Nobody can sign up as admin; test admins are promoted in the database, as an operator would.
    const saved = await call(app, bearer(idToken), endpoints.saveUser, {
      body: { name, email, img: USER_IMAGE, role: role === 'admin' ? 'buyer' : role },
    });
    if (saved.statusCode !== 200) throw new Error(`PUT /users failed: ${saved.body}`);
    const id = (await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;
    if (role === 'admin') await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [id]);
    if (extra.verified) await db.query('UPDATE users SET verified = true WHERE id = $1', [id]);
    const token = await call(app, bearer(idToken), endpoints.getAccessToken, { query: { email } });
    if (token.statusCode !== 200) throw new Error(`GET /jwt failed: ${token.body}`);
    const { accessToken } = token.json();
    return { id, email, name, role, idToken, accessToken, auth: bearer(accessToken) };
  }

  const ctx: TestContext = {
    ...(await start(initial)),
    db,
    dataDir,
    adminEmail,
    user,
    async restart(env) {
      await ctx.app.close();
      await ctx.identity.close();
      Object.assign(ctx, await start(configOf(env)));
    },
    async close() {
      await ctx.app.close();
      await ctx.identity.close();
      await opened.drop();
    },
  };
  return ctx;
}

/**
 * Another instance of the API on `ctx`'s database and data directory, configured with `env`, as a
 * second server would be. Closing it stops its app alone: the database stays `ctx`'s.
 */
export async function secondInstance(
  ctx: TestContext,
  engine: Engine,
  env: Record<string, string>,
  options: Pick<TestAppOptions, 'clock'> = {},
): Promise<TestContext> {
  const other = await createTestApp(engine, { ...options, env, db: ctx.db, dataDir: ctx.dataDir });
  other.close = async () => {
    await other.app.close();
    await other.identity.close();
  };
  return other;
}

/** What most suites test against: an app, a seller and a category to list in. */
export interface Shop {
  ctx: TestContext;
  seller: TestUser;
  categoryId: string;
}

/** An app (createTestApp with `options`), a seller signed up in it and a category (named `categoryName`, when given). */
export async function openShop(
  engine: Engine,
  options: TestAppOptions & { categoryName?: string } = {},
): Promise<Shop> {
  const ctx = await createTestApp(engine, options);
  const seller = await ctx.user('seller');
  return { ctx, seller, categoryId: await createCategory(ctx.db, options.categoryName) };
}

/** A category to list products in. */
export async function createCategory(db: Database, name = `Category ${unique()}`): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO categories (category_name, img) VALUES ($1, $2) RETURNING id',
    [name, 'http://api.test/images/c.png'],
  );
  return rows[0]!.id;
}

/** A product's fields as the add-product form sends them; `overrides` may make them wrong on purpose. */
export function productPayload(
  categoryId: string,
  overrides: Record<string, unknown> = {},
): BodyOf<typeof endpoints.addProduct> {
  return {
    category_id: categoryId,
    title: 'PlayStation 4 Pro 1 TB',
    condition: 'Good' as const,
    description: 'Works great, includes one controller and all cables.',
    location: 'Austin, TX',
    mobile: '+1 512 555 0100',
    orgprice: 399.99,
    resprice: 189.5,
    useYear: 3,
    puryear: 2020,
    imageUrl: PRODUCT_IMAGE,
    ...overrides,
  };
}

/** A seller's product created through the API; returns its id. */
export async function createProduct(
  ctx: TestContext,
  seller: TestUser,
  categoryId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await call(ctx, seller, endpoints.addProduct, { body: productPayload(categoryId, overrides) });
  if (response.statusCode !== 201) throw new Error(`POST /products failed: ${response.body}`);
  return response.json().insertedId;
}

export async function book(ctx: TestContext, buyer: TestUser, productId: string): Promise<string> {
  const response = await call(ctx, buyer, endpoints.bookProduct, {
    body: { productId, mobile: '+1 512 555 0101', location: 'Downtown library' },
  });
  if (response.statusCode !== 201) throw new Error(`POST /booking failed: ${response.body}`);
  return response.json().insertedId;
}

/** Each of `buyers` books the product, one after the other; their bookings' ids, in the same order. */
export async function bookEach<Buyers extends TestUser[]>(
  ctx: TestContext,
  buyers: [...Buyers],
  productId: string,
): Promise<{ [K in keyof Buyers]: string }> {
  const ids: string[] = [];
  for (const buyer of buyers) ids.push(await book(ctx, buyer, productId));
  return ids as { [K in keyof Buyers]: string };
}
