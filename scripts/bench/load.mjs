#!/usr/bin/env node
// The marketplace under real traffic: virtual shoppers and sellers against the bundled API on
// PostgreSQL, the arrival rate raised step by step until a budget is missed, on one instance and
// then on two sharing the database; at the end, the sold-once guarantee checked in SQL.
//   npm run bench:load [-- --quick] [-- --listings N] [-- --profile]
// Setup: a database of its own (CREATE DATABASE on BENCH_DATABASE_URL / TEST_DATABASE_URL's server),
// the auth emulator on ports 9711–9713, the API on 5711 (and 5712) with the demo data, the
// generated listings (listings.mjs, COPY), and the shoppers' and sellers' accounts signed up through
// the emulator once (PUT /users, GET /jwt), each with its own client address (X-Forwarded-For: the
// API trusts the loopback proxy, so the per-address limits apply per shopper as in production).
// Each step: sessions arrive at a fixed rate (an open model: Poisson arrivals, whether or not the
// API keeps up), each session runs its pages one after another, each page's requests together as
// the browser sends them. Per step: sessions/s, requests/s, p50/p95/p99 of reads and writes and per
// request kind, errors, and the CPU of the API processes, of PostgreSQL (the backends of this
// database and its writer processes), of this load generator and of the whole machine.
// Budgets: reads p95 ≤ 100 ms, writes p95 ≤ 300 ms, errors ≤ 0.1 %. The ladder stops at the first
// step that misses one; capacity = the last step that met them, in sessions/s, and per API core
// (sessions/s ÷ the cores the API processes used in that step).
// `--profile`: after the one-instance ladder, the first step that missed is run again with the API
// under `--cpu-prof`; the profile is written to .bench/load-profile/ and its heaviest functions printed.
// `--sql-activity`: during the one-instance ladder, pg_stat_activity is sampled every 5 ms and the
// statements PostgreSQL spends its time in are printed, by wait (CPU when none), heaviest first.
// `--count-queries`: the API counts the SQL statements of each request (query-counter.cjs); their
// mean per request kind is printed at the end.
// `--quick`: 10 000 listings, 5 s steps (a smoke run, a few minutes).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Pool } from 'undici';
import { afterLoad, chunks, copySellers, listingRows, owners, PRODUCT_COPY } from './listings.mjs';
import { describeMachine, machine, printTable, RESULTS_DIR, ROOT, writeResult } from './lib.mjs';
import { waitUntilReady } from '../lib/stack.mjs';

/* ---- settings ---- */

const argv = process.argv.slice(2);
const flagValue = (name) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const quick = argv.includes('--quick');
const profile = argv.includes('--profile');
const sqlActivity = argv.includes('--sql-activity');
/** Where the API writes the SQL statements of each request (`--count-queries`, query-counter.cjs). */
const queryCountFile = argv.includes('--count-queries') ? path.join(RESULTS_DIR, 'load-queries.txt') : undefined;
const LISTINGS = Number(flagValue('--listings') ?? (quick ? 10_000 : 100_000));
/** Seconds of arrivals per step, and of the warm-up before each ladder. */
const STEP_SECONDS = Number(flagValue('--step-seconds') ?? (quick ? 5 : 12));
const WARMUP_SECONDS = quick ? 3 : 5;
/** The arrival rates tried, in sessions per second: each step 1.25× the one before. */
const START_RATE = Number(flagValue('--start') ?? 8);
const RATE_FACTOR = 1.25;
const MAX_STEPS = 16;
/** A session still running this long after its step's last arrival is counted as failed. */
const DRAIN_MS = 10_000;
const REQUEST_TIMEOUT_MS = 10_000;
const BUDGETS = { readP95: 100, writeP95: 300, errorRate: 0.001 };

const PORTS = [5711, 5712];
const AUTH_PORT = 9711;
const PUBLIC_URL = 'http://localhost:5711';
const postgresBase =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/7';

/**
 * Who arrives, in fixed proportions. Category, product and search pages need a signed-in user (the
 * spec), so a visitor who is not signed in sees the home page and leaves.
 */
const MIX = { visitor: 0.2, buyer: 0.7, seller: 0.1 };
/** What a signed-in buyer does after looking: save the item, book it, then pay (else cancel). */
const BUYER = { search: 0.8, misspelt: 0.3, save: 0.3, book: 0.3, pay: 0.6, myOrders: 0.5 };
/** A seller's session: their products, add one, sometimes edit one (PATCH /product/{id}). */
const SELLER = { edit: 0.5 };
const ACCOUNTS = { buyers: quick ? 150 : 400, sellers: quick ? 20 : 40 };

const SEARCHES = [
  'zelda',
  'mario kart',
  'halo',
  'pokemon',
  'god of war',
  'elden ring',
  'controller',
  'metroid prime',
  'sonic',
  'ps5 console',
  'final fantasy',
  'street of rage',
];
const MISSPELT = [
  'zeldda',
  'mraio kart',
  'hallo infinte',
  'pokemn',
  'god of wra',
  'eldn ring',
  'contoller',
  'metriod',
  'sonnic hedgehog',
  'fianl fantasy',
];
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

/* ---- helpers ---- */

const rand = Math.random;
const pick = (list) => list[Math.floor(rand() * list.length)];
const chance = (p) => rand() < p;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const log = (message) => console.log(`load: ${message}`);

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A child process whose output is kept (its last 4 kB, to explain a failure), shown with BENCH_VERBOSE. */
function startProcess(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk).slice(-4000);
    if (process.env.BENCH_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.tail = () => tail;
  return child;
}

async function stopProcess(child, graceMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await exited;
  }
}

/* ---- CPU, from /proc ---- */

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU seconds a process has used (user + system), or undefined when it is gone. */
function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL's processes that work for this benchmark: the backends connected to its database and
 * the server's own writer processes (WAL writer, background writer, checkpointer), which mostly
 * write what this benchmark changed. Other databases' backends (other work on the machine) are left out.
 */
function postgresPids(database) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline;
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      continue;
    }
    if (!cmdline.startsWith('postgres: ')) continue;
    if (/: (walwriter|background writer|checkpointer)/.test(cmdline) || cmdline.includes(` ${database} `))
      pids.push(Number(entry));
  }
  return pids;
}

/** Busy and total jiffies of the whole machine (/proc/stat). */
function machineCpu() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = numbers[3] + (numbers[4] ?? 0);
  const total = numbers.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** A snapshot of the CPU counters; `since(previous)` turns two into cores used. */
function cpuSnapshot({ apiPids, database }) {
  const pgPids = postgresPids(database);
  return {
    at: performance.now(),
    api: apiPids.map((pid) => processCpu(pid) ?? 0),
    pg: new Map(pgPids.map((pid) => [pid, processCpu(pid) ?? 0])),
    self: process.cpuUsage(),
    machine: machineCpu(),
  };
}

function cpuBetween(start, end) {
  const wall = (end.at - start.at) / 1000;
  const api = end.api.reduce((sum, value, i) => sum + (value - start.api[i]), 0);
  let pgSeconds = 0;
  for (const [pid, value] of end.pg) pgSeconds += value - (start.pg.get(pid) ?? 0);
  const self = (end.self.user + end.self.system - start.self.user - start.self.system) / 1e6;
  const machineShare = (end.machine.busy - start.machine.busy) / (end.machine.total - start.machine.total);
  return {
    api: api / wall,
    perApi: end.api.map((value, i) => (value - start.api[i]) / wall),
    postgres: pgSeconds / wall,
    generator: self / wall,
    machine: machineShare * os.cpus().length,
  };
}

/* ---- the stack ---- */

async function createDatabase() {
  const name = `replay_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresBase });
  await admin.connect().catch((error) => {
    throw new Error(`PostgreSQL does not answer at ${postgresBase} (${error.message}); bench:load needs it`);
  });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const drop = new pg.Client({ connectionString: postgresBase });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

function apiEnv(port, { databaseUrl, dataDir }) {
  return {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    REDIS_URL,
    SEED_DEMO: 'true',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT}`,
    FIREBASE_PROJECT_ID: 'demo-replay',
    // The same secret and public address on every instance, as behind a load balancer.
    ACCESS_TOKEN_SECRET: 'bench-load-secret-bench-load-secret-0123456789',
    PUBLIC_URL,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
}

async function startApi(port, options, extraArgs = []) {
  const counting = queryCountFile ? ['-r', path.join(ROOT, 'scripts', 'bench', 'query-counter.cjs')] : [];
  const child = startProcess(
    `api:${port}`,
    [...counting, ...extraArgs, path.join(ROOT, 'server', 'dist', 'server.js')],
    { ...apiEnv(port, options), ...(queryCountFile ? { QUERY_COUNT_FILE: queryCountFile } : {}) },
  );
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the API on ${port} exited (code ${code}):\n${child.tail()}`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitUntilReady(`http://127.0.0.1:${port}/health`, 120_000), exited]);
  return child;
}

async function startEmulator(dataDir) {
  const child = startProcess('auth', [path.join(ROOT, 'scripts', 'auth-emulator.mjs')], {
    DATA_DIR: dataDir,
    AUTH_EMULATOR_PORT: String(AUTH_PORT),
    FIREBASE_PROJECT_ID: 'demo-replay',
  });
  await waitUntilReady(`http://127.0.0.1:${AUTH_PORT}/`, 120_000);
  return child;
}

/** The generated listings, streamed with COPY, then the search vocabulary and fresh statistics. */
async function loadListings(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const query = async (sql, params) => (await client.query(sql, params)).rows;
    const copyText = (sql, text) => pipeline(Readable.from([text]), client.query(copyFrom(sql)));
    await copySellers(copyText);
    const { categories, sellers } = await owners(query);
    await pipeline(
      Readable.from(chunks(listingRows(0, count, sellers, categories))),
      client.query(copyFrom(PRODUCT_COPY)),
    );
    await afterLoad(query);
    return (await query('SELECT count(*)::int AS n FROM products'))[0].n;
  } finally {
    await client.end();
  }
}

/* ---- HTTP ---- */

/** One connection pool per API instance; a session keeps to one instance, as behind a load balancer. */
function clients(ports) {
  return ports.map(
    (port) =>
      new Pool(`http://127.0.0.1:${port}`, {
        connections: 256,
        pipelining: 1,
        headersTimeout: REQUEST_TIMEOUT_MS,
        bodyTimeout: REQUEST_TIMEOUT_MS,
        keepAliveTimeout: 30_000,
      }),
  );
}

let addressCounter = 0;
/** A client address of its own for each account and visitor (the API trusts the loopback proxy). */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** A request outside the measured steps (setup), failing on anything but 2xx. */
async function setupCall(pool, method, url, { headers = {}, body } = {}) {
  const response = await pool.request({
    method,
    path: url,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.body.text();
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function emulatorSignUp(email) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(
        `http://127.0.0.1:${AUTH_PORT}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'bench-load-1', returnSecureToken: true }),
        },
      );
      const body = await response.json();
      if (!body.idToken) throw new Error(`emulator sign-up of ${email} failed: ${JSON.stringify(body.error)}`);
      return body.idToken;
    } catch (error) {
      if (attempt >= 3) throw error;
      await sleep(200);
    }
  }
}

/** Accounts signed up through the emulator and the API, their access tokens made once. */
async function signUpAccounts(pool, role, count, runId) {
  const accounts = [];
  let next = 0;
  async function worker() {
    for (let i = next++; i < count; i = next++) {
      const email = `${role}-${runId}-${i}@load.replay`;
      const address = nextAddress();
      const idToken = await emulatorSignUp(email);
      const headers = { authorization: `Bearer ${idToken}`, 'x-forwarded-for': address };
      await setupCall(pool, 'PUT', '/users', { headers, body: { name: `Load ${role} ${i}`, email, role } });
      const { accessToken } = await setupCall(pool, 'GET', '/jwt', { headers });
      accounts.push({ email, role, address, auth: `Bearer ${accessToken}`, cancelled: new Set() });
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  return accounts;
}

/* ---- the shoppers ---- */

/** What one step records: every request's kind, latency and outcome, and each session's. */
class Recorder {
  constructor() {
    this.kinds = new Map();
    this.sessions = { started: 0, completed: 0, failed: 0 };
    this.notes = new Map();
  }

  kind(name, write) {
    let entry = this.kinds.get(name);
    if (!entry) {
      entry = { name, write, latencies: [], errors: 0, refused: 0, statuses: new Map() };
      this.kinds.set(name, entry);
    }
    return entry;
  }

  note(message) {
    this.notes.set(message, (this.notes.get(message) ?? 0) + 1);
  }
}

/**
 * Refusals a shopper can meet in a busy marketplace: the item sold, reserved by another buyer or
 * already booked by this one (409), a listing edited since it was loaded (409). They are answers,
 * not errors; every other status outside 2xx, a timeout or a broken connection is an error.
 */
const REFUSALS = new Set([409]);

class Session {
  constructor({ pool, account, recorder, address }) {
    this.pool = pool;
    this.account = account;
    this.recorder = recorder;
    this.address = address ?? account?.address;
  }

  /** One request; resolves to { status, body } (body parsed when `json`), never throws. */
  async call(kind, method, url, { body, json = false } = {}) {
    const write = method !== 'GET';
    const entry = this.recorder.kind(kind, write);
    const headers = { 'x-forwarded-for': this.address, origin: 'http://localhost:3000' };
    if (this.account) headers.authorization = this.account.auth;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 0;
    let parsed;
    try {
      const response = await this.pool.request({
        method,
        path: url,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.statusCode;
      if (json && status < 300) parsed = await response.body.json();
      else await response.body.dump();
    } catch (error) {
      status = error.code ?? 'network error';
    }
    entry.latencies.push(performance.now() - started);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    if (typeof status === 'number' && status < 300) return { status, body: parsed };
    if (REFUSALS.has(status)) entry.refused += 1;
    else entry.errors += 1;
    return { status, body: parsed };
  }
}

/** The home page: categories and the advertised carousel, together. */
async function home(s) {
  const [categories] = await Promise.all([
    s.call('GET /categories', 'GET', '/categories', { json: true }),
    s.call('GET /product/advertise', 'GET', '/product/advertise'),
  ]);
  return categories.body ?? [];
}

/** A category page (its products, the categories, the buyer's saved items), then a search. */
async function browse(s, categories) {
  const category = pick(categories);
  const [list] = await Promise.all([
    s.call('GET /products/{id}', 'GET', `/products/${category._id}`, { json: true }),
    s.call('GET /categories', 'GET', '/categories'),
    s.call('GET /favourites', 'GET', '/favourites'),
  ]);
  let found = list.body ?? [];
  if (chance(BUYER.search)) {
    const misspelt = chance(BUYER.misspelt);
    const q = misspelt ? pick(MISSPELT) : pick(SEARCHES);
    const result = await s.call(
      misspelt ? 'GET /products/search (misspelt)' : 'GET /products/search',
      'GET',
      `/products/search?q=${encodeURIComponent(q)}`,
      { json: true },
    );
    if (result.body?.items?.length) found = result.body.items;
  }
  return found.filter((product) => product.status !== false);
}

/** A product page: the product and the buyer's saved items. */
async function productPage(s, product) {
  const [page] = await Promise.all([
    s.call('GET /product/{id}', 'GET', `/product/${product._id}`, { json: true }),
    s.call('GET /favourites', 'GET', '/favourites'),
  ]);
  return page.body;
}

async function visitorSession(s) {
  await home(s);
}

async function buyerSession(s) {
  const categories = await home(s);
  if (!categories.length) return;
  const products = await browse(s, categories);
  if (!products.length) return;
  // The newest items draw the most eyes: buyers pick among the first few, so they meet each other.
  const product = products[Math.floor(rand() * Math.min(products.length, 8))];
  const details = await productPage(s, product);
  if (!details) return;
  if (chance(BUYER.save)) await s.call('PUT /favourites/{id}', 'PUT', `/favourites/${product._id}`);
  // A buyer who cancelled this item before does not book it again (the API limits that).
  if (!chance(BUYER.book) || !details.status || s.account.cancelled.has(product._id)) return;
  const email = encodeURIComponent(s.account.email);
  const booked = await s.call('POST /booking', 'POST', `/booking?email=${email}`, {
    body: { productId: product._id, mobile: '+1 512 555 0199', location: 'Austin, TX' },
    json: true,
  });
  const bookingId = booked.body?.insertedId;
  if (!bookingId) return;
  s.bookings.push({ bookingId, productId: product._id });
  const cancel = async () => {
    const cancelled = await s.call('POST /booking/{id}/cancel', 'POST', `/booking/${bookingId}/cancel`);
    if (cancelled.status < 300) s.account.cancelled.add(product._id);
  };
  if (!chance(BUYER.pay)) return cancel();
  await s.call('GET /booking/{id}', 'GET', `/booking/${bookingId}`);
  const intent = await s.call('POST /create-payment-intent', 'POST', `/create-payment-intent?email=${email}`, {
    body: { bookingId },
    json: true,
  });
  // Sold or reserved by someone else meanwhile: this buyer gives up.
  if (!intent.body?.clientSecret) return cancel();
  const confirmed = await s.call('POST /payments/test-card/confirm', 'POST', '/payments/test-card/confirm', {
    body: { clientSecret: intent.body.clientSecret, card: CARD, billingDetails: { email: s.account.email } },
    json: true,
  });
  const transactionId = confirmed.body?.paymentIntent?.id;
  if (!transactionId) {
    s.recorder.note(`card confirmation refused: ${confirmed.body?.error?.code ?? confirmed.status}`);
    return cancel();
  }
  const paid = await s.call('POST /payments', 'POST', `/payments?email=${email}`, {
    body: { bookingId, transactionId },
    json: true,
  });
  if (paid.body?.insertedId) s.payments.push({ bookingId, productId: product._id, paymentId: paid.body.insertedId });
  if (chance(BUYER.myOrders)) await s.call('GET /booking', 'GET', `/booking?email=${email}`);
}

/** Editing answers 404/405 on an API without PATCH /product/{id}: the edits are then skipped, and said so. */
const editing = { available: true };

async function sellerSession(s, categories) {
  const email = encodeURIComponent(s.account.email);
  const mine = await s.call('GET /products (seller)', 'GET', `/products?email=${email}`, { json: true });
  const category = pick(categories);
  const price = 10 + Math.floor(rand() * 60);
  const added = await s.call('POST /products', 'POST', `/products?email=${email}`, {
    body: {
      category_id: category._id,
      title: `${pick(SEARCHES)} (load test listing)`,
      condition: pick(['Excellent', 'Good', 'Fair']),
      description: 'Listed by the load benchmark: plays perfectly, case included.',
      location: 'Austin, TX',
      mobile: '+1 512 555 0100',
      orgprice: price + 20,
      resprice: price,
      useYear: 2,
      puryear: 2021,
      imageUrl: `${PUBLIC_URL}/images/demo-product-ps5.jpg`,
    },
    json: true,
  });
  if (!editing.available || !chance(SELLER.edit)) return;
  const own = (mine.body ?? []).filter((product) => product.status);
  const productId = own.length ? pick(own)._id : added.body?.insertedId;
  if (!productId) return;
  const product = await s.call('GET /product/{id}', 'GET', `/product/${productId}`, { json: true });
  const edited = await s.call('PATCH /product/{id}', 'PATCH', `/product/${productId}`, {
    // A price drop of 1 from the listing's own price: a new price must stay at or below the original one.
    body: { version: product.body?.version ?? 1, resprice: Math.max(1, Number(product.body?.resprice ?? price) - 1) },
  });
  if (edited.status === 404 || edited.status === 405) {
    editing.available = false;
    // Not counted: the endpoint is not there, which says nothing about the API's speed.
    const entry = s.recorder.kind('PATCH /product/{id}', true);
    entry.latencies.pop();
    entry.errors -= 1;
    entry.statuses.set(edited.status, entry.statuses.get(edited.status) - 1);
    console.log(
      `load: PATCH /product/{id} answered ${edited.status}: this API cannot edit listings; edits are skipped from here on`,
    );
  }
}

/** Everything the shoppers did that must be in the database afterwards. */
const ledger = { bookings: [], payments: [] };

/** Starts one session of a random kind on one of the instances. */
function startSession({ pools, accounts, recorder, categories }) {
  const pool = pools[recorder.sessions.started % pools.length];
  recorder.sessions.started += 1;
  const roll = rand();
  let run;
  let session;
  if (roll < MIX.visitor) {
    session = new Session({ pool, recorder, address: nextAddress() });
    run = visitorSession(session);
  } else if (roll < MIX.visitor + MIX.buyer) {
    session = new Session({ pool, recorder, account: pick(accounts.buyers) });
    session.bookings = ledger.bookings;
    session.payments = ledger.payments;
    run = buyerSession(session);
  } else {
    session = new Session({ pool, recorder, account: pick(accounts.sellers) });
    run = sellerSession(session, categories);
  }
  return run.then(
    () => void (recorder.sessions.completed += 1),
    (error) => {
      recorder.sessions.failed += 1;
      recorder.note(`session failed: ${error.message}`);
    },
  );
}

/**
 * One step: sessions arrive at `rate` per second for `seconds` (exponential gaps: a Poisson
 * process), then the step waits for its sessions to end. CPU is measured over the arrivals.
 */
async function runStep({ rate, seconds: duration, pools, accounts, categories, cpuOf }) {
  const recorder = new Recorder();
  const running = new Set();
  const loadAverage = os.loadavg()[0];
  const start = performance.now();
  const end = start + duration * 1000;
  const cpuStart = cpuOf();
  let due = start;
  while (due < end) {
    const now = performance.now();
    if (due > now) await sleep(due - now);
    // Arrivals that fell due while the event loop was busy start now, not later: the rate holds.
    while (due <= performance.now() && due < end) {
      const run = startSession({ pools, accounts, recorder, categories });
      running.add(run);
      run.finally(() => running.delete(run));
      due += (-Math.log(1 - rand()) / rate) * 1000;
    }
  }
  const cpuEnd = cpuOf();
  const drained = await Promise.race([Promise.all(running).then(() => true), sleep(DRAIN_MS).then(() => false)]);
  if (!drained) recorder.sessions.failed += running.size;
  return {
    ...summarize({ rate, duration, recorder, cpu: cpuBetween(cpuStart, cpuEnd), drained }),
    loadAverage: Number(loadAverage.toFixed(2)),
  };
}

function statsOf(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

function summarize({ rate, duration, recorder, cpu, drained }) {
  const kinds = [...recorder.kinds.values()].filter((k) => k.latencies.length);
  const all = (write) => kinds.filter((k) => k.write === write).flatMap((k) => k.latencies);
  const requests = kinds.reduce((sum, k) => sum + k.latencies.length, 0);
  const errors = kinds.reduce((sum, k) => sum + k.errors, 0) + recorder.sessions.failed;
  const reads = statsOf(all(false));
  const writes = statsOf(all(true));
  const errorRate = requests ? errors / requests : 1;
  const misses = [];
  if (!(reads.p95 <= BUDGETS.readP95)) misses.push(`reads p95 ${Math.round(reads.p95)} ms`);
  if (!(writes.p95 <= BUDGETS.writeP95)) misses.push(`writes p95 ${Math.round(writes.p95)} ms`);
  if (!(errorRate <= BUDGETS.errorRate)) misses.push(`errors ${(errorRate * 100).toFixed(2)} %`);
  if (!drained) misses.push('sessions still running 10 s after the step');
  return {
    rate,
    sessions: recorder.sessions,
    sessionsPerSecond: recorder.sessions.completed / duration,
    requests,
    requestsPerSecond: requests / duration,
    reads,
    writes,
    errors,
    errorRate,
    refused: kinds.reduce((sum, k) => sum + k.refused, 0),
    cpu,
    pass: misses.length === 0,
    misses,
    notes: Object.fromEntries(recorder.notes),
    kinds: kinds.map((k) => ({
      name: k.name,
      write: k.write,
      ...statsOf(k.latencies),
      errors: k.errors,
      refused: k.refused,
      statuses: Object.fromEntries(k.statuses),
    })),
  };
}

const round = (value) => (Number.isFinite(value) ? Math.round(value) : '–');
const percent = (cores) => `${Math.round(cores * 100)} %`;

function printSteps(title, steps) {
  printTable(title, steps, [
    { title: 'sessions/s (offered)', get: (s) => s.rate.toFixed(1), right: true },
    { title: 'done/s', get: (s) => s.sessionsPerSecond.toFixed(1), right: true },
    { title: 'req/s', get: (s) => Math.round(s.requestsPerSecond), right: true },
    {
      title: 'reads p50/p95/p99 ms',
      get: (s) => `${round(s.reads.p50)}/${round(s.reads.p95)}/${round(s.reads.p99)}`,
      right: true,
    },
    {
      title: 'writes p50/p95/p99 ms',
      get: (s) => `${round(s.writes.p50)}/${round(s.writes.p95)}/${round(s.writes.p99)}`,
      right: true,
    },
    { title: 'errors', get: (s) => `${s.errors} (${(s.errorRate * 100).toFixed(2)} %)`, right: true },
    { title: '409s', get: (s) => s.refused, right: true },
    { title: 'API CPU', get: (s) => s.cpu.perApi.map(percent).join(' + '), right: true },
    { title: 'PostgreSQL CPU', get: (s) => percent(s.cpu.postgres), right: true },
    { title: 'generator CPU', get: (s) => percent(s.cpu.generator), right: true },
    {
      title: 'rest of machine',
      get: (s) => percent(Math.max(0, s.cpu.machine - s.cpu.api - s.cpu.postgres - s.cpu.generator)),
      right: true,
    },
    { title: 'load avg', get: (s) => s.loadAverage.toFixed(1), right: true },
    { title: 'budgets', get: (s) => (s.pass ? 'ok' : `MISS: ${s.misses.join(', ')}`) },
  ]);
}

function printKinds(title, step) {
  printTable(title, step.kinds, [
    { title: 'request', get: (k) => k.name },
    { title: 'kind', get: (k) => (k.write ? 'write' : 'read') },
    { title: 'count', get: (k) => k.count, right: true },
    { title: 'p50 ms', get: (k) => round(k.p50), right: true },
    { title: 'p95 ms', get: (k) => round(k.p95), right: true },
    { title: 'p99 ms', get: (k) => round(k.p99), right: true },
    { title: '409s', get: (k) => k.refused, right: true },
    { title: 'errors', get: (k) => k.errors, right: true },
    {
      title: 'statuses',
      get: (k) =>
        Object.entries(k.statuses)
          .filter(([, n]) => n > 0)
          .map(([status, n]) => `${status}×${n}`)
          .join(' '),
    },
  ]);
}

/**
 * Raises the arrival rate step by step from `from` until a step misses a budget. Returns every
 * step, the last that met the budgets and the first that did not.
 */
async function ladder({ label, from, pools, accounts, categories, cpuOf }) {
  log(`${label}: warm-up, ${WARMUP_SECONDS} s at ${from.toFixed(1)} sessions/s`);
  await runStep({ rate: from, seconds: WARMUP_SECONDS, pools, accounts, categories, cpuOf });
  const steps = [];
  let rate = from;
  for (let i = 0; i < MAX_STEPS; i += 1) {
    const step = await runStep({ rate, seconds: STEP_SECONDS, pools, accounts, categories, cpuOf });
    steps.push(step);
    log(
      `${label}: ${rate.toFixed(1)} sessions/s → ${Math.round(step.requestsPerSecond)} req/s, reads p95 ${round(step.reads.p95)} ms, writes p95 ${round(step.writes.p95)} ms, errors ${(step.errorRate * 100).toFixed(2)} %, API CPU ${step.cpu.perApi.map(percent).join(' + ')}, PostgreSQL ${percent(step.cpu.postgres)}, machine ${percent(step.cpu.machine)}${step.pass ? '' : ` — MISS (${step.misses.join(', ')})`}`,
    );
    for (const [note, n] of Object.entries(step.notes)) log(`  ${note} ×${n}`);
    if (!step.pass) break;
    rate *= RATE_FACTOR;
  }
  const passed = steps.filter((s) => s.pass);
  const best = passed.at(-1) ?? null;
  const saturated = steps.find((s) => !s.pass) ?? null;
  const capacity = best
    ? {
        sessionsPerSecond: best.rate,
        apiCores: best.cpu.api,
        perApiCore: best.rate / Math.max(best.cpu.api, 0.01),
        requestsPerSecond: best.requestsPerSecond,
      }
    : null;
  return { label, steps, best, saturated, capacity };
}

/* ---- the sold-once guarantee ---- */

async function soldOnce(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql, params) => (await client.query(sql, params)).rows[0];
    const paidTwice = await one(
      `SELECT count(*)::int AS n FROM (SELECT product_id FROM payments WHERE product_id IS NOT NULL
         GROUP BY product_id HAVING count(*) > 1) twice`,
    );
    // Charges that stand (succeeded, not refunded) for the same product through different bookings.
    const chargedTwice = await one(
      `SELECT count(*)::int AS n FROM (
         SELECT b.product_id FROM payment_intents i JOIN bookings b ON b.id = i.booking_id
         WHERE i.status = 'succeeded' GROUP BY b.product_id HAVING count(*) > 1) twice`,
    );
    const bookingIds = ledger.bookings.map((b) => b.bookingId);
    const bookingsFound = await one('SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1::uuid[])', [bookingIds]);
    const paymentIds = ledger.payments.map((p) => p.paymentId);
    const paymentsFound = await one(
      `SELECT count(*)::int AS n FROM payments p JOIN bookings b ON b.id = p.booking_id
       WHERE p.id = ANY($1::uuid[])`,
      [paymentIds],
    );
    const paidButAvailable = await one(
      `SELECT count(*)::int AS n FROM payments p JOIN products pr ON pr.id = p.product_id
       WHERE p.id = ANY($1::uuid[]) AND pr.status`,
      [paymentIds],
    );
    return {
      bookingsAnswered: bookingIds.length,
      bookingsFound: bookingsFound.n,
      paymentsAnswered: paymentIds.length,
      paymentsFound: paymentsFound.n,
      productsPaidTwice: paidTwice.n,
      productsChargedTwice: chargedTwice.n,
      paidButStillForSale: paidButAvailable.n,
      pass:
        bookingsFound.n === bookingIds.length &&
        paymentsFound.n === paymentIds.length &&
        paidTwice.n === 0 &&
        chargedTwice.n === 0 &&
        paidButAvailable.n === 0,
    };
  } finally {
    await client.end();
  }
}

/* ---- the profile ---- */

/** The heaviest functions of a .cpuprofile by self time, and the share of each package. */
function summarizeProfile(file) {
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const self = new Map();
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const functions = new Map();
  const packages = new Map();
  for (const [id, time] of self) {
    const { callFrame } = byId.get(id);
    const where = callFrame.url
      ? `${callFrame.url.replace(/^file:\/\//, '').replace(ROOT, '')}:${callFrame.lineNumber + 1}`
      : '';
    const name = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + time);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(callFrame.url)?.[1] ??
      (callFrame.url.startsWith('node:')
        ? 'node (built-in)'
        : callFrame.url
          ? 'the API’s own code'
          : callFrame.functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + time);
  }
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, time]) => ({ name, share: time / total }));
  return { functions: top(functions, 25), packages: top(packages, 15) };
}

async function profileStep({ rate, options, pools, accounts, categories, database }) {
  const dir = path.join(RESULTS_DIR, 'load-profile');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const api = await startApi(PORTS[0], options, ['--cpu-prof', '--cpu-prof-dir', dir]);
  try {
    const cpuOf = () => cpuSnapshot({ apiPids: [api.pid], database });
    await runStep({ rate: rate / 2, seconds: WARMUP_SECONDS, pools, accounts, categories, cpuOf });
    const step = await runStep({ rate, seconds: STEP_SECONDS, pools, accounts, categories, cpuOf });
    log(
      `profile: ${rate.toFixed(1)} sessions/s under --cpu-prof → reads p95 ${round(step.reads.p95)} ms, writes p95 ${round(step.writes.p95)} ms, API CPU ${percent(step.cpu.api)}`,
    );
  } finally {
    await stopProcess(api);
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the API wrote no CPU profile');
  const summary = summarizeProfile(path.join(dir, file));
  printTable(`API CPU profile at ${rate.toFixed(1)} sessions/s: packages by self time`, summary.packages, [
    { title: 'package', get: (p) => p.name },
    { title: 'self', get: (p) => `${(p.share * 100).toFixed(1)} %`, right: true },
  ]);
  printTable('heaviest functions by self time', summary.functions, [
    { title: 'function', get: (f) => f.name.slice(0, 150) },
    { title: 'self', get: (f) => `${(f.share * 100).toFixed(1)} %`, right: true },
  ]);
  console.log(`profile: ${path.join(dir, file)} (open it in Chrome DevTools' Performance panel)`);
  return { file: path.join(dir, file), ...summary };
}

/** The mean SQL statements per request kind, from query-counter.cjs's lines. */
function statementsPerRequest(file) {
  const kinds = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [method, route, status, statements] = line.split(' ');
    if (!statements) continue;
    const key = `${method} ${route} ${status}`;
    const kind = kinds.get(key) ?? { kind: key, requests: 0, statements: 0 };
    kind.requests += 1;
    kind.statements += Number(statements);
    kinds.set(key, kind);
  }
  return [...kinds.values()]
    .map((kind) => ({ ...kind, mean: kind.statements / kind.requests }))
    .sort((a, b) => b.requests - a.requests);
}

/* ---- where PostgreSQL spends its time ---- */

/**
 * Samples what this database's backends are doing (pg_stat_activity, every 5 ms) until stopped:
 * a sampling profile of PostgreSQL by statement, with no extension to load and no restart.
 */
function sampleSqlActivity(databaseName) {
  const client = new pg.Client({ connectionString: postgresBase });
  const counts = new Map();
  let running = true;
  let samples = 0;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query(
        `SELECT regexp_replace(query, '\\s+', ' ', 'g') AS query, wait_event_type AS wait FROM pg_stat_activity
         WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()`,
        [databaseName],
      );
      samples += 1;
      for (const row of rows) {
        const key = `${row.wait ?? 'CPU'}\t${row.query}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await done;
    const busy = [...counts.values()].reduce((sum, n) => sum + n, 0);
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 15);
    return {
      samples,
      busy,
      statements: top.map(([key, n]) => {
        const [wait, query] = key.split('\t');
        return { wait, share: `${((100 * n) / busy).toFixed(1)} %`, query };
      }),
    };
  };
}

/** A statement as the table shows it: its start and its end (where the WHERE and ORDER BY are). */
const shorten = (query) => (query.length <= 110 ? query : `${query.slice(0, 40)} … ${query.slice(-66)}`);

/* ---- the run ---- */

async function main() {
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server build failed');
  const machineAtStart = machine();
  console.log(describeMachine(machineAtStart));

  if (queryCountFile) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    rmSync(queryCountFile, { force: true });
  }
  const database = await createDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'replay-load-'));
  const options = { databaseUrl: database.url, dataDir };
  let emulator;
  let apis = [];
  const result = { date: new Date().toISOString(), quick, machine: machineAtStart, listings: LISTINGS };
  try {
    emulator = await startEmulator(path.join(dataDir, 'emulator'));
    apis = [await startApi(PORTS[0], options)];
    log(`auth emulator and API up after ${seconds(Date.now() - started)}`);
    const loadStarted = Date.now();
    const products = await loadListings(database.url, LISTINGS);
    log(`${products.toLocaleString('en')} products (demo and generated) after ${seconds(Date.now() - loadStarted)}`);

    const setupPool = clients([PORTS[0]])[0];
    const runId = Date.now().toString(36);
    const signUpStarted = Date.now();
    const accounts = {
      buyers: await signUpAccounts(setupPool, 'buyer', ACCOUNTS.buyers, runId),
      sellers: await signUpAccounts(setupPool, 'seller', ACCOUNTS.sellers, runId),
    };
    const categories = await setupCall(setupPool, 'GET', '/categories');
    await setupPool.close();
    log(
      `${accounts.buyers.length} buyers and ${accounts.sellers.length} sellers signed up in ${seconds(Date.now() - signUpStarted)}`,
    );

    // One instance.
    let pools = clients([PORTS[0]]);
    const stopSampling = sqlActivity ? sampleSqlActivity(database.name) : undefined;
    const one = await ladder({
      label: 'one instance',
      from: START_RATE,
      pools,
      accounts,
      categories,
      cpuOf: () => cpuSnapshot({ apiPids: apis.map((a) => a.pid), database: database.name }),
    });
    result.one = one;
    if (stopSampling) {
      result.sqlActivity = await stopSampling();
      printTable(
        `Where PostgreSQL spent its time during the one-instance ladder (${result.sqlActivity.samples} samples of pg_stat_activity, ${result.sqlActivity.busy} busy backends seen)`,
        result.sqlActivity.statements,
        [
          { title: 'share', get: (row) => row.share, right: true },
          { title: 'wait', get: (row) => row.wait },
          { title: 'statement', get: (row) => shorten(row.query) },
        ],
      );
    }
    printSteps('One API instance, step by step', one.steps);
    if (one.best)
      printKinds(
        `One instance, last step within the budgets (${one.best.rate.toFixed(1)} sessions/s), per request kind`,
        one.best,
      );
    if (one.saturated)
      printKinds(
        `One instance, first step over a budget (${one.saturated.rate.toFixed(1)} sessions/s), per request kind`,
        one.saturated,
      );

    if (profile && one.saturated) {
      await stopProcess(apis[0]);
      apis = [];
      result.profile = await profileStep({
        rate: one.saturated.rate,
        options,
        pools,
        accounts,
        categories,
        database: database.name,
      });
      apis = [await startApi(PORTS[0], options)];
    }
    await Promise.all(pools.map((pool) => pool.close()));

    // Two instances on the same database, the sessions spread between them.
    apis.push(await startApi(PORTS[1], options));
    pools = clients(PORTS);
    const twoFrom = one.capacity ? Math.max(START_RATE, one.capacity.sessionsPerSecond / RATE_FACTOR ** 2) : START_RATE;
    const two = await ladder({
      label: 'two instances',
      from: twoFrom,
      pools,
      accounts,
      categories,
      cpuOf: () => cpuSnapshot({ apiPids: apis.map((a) => a.pid), database: database.name }),
    });
    result.two = two;
    await Promise.all(pools.map((pool) => pool.close()));
    printSteps('Two API instances (sessions spread between them), step by step', two.steps);
    if (two.best)
      printKinds(`Two instances, last step within the budgets (${two.best.rate.toFixed(1)} sessions/s)`, two.best);
    if (two.saturated)
      printKinds(
        `Two instances, first step over a budget (${two.saturated.rate.toFixed(1)} sessions/s)`,
        two.saturated,
      );

    // Let the last writes settle, then the guarantee.
    await Promise.all(apis.map((api) => stopProcess(api)));
    apis = [];
    result.soldOnce = await soldOnce(database.url);
    result.editing = editing.available ? 'measured' : 'skipped: PATCH /product/{id} answered 404/405';
  } finally {
    await Promise.all(apis.map((api) => stopProcess(api)));
    await stopProcess(emulator);
    await database.drop().catch((error) => console.warn(`load: could not drop ${database.name}: ${error.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }

  const capacityRows = [
    ['one instance', result.one],
    ['two instances', result.two],
  ].map(([label, run]) => ({ label, run }));
  printTable('Capacity at the budgets (reads p95 ≤ 100 ms, writes p95 ≤ 300 ms, errors ≤ 0.1 %)', capacityRows, [
    { title: 'API', get: (r) => r.label },
    {
      title: 'sessions/s',
      get: (r) => (r.run.capacity ? r.run.capacity.sessionsPerSecond.toFixed(1) : 'none'),
      right: true,
    },
    { title: 'req/s', get: (r) => (r.run.capacity ? Math.round(r.run.capacity.requestsPerSecond) : '–'), right: true },
    { title: 'API cores used', get: (r) => (r.run.capacity ? r.run.capacity.apiCores.toFixed(2) : '–'), right: true },
    {
      title: 'sessions/s per API core',
      get: (r) => (r.run.capacity ? r.run.capacity.perApiCore.toFixed(1) : '–'),
      right: true,
    },
    {
      title: 'first miss',
      get: (r) =>
        r.run.saturated
          ? `${r.run.saturated.rate.toFixed(1)}/s: ${r.run.saturated.misses.join(', ')}`
          : 'none within the ladder',
    },
  ]);
  if (queryCountFile) {
    result.statements = statementsPerRequest(queryCountFile);
    printTable('SQL statements per request (every request of the run)', result.statements, [
      { title: 'request and status', get: (k) => k.kind },
      { title: 'requests', get: (k) => k.requests, right: true },
      { title: 'statements per request', get: (k) => k.mean.toFixed(2), right: true },
    ]);
  }
  const so = result.soldOnce;
  console.log(
    `\nSold once: ${so.productsPaidTwice} products paid twice, ${so.productsChargedTwice} charged twice, ${so.paidButStillForSale} paid but still for sale; bookings answered 201 ${so.bookingsAnswered}, in the database ${so.bookingsFound}; payments answered 201 ${so.paymentsAnswered}, in the database ${so.paymentsFound} — ${so.pass ? 'ok' : 'FAILED'}`,
  );
  if (!editing.available) console.log('Listing edits: skipped (this API has no PATCH /product/{id}).');
  result.seconds = Math.round((Date.now() - started) / 1000);
  const pass = Boolean(result.one.capacity && result.two.capacity && so.pass);
  const file = writeResult('load', { ...result, pass });
  console.log(`\nbench:load ${pass ? 'done' : 'FAILED'} in ${result.seconds} s; results in ${file}`);
  return pass;
}

try {
  process.exit((await main()) ? 0 : 1);
} catch (error) {
  console.error(error);
  process.exit(2);
}
