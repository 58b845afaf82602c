import * as endpoints from '@replay/contract/endpoints';
import { createTestApp, emulatorSignUp, ENGINES, freshIdToken, type TestContext } from './support/harness';
import { loadConfig } from '../src/config';
import { bearer, call, unchecked } from './support/api';

describe.each(ENGINES)('identity and tokens (%s)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
  });
  afterAll(() => ctx.close());

  const jwt = (token?: string, email?: string) =>
    call(ctx, token ? bearer(token) : undefined, endpoints.getAccessToken, { query: { email } });

  it('exchanges a valid Firebase ID token for an access token that works on protected calls', async () => {
    const buyer = await ctx.user('buyer');
    const response = await jwt(buyer.idToken, buyer.email);
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<{ accessToken: string }>();
    const role = await call(ctx, bearer(accessToken), endpoints.getUserRole, { query: { email: buyer.email } });
    expect(role.json()).toEqual([{ role: 'buyer' }]);
  });

  it('refuses GET /jwt?email= without a valid ID token', async () => {
    const buyer = await ctx.user('buyer');
    expect((await jwt(undefined, buyer.email)).statusCode).toBe(401);
    expect((await jwt('not-a-token', buyer.email)).statusCode).toBe(401);
    // Our own access token is not a Firebase ID token.
    expect((await jwt(buyer.accessToken, buyer.email)).statusCode).toBe(401);
    // An unsigned token for another project.
    const forged = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({
          iss: 'https://securetoken.google.com/other',
          aud: 'other',
          sub: 'x',
          email: buyer.email,
          iat: Math.floor(Date.now() / 1000),
          exp: Math.floor(Date.now() / 1000) + 3600,
        }),
      ).toString('base64url'),
      '',
    ].join('.');
    const response = await jwt(forged, buyer.email);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 403 when ?email= names someone else, on the exchange and on protected calls', async () => {
    const buyer = await ctx.user('buyer');
    const other = await ctx.user('seller');
    expect((await jwt(buyer.idToken, other.email)).statusCode).toBe(403);
    const role = await call(ctx, buyer, endpoints.getUserRole, { query: { email: other.email } });
    expect(role.statusCode).toBe(403);
    const bookings = await call(ctx, buyer, endpoints.listMyBookings, { query: { email: other.email } });
    expect(bookings.statusCode).toBe(403);
  });

  it('rejects forged and expired access tokens', async () => {
    const forged = ctx.app.jwt.sign({ sub: 'x', email: 'nobody@tests.replay' }, {
      key: 'another-secret-another-secret-another',
    } as never);
    const badSignature = forged.slice(0, -4) + 'AAAA';
    for (const token of [badSignature, 'abc.def.ghi']) {
      const response = await call(ctx, bearer(token), endpoints.getUserRole);
      expect(response.statusCode).toBe(401);
    }
    const expired = ctx.app.jwt.sign({ sub: 'x', email: 'nobody@tests.replay' }, { expiresIn: -10 } as never);
    const response = await call(ctx, bearer(expired), endpoints.getUserRole);
    expect(response.statusCode).toBe(401);
  });

  it('keeps the role chosen at the first save: a later PUT /users never changes it', async () => {
    const seller = await ctx.user('seller');
    const again = await call(ctx, bearer(seller.idToken), endpoints.saveUser, {
      body: { name: 'Renamed Seller', email: seller.email, img: '', role: 'buyer' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ acknowledged: true, matchedCount: 1, upsertedId: null, role: 'seller' });
    const role = await call(ctx, seller, endpoints.getUserRole);
    expect(role.json()).toEqual([{ role: 'seller' }]);
  });

  it('creates first-time users as buyers by default and reports the inserted id', async () => {
    const email = `google-${Date.now()}@tests.replay`;
    const { idToken } = await emulatorSignUp(email);
    const saved = await call(ctx, bearer(idToken), endpoints.saveUser, { body: { name: 'Google User', email } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      acknowledged: true,
      matchedCount: 0,
      upsertedId: expect.any(String),
      role: 'buyer',
    });
  });

  it('never lets a user make themself admin or verified, or save someone else', async () => {
    const email = `climber-${Date.now()}@tests.replay`;
    const { idToken } = await emulatorSignUp(email);
    const asAdmin = await call(ctx, bearer(idToken), endpoints.saveUser, {
      body: unchecked({ name: 'X', email, role: 'admin' }),
    });
    expect(asAdmin.statusCode).toBe(400);
    expect(asAdmin.json().errors.role).toMatch(/buyer, seller/);
    const verified = await call(ctx, bearer(idToken), endpoints.saveUser, {
      body: { name: 'X', email, role: 'seller', verified: true },
    });
    expect(verified.statusCode).toBe(200);
    expect((await ctx.db.query('SELECT verified FROM users WHERE email = $1', [email]))[0]).toEqual({
      verified: false,
    });
    const other = await call(ctx, bearer(idToken), endpoints.saveUser, {
      body: { name: 'X', email: 'victim@tests.replay' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('makes the verified e-mails of ADMIN_EMAILS admins', async () => {
    const { idToken, uid } = await emulatorSignUp(ctx.adminEmail);
    await ctx.identity.auth.updateUser(uid, { emailVerified: true });
    const verifiedToken = await freshIdToken(ctx.adminEmail);
    const saved = await call(ctx, bearer(verifiedToken), endpoints.saveUser, {
      body: { name: 'Configured Admin', email: ctx.adminEmail, role: 'buyer' },
    });
    expect(saved.json().role).toBe('admin');
    // The token from before verification carries no proof: still no admin rights with it.
    const { accessToken } = (await jwt(idToken, ctx.adminEmail)).json();
    const buyers = await call(ctx, bearer(accessToken), endpoints.listBuyers);
    expect(buyers.statusCode).toBe(403);
    expect(buyers.json().message).toMatch(/verified e-mail/);
  });

  it('gives no admin rights to an unverified address, whether named in ADMIN_EMAILS or already an admin', async () => {
    const configured = `configured-${Date.now()}@tests.replay`;
    const other = await createTestApp(engine, { env: { ADMIN_EMAILS: configured } });
    try {
      // Someone signs up as the configured address before its owner does: a buyer, not an admin.
      const { idToken } = await emulatorSignUp(configured);
      const saved = await call(other, bearer(idToken), endpoints.saveUser, {
        body: { name: 'Impostor', email: configured },
      });
      expect(saved.json().role).toBe('buyer');
      // An account whose row says admin (seeded, promoted at start) still needs the proof.
      const admin = await other.user('admin', { emailVerified: false });
      for (const endpoint of [endpoints.listBuyers, endpoints.listSellers, endpoints.listReports]) {
        const response = await call(other, admin, endpoint);
        expect(response.statusCode).toBe(403);
      }
      const lookup = await call(other, admin, endpoints.getUserRole, { query: { email: configured } });
      expect(lookup.statusCode).toBe(403);
      // Verified, the same account is an admin.
      const verified = await other.user('admin');
      expect((await call(other, verified, endpoints.listBuyers)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('takes admin rights away at the next start from an admin ADMIN_EMAILS no longer names, the demo admin aside', async () => {
    const other = await createTestApp(engine);
    try {
      const listed = await emulatorSignUp(other.adminEmail);
      await other.identity.auth.updateUser(listed.uid, { emailVerified: true });
      const listedToken = await freshIdToken(other.adminEmail);
      await call(other, bearer(listedToken), endpoints.saveUser, {
        body: { name: 'Listed Admin', email: other.adminEmail },
      });
      const exchanged = await call(other, bearer(listedToken), endpoints.getAccessToken);
      const listedAuth = bearer(exchanged.json().accessToken);
      // An admin by an earlier ADMIN_EMAILS (or by hand), and the embedded demo's seeded admin.
      const unlisted = await other.user('admin');
      await other.db.query(`INSERT INTO users (email, name, role) VALUES ('admin@replay.test', 'Ada', 'admin')`);
      const buyers = (auth: { authorization: string }) => call(other, auth, endpoints.listBuyers);
      const roleOf = async (email: string) =>
        (await other.db.query<{ role: string }>('SELECT role FROM users WHERE email = $1', [email]))[0]!.role;
      expect((await buyers(unlisted.auth)).statusCode).toBe(200);

      await other.restart();
      const refused = await buyers(unlisted.auth);
      expect([refused.statusCode, refused.json().message]).toEqual([403, 'Only admins can do this']);
      expect((await buyers(listedAuth)).statusCode).toBe(200);
      expect(await roleOf('admin@replay.test')).toBe('admin');

      // Without the demo, and with the address taken out of ADMIN_EMAILS, neither is an admin.
      await other.restart({ ADMIN_EMAILS: '', SEED_DEMO: 'false' });
      expect((await buyers(listedAuth)).statusCode).toBe(403);
      expect(await roleOf('admin@replay.test')).toBe('buyer');
    } finally {
      await other.close();
    }
  });

  it('needs a saved account before issuing an access token', async () => {
    const email = `unsaved-${Date.now()}@tests.replay`;
    const { idToken } = await emulatorSignUp(email);
    const response = await jwt(idToken, email);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/sign up/);
  });

  it("lets an admin read another user's role and verified flag", async () => {
    const admin = await ctx.user('admin');
    const seller = await ctx.user('seller', { verified: true });
    const role = await call(ctx, admin, endpoints.getUserRole, { query: { email: seller.email } });
    expect(role.json()).toEqual([{ role: 'seller' }]);
    const verified = await call(ctx, admin, endpoints.getUserVerified, { query: { email: seller.email } });
    expect(verified.json()).toEqual([{ verified: true }]);
  });
});

describe('configuration', () => {
  const production = {
    DATA_DIR: '/tmp/replay-config-test',
    NODE_ENV: 'production',
    ACCESS_TOKEN_SECRET: 'x'.repeat(40),
    UNSUBSCRIBE_SECRET: 'y'.repeat(40),
    MAIL_TRANSPORT: 'smtp://mail.example.com:587',
    FIREBASE_API_KEY: 'web-api-key',
  };
  const stripe = { FIREBASE_PROJECT_ID: 'real', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

  it('refuses to start in production with the auth emulator, a demo project or test payments', () => {
    expect(() =>
      loadConfig({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'real' }),
    ).toThrow(/emulator/);
    expect(() => loadConfig({ ...production, FIREBASE_PROJECT_ID: 'demo-replay' })).toThrow(/demo-/);
    expect(() => loadConfig({ ...production, FIREBASE_PROJECT_ID: 'real' })).toThrow(/test-card/);
    expect(loadConfig({ ...production, ...stripe }).paymentProvider).toBe('stripe');
  });

  it('refuses production without a shared ACCESS_TOKEN_SECRET, Stripe without its webhook secret, and demo data', () => {
    const { ACCESS_TOKEN_SECRET: _secret, ...noSecret } = production;
    expect(() => loadConfig({ ...noSecret, ...stripe })).toThrow(/ACCESS_TOKEN_SECRET/);
    expect(() => loadConfig({ ...production, ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...production, ...stripe, SEED_DEMO: '1' })).toThrow(/demo data/);
    expect(loadConfig({ ...production, ...stripe }).seedDemo).toBe(false);
    const { FIREBASE_API_KEY: _key, ...noApiKey } = production;
    expect(() => loadConfig({ ...noApiKey, ...stripe })).toThrow(/FIREBASE_API_KEY/);
  });

  it('refuses production with mail going nowhere (log, none) unless ALLOW_NO_MAIL=1, and without UNSUBSCRIBE_SECRET', () => {
    for (const transport of ['log', 'none', '']) {
      expect(() => loadConfig({ ...production, ...stripe, MAIL_TRANSPORT: transport })).toThrow(/ALLOW_NO_MAIL/);
    }
    expect(loadConfig({ ...production, ...stripe, MAIL_TRANSPORT: 'none', ALLOW_NO_MAIL: '1' }).mail.transport).toEqual(
      {
        kind: 'none',
      },
    );
    const { UNSUBSCRIBE_SECRET: _unsubscribe, ...noUnsubscribeSecret } = production;
    expect(() => loadConfig({ ...noUnsubscribeSecret, ...stripe })).toThrow(/UNSUBSCRIBE_SECRET/);
    expect(() => loadConfig({ DATA_DIR: '/tmp/replay-config-test', MAIL_TRANSPORT: 'mail.example.com' })).toThrow(
      /MAIL_TRANSPORT must be/,
    );
    expect(loadConfig({ DATA_DIR: '/tmp/replay-config-test' }).mail).toMatchObject({
      transport: { kind: 'log', dir: '/tmp/replay-config-test/mail' },
      from: 'Replay Market <no-reply@replay.test>',
    });
  });

  it('refuses TRUST_PROXY=true and takes the proxies by address, CIDR range or hop count', () => {
    const base = { DATA_DIR: '/tmp/replay-config-test' };
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY must name the proxies/);
    }
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.2' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.2',
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig(base).trustProxy).toBe(false);
  });

  it('takes the test-card provider outside development only with ALLOW_TEST_PAYMENTS=1, and never in production', () => {
    const staging = { DATA_DIR: '/tmp/replay-config-test', NODE_ENV: 'staging' };
    expect(() => loadConfig(staging)).toThrow(/ALLOW_TEST_PAYMENTS=1/);
    expect(loadConfig({ ...staging, ALLOW_TEST_PAYMENTS: '1' }).paymentProvider).toBe('dummy');
    expect(loadConfig({ DATA_DIR: '/tmp/replay-config-test' }).paymentProvider).toBe('dummy');
    expect(() => loadConfig({ ...production, FIREBASE_PROJECT_ID: 'real', ALLOW_TEST_PAYMENTS: '1' })).toThrow(
      /test-card/,
    );
  });

  it('seeds demo data beside the auth emulator or when asked, not merely because DATABASE_URL is unset', () => {
    const base = { DATA_DIR: '/tmp/replay-config-test' };
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', SEED_DEMO: 'false' }).seedDemo).toBe(
      false,
    );
  });
});
