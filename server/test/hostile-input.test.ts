import { randomUUID } from 'node:crypto';
import { PublicCache } from '../src/plugins/app/public-cache';
import {
  book,
  createCategory,
  createProduct,
  createTestApp,
  ENGINES,
  productPayload,
  type TestContext,
  type TestUser,
} from './support/harness';

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

describe.each(ENGINES)('input that once reached a 500 (%s)', (engine) => {
  let ctx: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  let ids: { category: string; product: string; booking: string };
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    [seller, buyer, admin] = [await ctx.user('seller'), await ctx.user('buyer'), await ctx.user('admin')];
    const category = await createCategory(ctx.db);
    const product = await createProduct(ctx, seller, category);
    ids = { category, product, booking: await book(ctx, buyer, product) };
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
    ctx.app.inject({ method, url, headers: user?.auth ?? {}, payload });
  const expect400 = async (response: Awaited<ReturnType<typeof send>>, message: string | RegExp) => {
    expect([response.statusCode, response.json().message]).toEqual([400, expect.stringMatching(message)]);
  };

  it('answers 400 to an id with a urn:uuid: prefix, on every id route, id query and id field', async () => {
    const urn = (id: string) => `urn:uuid:${id}`;
    const calls: Array<[Parameters<typeof send>[0], string, TestUser?, object?]> = [
      ['GET', `/product/${urn(ids.product)}`],
      ['GET', `/products/${urn(ids.category)}`],
      ['GET', `/products/search?category=${urn(ids.category)}`],
      ['GET', `/products/search?seller=${urn(seller.id)}`],
      ['GET', `/booking/${urn(ids.booking)}`, buyer],
      ['POST', `/booking/${urn(ids.booking)}/cancel`, buyer],
      ['GET', `/sellers/${urn(seller.id)}`, buyer],
      ['GET', `/sellers/${urn(seller.id)}/reviews`, buyer],
      ['PUT', `/favourites/${urn(ids.product)}`, buyer],
      ['DELETE', `/favourites/${urn(ids.product)}`, buyer],
      ['DELETE', `/product/delete/${urn(ids.product)}`, seller],
      ['DELETE', `/buyer/delete/${urn(buyer.id)}`, admin],
      ['DELETE', `/seller/delete/${urn(seller.id)}`, admin],
      ['POST', `/seller/verify/${urn(seller.id)}`, admin],
      ['DELETE', `/report/delete/${urn(ids.product)}`, admin],
      ['POST', '/booking', buyer, { productId: urn(ids.product), mobile: '+1 512 555 0101', location: 'Library' }],
      ['POST', '/create-payment-intent', buyer, { bookingId: urn(ids.booking) }],
      ['POST', '/payments', buyer, { bookingId: urn(ids.booking), transactionId: 'pi_x' }],
      ['POST', '/reviews', buyer, { bookingId: urn(ids.booking), rating: 5 }],
      ['POST', '/report', buyer, { productId: urn(ids.product) }],
      ['POST', '/product/advertise', seller, { productId: urn(ids.product) }],
      ['POST', '/products', seller, productPayload(urn(ids.category))],
    ];
    for (const [method, url, user, payload] of calls) {
      await expect400(await send(method, url, user, payload), /is not a valid id$/);
    }
  });

  it('answers 400 to a NUL character in a text field or in q', async () => {
    await expect400(await send('GET', '/products/search?q=zel%00da'), 'q must not contain a NUL character');
    await expect400(
      await send('POST', '/products', seller, productPayload(ids.category, { title: 'Zel\u0000da' })),
      'title must not contain a NUL character',
    );
    await expect400(
      await send('POST', '/booking', buyer, {
        productId: ids.product,
        mobile: '+1 512 555 0101',
        location: 'Li\u0000b',
      }),
      'location must not contain a NUL character',
    );
    await expect400(
      await send('PUT', '/users', buyer, { name: 'Bea\u0000', email: buyer.email }),
      'name must not contain a NUL character',
    );
    await expect400(
      await send('POST', '/reviews', buyer, { bookingId: ids.booking, rating: 5, comment: '\u0000' }),
      'comment must not contain a NUL character',
    );
  });

  it('answers 400 to a cursor whose time or number is out of range, on every list', async () => {
    const cursor = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const farPast = cursor(['-999999999999999999', ids.product]);
    const hugeNumber = cursor([9_007_199_254_740_991, ids.product]);
    const lists: Array<[string, TestUser?]> = [
      [`/products/${ids.category}?cursor=${farPast}`],
      [`/product/advertise?cursor=${farPast}`],
      [`/products/search?cursor=${farPast}`],
      [`/products/search?sort=price_asc&cursor=${hugeNumber}`],
      [`/products/search?sort=discount&cursor=${cursor([-9_007_199_254_740_991, ids.product])}`],
      [`/products?cursor=${farPast}`, seller],
      [`/booking?cursor=${farPast}`, buyer],
      [`/seller/bookings?cursor=${farPast}`, seller],
      [`/favourites?cursor=${farPast}`, buyer],
      [`/role/buyers?cursor=${farPast}`, admin],
      [`/role/sellers?cursor=${farPast}`, admin],
      [`/report?cursor=${farPast}`, admin],
      [`/sellers/${seller.id}/reviews?cursor=${farPast}`, buyer],
    ];
    for (const [url, user] of lists) await expect400(await send('GET', url, user), /^cursor is not valid/);
  });

  it('answers 400 to prices of ±1e309 and page sizes of 1e309', async () => {
    await expect400(await send('GET', '/products/search?minPrice=1e309'), 'minPrice must be a finite number');
    await expect400(await send('GET', '/products/search?maxPrice=-1e309'), 'maxPrice must be a finite number');
    await expect400(await send('GET', `/products/${ids.category}?limit=1e309`), 'limit must be a finite number');
  });

  it('refuses a resale price above the original one, whatever the ratio', async () => {
    for (const [orgprice, resprice] of [
      [10, 20],
      [0.5, 1_000_000],
    ]) {
      await expect400(
        await send('POST', '/products', seller, productPayload(ids.category, { orgprice, resprice })),
        'The resale price must not be above the original price',
      );
    }
  });

  it('answers 400 to multipart without a boundary or cut short, and { message } to a malformed URL', async () => {
    const upload = (contentType: string, payload: string) =>
      ctx.app.inject({ method: 'POST', url: '/images', headers: { 'content-type': contentType }, payload });
    const malformed = /^The upload is not valid multipart\/form-data/;
    await expect400(await upload('multipart/form-data', 'xx'), malformed);
    await expect400(
      await upload(
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
      ),
      malformed,
    );
    for (const url of ['/%', '/product/%zz']) {
      const response = await send('GET', url);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { message: `'${url}' is not a valid url component` },
      ]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('verifies a seller through POST /seller/verify/{id} with no body, as the README says', async () => {
    const unverified = await ctx.user('seller');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/seller/verify/${unverified.id}`,
      headers: admin.auth,
    });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    ]);
  });
});

describe('public cache', () => {
  const page = (value: unknown) => ({ items: [value], nextCursor: null });

  it('keeps at most its maximum number of answers, least recently used out first', async () => {
    const cache = new PublicCache(60_000, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e'])
      await cache.get(
        key,
        async () => page(key),
        (page) => JSON.stringify(page.items),
      );
    expect(cache.size).toBe(3);
    let loads = 0;
    await cache.get(
      'e',
      async () => page((loads += 1)),
      (page) => JSON.stringify(page.items),
    );
    await cache.get(
      'a',
      async () => page((loads += 1)),
      (page) => JSON.stringify(page.items),
    );
    expect(loads).toBe(1);
  });

  it('expires answers after their time to live and shares one load between concurrent misses', async () => {
    const cache = new PublicCache(30);
    let loads = 0;
    const load = async () => page(++loads);
    expect(
      (
        await Promise.all([
          cache.get('k', load, (page) => JSON.stringify(page.items)),
          cache.get('k', load, (page) => JSON.stringify(page.items)),
        ])
      ).map((hit) => hit?.body),
    ).toEqual(['[1]', '[1]']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await cache.get('k', load, (page) => JSON.stringify(page.items)))?.body).toBe('[2]');
  });
});
