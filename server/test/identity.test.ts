import { createTestApp, emulatorSignUp, ENGINES, type TestContext } from './support/harness';
import { loadConfig } from '../src/config';

describe.each(ENGINES)('identity and tokens (%s)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
  });
  afterAll(() => ctx.close());

  const jwt = (token?: string, email?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/jwt${email ? `?email=${encodeURIComponent(email)}` : ''}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('exchanges a valid Firebase ID token for an access token that works on protected calls', async () => {
    const buyer = await ctx.user('buyer');
    const response = await jwt(buyer.idToken, buyer.email);
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<{ accessToken: string }>();
    const role = await ctx.app.inject({ method: 'GET', url: `/users/role?email=${buyer.email}`, headers: { authorization: `Bearer ${accessToken}` } });
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
        JSON.stringify({ iss: 'https://securetoken.google.com/other', aud: 'other', sub: 'x', email: buyer.email, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 }),
      ).toString('base64url'),
      '',
    ].join('.');
    const response = await jwt(forged, buyer.email);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("answers 403 when ?email= names someone else, on the exchange and on protected calls", async () => {
    const buyer = await ctx.user('buyer');
    const other = await ctx.user('seller');
    expect((await jwt(buyer.idToken, other.email)).statusCode).toBe(403);
    const role = await ctx.app.inject({ method: 'GET', url: `/users/role?email=${other.email}`, headers: buyer.auth });
    expect(role.statusCode).toBe(403);
    const bookings = await ctx.app.inject({ method: 'GET', url: `/booking?email=${other.email}`, headers: buyer.auth });
    expect(bookings.statusCode).toBe(403);
  });

  it('rejects forged and expired access tokens', async () => {
    const forged = ctx.app.jwt.sign({ sub: 'x', email: 'nobody@tests.replay' }, { key: 'another-secret-another-secret-another' } as never);
    const badSignature = forged.slice(0, -4) + 'AAAA';
    for (const token of [badSignature, 'abc.def.ghi']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/users/role', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
    }
    const expired = ctx.app.jwt.sign({ sub: 'x', email: 'nobody@tests.replay' }, { expiresIn: -10 } as never);
    const response = await ctx.app.inject({ method: 'GET', url: '/users/role', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
  });

  it('keeps the role chosen at the first save: a later PUT /users never changes it', async () => {
    const seller = await ctx.user('seller');
    const again = await ctx.app.inject({
      method: 'PUT',
      url: '/users',
      headers: { authorization: `Bearer ${seller.idToken}` },
      payload: { name: 'Renamed Seller', email: seller.email, img: '', role: 'buyer' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ acknowledged: true, matchedCount: 1, upsertedId: null, role: 'seller' });
    const role = await ctx.app.inject({ method: 'GET', url: '/users/role', headers: seller.auth });
    expect(role.json()).toEqual([{ role: 'seller' }]);
  });

  it('creates first-time users as buyers by default and reports the inserted id', async () => {
    const email = `google-${Date.now()}@tests.replay`;
    const { idToken } = await emulatorSignUp(email);
    const saved = await ctx.app.inject({ method: 'PUT', url: '/users', headers: { authorization: `Bearer ${idToken}` }, payload: { name: 'Google User', email } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ acknowledged: true, matchedCount: 0, upsertedId: expect.any(String), role: 'buyer' });
  });

  it('never lets a user make themself admin or verified, or save someone else', async () => {
    const email = `climber-${Date.now()}@tests.replay`;
    const { idToken } = await emulatorSignUp(email);
    const asAdmin = await ctx.app.inject({ method: 'PUT', url: '/users', headers: { authorization: `Bearer ${idToken}` }, payload: { name: 'X', email, role: 'admin' } });
    expect(asAdmin.statusCode).toBe(400);
    expect(asAdmin.json().errors.role).toMatch(/buyer, seller/);
    const verified = await ctx.app.inject({ method: 'PUT', url: '/users', headers: { authorization: `Bearer ${idToken}` }, payload: { name: 'X', email, role: 'seller', verified: true } });
    expect(verified.statusCode).toBe(200);
    expect((await ctx.db.query('SELECT verified FROM users WHERE email = $1', [email]))[0]).toEqual({ verified: false });
    const other = await ctx.app.inject({ method: 'PUT', url: '/users', headers: { authorization: `Bearer ${idToken}` }, payload: { name: 'X', email: 'victim@tests.replay' } });
    expect(other.statusCode).toBe(403);
  });

  it('makes the e-mails of ADMIN_EMAILS admins', async () => {
    const { idToken } = await emulatorSignUp(ctx.adminEmail);
    const saved = await ctx.app.inject({ method: 'PUT', url: '/users', headers: { authorization: `Bearer ${idToken}` }, payload: { name: 'Configured Admin', email: ctx.adminEmail, role: 'buyer' } });
    expect(saved.json().role).toBe('admin');
  });

  it('needs a saved account before issuing an access token', async () => {
    const email = `unsaved-${Date.now()}@tests.replay`;
    const { idToken } = await emulatorSignUp(email);
    const response = await jwt(idToken, email);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/sign up/);
  });

  it('lets an admin read another user\'s role and verified flag', async () => {
    const admin = await ctx.user('admin');
    const seller = await ctx.user('seller', { verified: true });
    const role = await ctx.app.inject({ method: 'GET', url: `/users/role?email=${seller.email}`, headers: admin.auth });
    expect(role.json()).toEqual([{ role: 'seller' }]);
    const verified = await ctx.app.inject({ method: 'GET', url: `/users/verified?email=${seller.email}`, headers: admin.auth });
    expect(verified.json()).toEqual([{ verified: true }]);
  });
});

describe('configuration', () => {
  it('refuses to start in production with the auth emulator, a demo project or test payments', () => {
    const base = { DATA_DIR: '/tmp/replay-config-test', NODE_ENV: 'production', ACCESS_TOKEN_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'real' })).toThrow(/emulator/);
    expect(() => loadConfig({ ...base, FIREBASE_PROJECT_ID: 'demo-replay' })).toThrow(/demo-/);
    expect(() => loadConfig({ ...base, FIREBASE_PROJECT_ID: 'real' })).toThrow(/test-card/);
    expect(loadConfig({ ...base, FIREBASE_PROJECT_ID: 'real', STRIPE_SECRET_KEY: 'sk_test_x' }).paymentProvider).toBe('stripe');
  });
});
