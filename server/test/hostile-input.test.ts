import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Endpoint } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { PublicCache } from '../src/plugins/app/public-cache';
import {
  book,
  createProduct,
  createTestApp,
  ENGINES,
  openShop,
  productPayload,
  type TestContext,
  type TestUser,
} from './support/harness';
import { bearer, call, unchecked, type CallOptions } from './support/api';

describe.each(ENGINES)('hostile input and limits (%s)', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(engine, { env: { RATE_LIMIT_UPLOADS: '30', RATE_LIMIT_WRITES: '5' } });
  });
  afterAll(() => ctx.close());

  it('limits 40 uploads by address even when each carries a made-up token', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await call(ctx, bearer(`made-up-token-${i}-${randomUUID()}`), endpoints.uploadImage);
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it("keeps a user's limit when they renew their access token", async () => {
    const buyer = await ctx.user('buyer');
    const save = (user: TestUser, authorization = user.auth.authorization) =>
      call(ctx, { authorization }, endpoints.saveUser, { body: { name: user.name, email: user.email } });
    for (let i = 0; i < 5; i += 1) expect((await save(buyer)).statusCode).toBe(200);
    const renewed = await call(ctx, bearer(buyer.idToken), endpoints.getAccessToken);
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
    for (const [endpoint, query] of [
      [endpoints.listMyBookings, `email=${buyer.email}&email=${buyer.email}`],
      [endpoints.getUserRole, 'email=a@b.c&email=d@e.f'],
      [endpoints.listCategories, 'x=1&x=2'],
    ] as const) {
      const response = await call(ctx, buyer, endpoint, { query });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/may be given only once/);
    }
  });

  it('refuses a blank name and a picture that is not a web address', async () => {
    const buyer = await ctx.user('buyer');
    const put = (payload: object) =>
      call(ctx, buyer, endpoints.saveUser, { body: unchecked({ email: buyer.email, ...payload }) });
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
      expect(
        (await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: randomUUID() } })).statusCode,
      ).toBe(404);
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
    const shop = await openShop(engine);
    [ctx, seller] = [shop.ctx, shop.seller];
    [buyer, admin] = [await ctx.user('buyer'), await ctx.user('admin')];
    const product = await createProduct(ctx, seller, shop.categoryId);
    ids = { category: shop.categoryId, product, booking: await book(ctx, buyer, product) };
  });
  afterAll(() => ctx.close());

  const expect400 = async (response: LightMyRequestResponse, message: string | RegExp) => {
    expect([response.statusCode, response.json().message]).toEqual([400, expect.stringMatching(message)]);
  };

  it('answers 400 to an id with a urn:uuid: prefix, on every id route, id query and id field', async () => {
    const urn = (id: string) => `urn:uuid:${id}`;
    const calls: Array<[Endpoint, CallOptions, TestUser?]> = [
      [endpoints.getProduct, { params: { id: urn(ids.product) } }],
      [endpoints.listCategoryProducts, { params: { id: urn(ids.category) } }],
      [endpoints.searchProducts, { query: { category: urn(ids.category) } }],
      [endpoints.searchProducts, { query: { seller: urn(seller.id) } }],
      [endpoints.getBooking, { params: { id: urn(ids.booking) } }, buyer],
      [endpoints.cancelBooking, { params: { id: urn(ids.booking) } }, buyer],
      [endpoints.getSeller, { params: { id: urn(seller.id) } }, buyer],
      [endpoints.listSellerReviews, { params: { id: urn(seller.id) } }, buyer],
      [endpoints.saveFavourite, { params: { productId: urn(ids.product) } }, buyer],
      [endpoints.removeFavourite, { params: { productId: urn(ids.product) } }, buyer],
      [endpoints.deleteProduct, { params: { id: urn(ids.product) } }, seller],
      [endpoints.deleteBuyer, { params: { id: urn(buyer.id) } }, admin],
      [endpoints.deleteSeller, { params: { id: urn(seller.id) } }, admin],
      [endpoints.verifySeller, { params: { id: urn(seller.id) } }, admin],
      [endpoints.deleteReportedProduct, { params: { productId: urn(ids.product) } }, admin],
      [
        endpoints.bookProduct,
        { body: { productId: urn(ids.product), mobile: '+1 512 555 0101', location: 'Library' } },
        buyer,
      ],
      [endpoints.createPaymentIntent, { body: { bookingId: urn(ids.booking) } }, buyer],
      [endpoints.recordPayment, { body: { bookingId: urn(ids.booking), transactionId: 'pi_x' } }, buyer],
      [endpoints.reviewSeller, { body: { bookingId: urn(ids.booking), rating: 5 } }, buyer],
      [endpoints.reportProduct, { body: { productId: urn(ids.product) } }, buyer],
      [endpoints.advertiseProduct, { body: { productId: urn(ids.product) } }, seller],
      [endpoints.addProduct, { body: productPayload(urn(ids.category)) }, seller],
    ];
    for (const [endpoint, options, user] of calls) {
      await expect400(await call(ctx, user, endpoint, options), /is not a valid id$/);
    }
  });

  it('answers 400 to a NUL character in a text field or in q', async () => {
    await expect400(
      await call(ctx, undefined, endpoints.searchProducts, { query: { q: 'zel\u0000da' } }),
      'q must not contain a NUL character',
    );
    await expect400(
      await call(ctx, seller, endpoints.addProduct, { body: productPayload(ids.category, { title: 'Zel\u0000da' }) }),
      'title must not contain a NUL character',
    );
    await expect400(
      await call(ctx, buyer, endpoints.bookProduct, {
        body: { productId: ids.product, mobile: '+1 512 555 0101', location: 'Li\u0000b' },
      }),
      'location must not contain a NUL character',
    );
    await expect400(
      await call(ctx, buyer, endpoints.saveUser, { body: { name: 'Bea\u0000', email: buyer.email } }),
      'name must not contain a NUL character',
    );
    await expect400(
      await call(ctx, buyer, endpoints.reviewSeller, {
        body: { bookingId: ids.booking, rating: 5, comment: '\u0000' },
      }),
      'comment must not contain a NUL character',
    );
  });

  it('answers 400 to a cursor whose time or number is out of range, on every list', async () => {
    const cursor = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const farPast = cursor(['-999999999999999999', ids.product]);
    const hugeNumber = cursor([9_007_199_254_740_991, ids.product]);
    const lists: Array<[Endpoint, CallOptions, TestUser?]> = [
      [endpoints.listCategoryProducts, { params: { id: ids.category }, query: { cursor: farPast } }],
      [endpoints.listAdvertised, { query: { cursor: farPast } }],
      [endpoints.searchProducts, { query: { cursor: farPast } }],
      [endpoints.searchProducts, { query: { sort: 'price_asc', cursor: hugeNumber } }],
      [
        endpoints.searchProducts,
        { query: { sort: 'discount', cursor: cursor([-9_007_199_254_740_991, ids.product]) } },
      ],
      [endpoints.listMyProducts, { query: { cursor: farPast } }, seller],
      [endpoints.listMyBookings, { query: { cursor: farPast } }, buyer],
      [endpoints.listSellerBookings, { query: { cursor: farPast } }, seller],
      [endpoints.listFavourites, { query: { cursor: farPast } }, buyer],
      [endpoints.listBuyers, { query: { cursor: farPast } }, admin],
      [endpoints.listSellers, { query: { cursor: farPast } }, admin],
      [endpoints.listReports, { query: { cursor: farPast } }, admin],
      [endpoints.listSellerReviews, { params: { id: seller.id }, query: { cursor: farPast } }, buyer],
    ];
    for (const [endpoint, options, user] of lists) {
      await expect400(await call(ctx, user, endpoint, options), /^cursor is not valid/);
    }
  });

  it('answers 400 to prices of ±1e309 and page sizes of 1e309', async () => {
    await expect400(
      await call(ctx, undefined, endpoints.searchProducts, { query: { minPrice: '1e309' } }),
      'minPrice must be a finite number',
    );
    await expect400(
      await call(ctx, undefined, endpoints.searchProducts, { query: { maxPrice: '-1e309' } }),
      'maxPrice must be a finite number',
    );
    await expect400(
      await call(ctx, undefined, endpoints.listCategoryProducts, {
        params: { id: ids.category },
        query: { limit: '1e309' },
      }),
      'limit must be a finite number',
    );
  });

  it('refuses a resale price above the original one, whatever the ratio', async () => {
    for (const [orgprice, resprice] of [
      [10, 20],
      [0.5, 1_000_000],
    ]) {
      await expect400(
        await call(ctx, seller, endpoints.addProduct, { body: productPayload(ids.category, { orgprice, resprice }) }),
        'The resale price must not be above the original price',
      );
    }
  });

  it('answers 400 to multipart without a boundary or cut short, and { message } to a malformed URL', async () => {
    const upload = (contentType: string, body: string) =>
      call(ctx, undefined, endpoints.uploadImage, { headers: { 'content-type': contentType }, body });
    const malformed = /^The upload is not valid multipart\/form-data/;
    await expect400(await upload('multipart/form-data', 'xx'), malformed);
    await expect400(
      await upload(
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
      ),
      malformed,
    );
    // Malformed URLs, sent as they are: no entry builds one.
    for (const url of ['/%', '/product/%zz']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { message: `'${url}' is not a valid url component` },
      ]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('verifies a seller through POST /seller/verify/{id} with no body, as the README says', async () => {
    const unverified = await ctx.user('seller');
    const response = await call(ctx, admin, endpoints.verifySeller, { params: { id: unverified.id } });
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
