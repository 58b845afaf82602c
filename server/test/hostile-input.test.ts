import { randomUUID } from 'node:crypto';
import { PublicCache } from '../src/public-cache';
import { createTestApp, ENGINES, type TestContext, type TestUser } from './support/harness';

describe.each(ENGINES)('hostile input and limits (%s)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, { env: { RATE_LIMIT_UPLOADS: '30', RATE_LIMIT_WRITES: '5' } });
  });
  afterAll(() => ctx.close());

  it('limits 40 uploads by address even when each carries a made-up token', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/images',
        headers: { authorization: `Bearer made-up-token-${i}-${randomUUID()}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it("keeps a user's limit when they renew their access token", async () => {
    const buyer = await ctx.user('buyer');
    const save = (user: TestUser, authorization = user.auth.authorization) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: { authorization },
        payload: { name: user.name, email: user.email },
      });
    for (let i = 0; i < 5; i += 1) expect((await save(buyer)).statusCode).toBe(200);
    const renewed = await ctx.app.inject({
      method: 'GET',
      url: '/jwt',
      headers: { authorization: `Bearer ${buyer.idToken}` },
    });
    const { accessToken } = renewed.json<{ accessToken: string }>();
    const limited = await save(buyer, `Bearer ${accessToken}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    // Another user is not affected.
    const other = await ctx.user('buyer');
    expect((await save(other)).statusCode).toBe(200);
  });

  it('answers 400, not 500, to a repeated query parameter', async () => {
    const buyer = await ctx.user('buyer');
    for (const url of [
      `/booking?email=${buyer.email}&email=${buyer.email}`,
      '/users/role?email=a@b.c&email=d@e.f',
      '/categories?x=1&x=2',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: buyer.auth });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/may be given only once/);
    }
  });

  it('refuses a blank name and a picture that is not a web address', async () => {
    const buyer = await ctx.user('buyer');
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/users',
        headers: buyer.auth,
        payload: { email: buyer.email, ...payload },
      });
    const blank = await put({ name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: 'name has an invalid format' });
    const script = await put({ name: 'Bea', img: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe('img must be a web address (http:// or https://)');
    expect((await ctx.db.query('SELECT name FROM users WHERE id = $1', [buyer.id]))[0]).toEqual({ name: buyer.name });
    // No picture at all (a Google account without a photo) is fine, and names are saved trimmed.
    expect((await put({ name: '  Bea  ', img: '' })).statusCode).toBe(200);
    expect((await ctx.db.query('SELECT name FROM users WHERE id = $1', [buyer.id]))[0]).toEqual({ name: 'Bea' });
  });

  it('does not cache lists of categories that do not exist', async () => {
    ctx.app.publicCache.clear();
    for (let i = 0; i < 25; i += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: `/products/${randomUUID()}` })).statusCode).toBe(404);
    }
    expect(ctx.app.publicCache.size).toBe(0);
  });
});

describe('public cache', () => {
  const page = (value: unknown) => ({ items: [value], nextCursor: null });

  it('keeps at most its maximum number of answers, least recently used out first', async () => {
    const cache = new PublicCache(60_000, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, async () => page(key), JSON.stringify);
    expect(cache.size).toBe(3);
    let loads = 0;
    await cache.get('e', async () => page((loads += 1)), JSON.stringify);
    await cache.get('a', async () => page((loads += 1)), JSON.stringify);
    expect(loads).toBe(1);
  });

  it('expires answers after their time to live and shares one load between concurrent misses', async () => {
    const cache = new PublicCache(30);
    let loads = 0;
    const load = async () => page(++loads);
    expect(
      (await Promise.all([cache.get('k', load, JSON.stringify), cache.get('k', load, JSON.stringify)])).map(
        (hit) => hit?.body,
      ),
    ).toEqual(['[1]', '[1]']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await cache.get('k', load, JSON.stringify))?.body).toBe('[2]');
  });
});
