/**
 * What anonymous callers and a sign-in provider can do to everyone else's pages: no call that
 * changes no public list empties the public cache (its answers say HIT or MISS, and are counted),
 * and no outside image reaches a page through an account's photo.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as endpoints from '@replay/contract/endpoints';
import {
  createCategory,
  createProduct,
  createTestApp,
  emulatorSignUp,
  ENGINES,
  freshIdToken,
  type TestContext,
} from './support/harness';
import { bearer, call } from './support/api';

const unique = () => randomBytes(4).toString('hex');
const GOOGLE_PHOTO = 'https://lh3.googleusercontent.com/a/replay-test-photo';
const PHOTO = readFileSync(path.join(__dirname, '../seed-images/demo-avatar-buyer.jpg'));

/** The value of a counter in the metrics text, for one label set. */
const counter = (text: string, name: string, labels: string) =>
  Number(new RegExp(`^${name}\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);

describe.each(ENGINES)('the public surface (%s)', (engine) => {
  let ctx: TestContext;
  const fetched: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(engine, {
      env: { METRICS_PORT: '0', PUBLIC_CACHE_TTL_MS: '60000', RATE_LIMIT_RUM: '1000' },
      // No network here: the Google photo host answers from this function.
      photoFetch: async (input) => {
        fetched.push(String(input));
        return new Response(PHOTO, { headers: { 'content-type': 'image/jpeg' } });
      },
    });
  });
  afterAll(() => ctx.close());

  const metrics = async () => (await fetch(`http://localhost:${ctx.app.metrics.port}/metrics`)).text();

  it('keeps a cached list through 300 anonymous posts; answers say HIT or MISS and are counted', async () => {
    const seller = await ctx.user('seller');
    const categoryId = await createCategory(ctx.db);
    await createProduct(ctx, seller, categoryId);
    const list = () => call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } });
    const before = await metrics();

    expect((await list()).headers['x-cache']).toBe('MISS');
    expect((await list()).headers['x-cache']).toBe('HIT');
    for (let n = 0; n < 150; n += 1) {
      const remoteAddress = `10.7.${n % 250}.${Math.floor(n / 250) + 1}`;
      const reset = await call(ctx, undefined, endpoints.requestPasswordReset, {
        body: { email: `nobody-${n}@tests.replay` },
        remoteAddress,
      });
      expect(reset.statusCode).toBe(202);
      const rum = await call(ctx, undefined, endpoints.reportRum, {
        body: { route: '/', metrics: [{ name: 'TTFB', value: 120 }] },
        remoteAddress,
      });
      expect(rum.statusCode).toBe(204);
    }
    expect((await list()).headers['x-cache']).toBe('HIT');

    const after = await metrics();
    const labels = 'list="category"';
    expect(counter(after, 'replay_public_cache_hits_total', labels)).toBe(
      counter(before, 'replay_public_cache_hits_total', labels) + 2,
    );
    expect(counter(after, 'replay_public_cache_misses_total', labels)).toBe(
      counter(before, 'replay_public_cache_misses_total', labels) + 1,
    );

    // A write that changes the list still clears it.
    await createProduct(ctx, seller, categoryId);
    expect((await list()).headers['x-cache']).toBe('MISS');
  });

  it('limits the calls of the password-reset route per client address', async () => {
    const reset = () =>
      call(ctx, undefined, endpoints.requestPasswordReset, {
        body: { email: `nobody-${unique()}@tests.replay` },
        remoteAddress: '10.8.0.1',
      });
    for (let n = 0; n < 10; n += 1) expect((await reset()).statusCode).toBe(202);
    const refused = await reset();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests; try again in \d+ seconds$/);
  });

  it("refuses a password account's own picture claim: no outside image on a seller page", async () => {
    const email = `pixel-${unique()}@tests.replay`;
    const { uid } = await emulatorSignUp(email);
    const tracker = 'https://tracker.example/pixel.gif';
    await ctx.identity.auth.updateUser(uid, { photoURL: tracker, emailVerified: true });
    const saved = await call(ctx, bearer(await freshIdToken(email)), endpoints.saveUser, {
      body: { name: 'Pixel', email, img: tracker, role: 'seller' },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe('Use an image uploaded to Replay Market');
  });

  it("copies a Google account's photo into the image store at the first save", async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const email = `google-${unique()}@tests.replay`;
    const claims = { sub: `google-${unique()}`, email, email_verified: true, name: 'Gee', picture: GOOGLE_PHOTO };
    const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=k`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        returnSecureToken: true,
      }),
    });
    const { idToken } = (await response.json()) as { idToken: string };
    // Not Google's photo host, even from a Google sign-in: refused.
    const elsewhere = await call(ctx, bearer(idToken), endpoints.saveUser, {
      body: { name: 'Gee', email, img: 'https://tracker.example/pixel.gif', role: 'buyer' },
    });
    expect(elsewhere.statusCode).toBe(400);

    const saved = await call(ctx, bearer(idToken), endpoints.saveUser, {
      body: { name: 'Gee', email, img: GOOGLE_PHOTO, role: 'buyer' },
    });
    expect(saved.statusCode).toBe(200);
    expect(fetched).toEqual([GOOGLE_PHOTO]);
    const [row] = await ctx.db.query<{ img: string }>('SELECT img FROM users WHERE email = $1', [email]);
    expect(row!.img).toMatch(/^http:\/\/api\.test\/images\/[0-9a-f-]{36}\.jpg$/);
    const image = await call(ctx, undefined, endpoints.getImage, { params: { name: path.basename(row!.img) } });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PHOTO)).toBe(true);

    // A later save with Google's address keeps our copy and fetches nothing.
    await call(ctx, bearer(idToken), endpoints.saveUser, {
      body: { name: 'Gee', email, img: GOOGLE_PHOTO, role: 'buyer' },
    });
    expect(fetched).toHaveLength(1);
    expect((await ctx.db.query('SELECT img FROM users WHERE email = $1', [email]))[0]).toEqual(row);
  });
});
