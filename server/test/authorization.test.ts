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
import { multipart, ONE_PIXEL_PNG } from './support/images';
import { payWithCard, record } from './support/payments';

type Caller = 'anonymous' | 'buyer' | 'otherBuyer' | 'owner' | 'otherSeller' | 'admin';

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Built fresh for every caller, so destructive calls act on their own rows. */
  setup: () => Promise<{ url: string; payload?: Record<string, unknown> | Buffer; headers?: Record<string, string> }>;
  /** Expected status per caller; another buyer gets what the buyer gets unless said otherwise. */
  expect: Record<Exclude<Caller, 'otherBuyer'>, number> & { otherBuyer?: number };
}

describe.each(ENGINES)('authorization matrix (%s)', (engine) => {
  let ctx: TestContext;
  let users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  let categoryId: string;

  beforeAll(async () => {
    ctx = await createTestApp(engine);
    categoryId = await createCategory(ctx.db);
    users = {
      buyer: await ctx.user('buyer'),
      otherBuyer: await ctx.user('buyer'),
      owner: await ctx.user('seller'),
      otherSeller: await ctx.user('seller'),
      admin: await ctx.user('admin'),
    };
  });
  afterAll(() => ctx.close());

  const product = () => createProduct(ctx, users.owner, categoryId);
  const reported = async () => {
    const id = await product();
    await ctx.app.inject({ method: 'POST', url: '/report', headers: users.buyer.auth, payload: { productId: id } });
    return id;
  };
  const ownBooking = async () => book(ctx, users.buyer, await product());
  const paidBooking = async () => {
    const bookingId = await ownBooking();
    await record(ctx, users.buyer, bookingId, await payWithCard(ctx, users.buyer, bookingId));
    return bookingId;
  };
  const closed = async () => {
    const id = await product();
    await ctx.app.inject({ method: 'POST', url: `/product/${id}/close`, headers: users.owner.auth });
    return id;
  };
  const signedIn = { anonymous: 401, buyer: 200, owner: 200, otherSeller: 200, admin: 200 };
  /** A seller's own listing: theirs alone to change. */
  const ownerOnly = { anonymous: 401, buyer: 403, owner: 200, otherSeller: 403, admin: 403 };
  const buyersOnly = { anonymous: 401, buyer: 200, owner: 403, otherSeller: 403, admin: 403 };

  const calls: Call[] = [
    {
      name: 'GET /users/role',
      method: 'GET',
      setup: async () => ({ url: '/users/role' }),
      expect: { anonymous: 401, buyer: 200, owner: 200, otherSeller: 200, admin: 200 },
    },
    {
      name: 'GET /users/verified',
      method: 'GET',
      setup: async () => ({ url: '/users/verified' }),
      expect: { anonymous: 401, buyer: 200, owner: 200, otherSeller: 200, admin: 200 },
    },
    {
      name: 'GET /products (own)',
      method: 'GET',
      setup: async () => ({ url: '/products' }),
      expect: { anonymous: 401, buyer: 403, owner: 200, otherSeller: 200, admin: 403 },
    },
    {
      name: 'POST /products',
      method: 'POST',
      setup: async () => ({ url: '/products', payload: productPayload(categoryId) }),
      expect: { anonymous: 401, buyer: 403, owner: 201, otherSeller: 201, admin: 403 },
    },
    {
      name: 'POST /product/advertise',
      method: 'POST',
      setup: async () => ({ url: '/product/advertise', payload: { productId: await product() } }),
      expect: { anonymous: 401, buyer: 403, owner: 200, otherSeller: 403, admin: 403 },
    },
    {
      name: 'DELETE /product/delete/:id',
      method: 'DELETE',
      setup: async () => ({ url: `/product/delete/${await product()}` }),
      expect: { anonymous: 401, buyer: 403, owner: 200, otherSeller: 403, admin: 200 },
    },
    {
      name: 'POST /product/images',
      method: 'POST',
      setup: async () => ({ url: '/product/images', ...multipart(ONE_PIXEL_PNG) }),
      expect: { anonymous: 401, buyer: 403, owner: 201, otherSeller: 201, admin: 403 },
    },
    {
      name: 'PATCH /product/:id',
      method: 'PATCH',
      setup: async () => ({ url: `/product/${await product()}`, payload: { version: 1, title: 'Edited title' } }),
      expect: ownerOnly,
    },
    {
      name: 'POST /product/:id/close',
      method: 'POST',
      setup: async () => ({ url: `/product/${await product()}/close` }),
      expect: ownerOnly,
    },
    {
      name: 'POST /product/:id/reopen',
      method: 'POST',
      setup: async () => ({ url: `/product/${await closed()}/reopen` }),
      expect: ownerOnly,
    },
    {
      name: 'POST /product/:id/sold-elsewhere',
      method: 'POST',
      setup: async () => ({ url: `/product/${await product()}/sold-elsewhere` }),
      expect: ownerOnly,
    },
    {
      name: 'GET /role/buyers',
      method: 'GET',
      setup: async () => ({ url: '/role/buyers' }),
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      name: 'GET /role/sellers',
      method: 'GET',
      setup: async () => ({ url: '/role/sellers' }),
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      name: 'DELETE /buyer/delete/:id',
      method: 'DELETE',
      setup: async () => ({ url: `/buyer/delete/${(await ctx.user('buyer')).id}` }),
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      name: 'DELETE /seller/delete/:id',
      method: 'DELETE',
      setup: async () => ({ url: `/seller/delete/${(await ctx.user('seller')).id}` }),
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      name: 'POST /seller/verify/:id',
      method: 'POST',
      setup: async () => ({ url: `/seller/verify/${(await ctx.user('seller')).id}`, payload: { verified: true } }),
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      name: 'GET /report',
      method: 'GET',
      setup: async () => ({ url: '/report' }),
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      name: 'POST /report',
      method: 'POST',
      // The owner may not report their own product (400); everyone signed in may report others'.
      setup: async () => ({ url: '/report', payload: { productId: await product() } }),
      expect: { anonymous: 401, buyer: 201, owner: 400, otherSeller: 201, admin: 201 },
    },
    {
      name: 'DELETE /report/delete/:productId',
      method: 'DELETE',
      setup: async () => ({ url: `/report/delete/${await reported()}` }),
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      name: 'GET /booking',
      method: 'GET',
      setup: async () => ({ url: '/booking' }),
      expect: { anonymous: 401, buyer: 200, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      name: 'POST /booking',
      method: 'POST',
      setup: async () => ({
        url: '/booking',
        payload: { productId: await product(), mobile: '+1 512 555 0199', location: 'Main street' },
      }),
      expect: { anonymous: 401, buyer: 201, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      name: "GET /booking/:id (the buyer's own)",
      method: 'GET',
      setup: async () => ({ url: `/booking/${await ownBooking()}` }),
      expect: { anonymous: 401, buyer: 200, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      name: 'POST /create-payment-intent',
      method: 'POST',
      setup: async () => ({ url: '/create-payment-intent', payload: { bookingId: await ownBooking() } }),
      expect: { anonymous: 401, buyer: 200, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      name: 'POST /payments (not yet paid: 402 for the buyer)',
      method: 'POST',
      setup: async () => ({
        url: '/payments',
        payload: { bookingId: await ownBooking(), transactionId: 'pi_test_unknown' },
      }),
      expect: { anonymous: 401, buyer: 402, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      name: 'GET /seller/bookings',
      method: 'GET',
      setup: async () => ({ url: '/seller/bookings' }),
      expect: { anonymous: 401, buyer: 403, owner: 200, otherSeller: 200, admin: 403 },
    },
    {
      name: "POST /booking/:id/cancel (the buyer's own)",
      method: 'POST',
      setup: async () => ({ url: `/booking/${await ownBooking()}/cancel` }),
      expect: { anonymous: 401, buyer: 200, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      name: "POST /reviews (the buyer's paid order)",
      method: 'POST',
      setup: async () => ({ url: '/reviews', payload: { bookingId: await paidBooking(), rating: 5 } }),
      expect: { anonymous: 401, buyer: 201, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      name: 'GET /sellers/:id',
      method: 'GET',
      setup: async () => ({ url: `/sellers/${users.owner.id}` }),
      expect: signedIn,
    },
    {
      name: 'GET /sellers/:id/reviews',
      method: 'GET',
      setup: async () => ({ url: `/sellers/${users.owner.id}/reviews` }),
      expect: signedIn,
    },
    { name: 'GET /favourites', method: 'GET', setup: async () => ({ url: '/favourites' }), expect: buyersOnly },
    {
      name: 'PUT /favourites/:productId',
      method: 'PUT',
      setup: async () => ({ url: `/favourites/${await product()}` }),
      expect: buyersOnly,
    },
    {
      name: 'DELETE /favourites/:productId',
      method: 'DELETE',
      setup: async () => ({ url: `/favourites/${await product()}` }),
      expect: buyersOnly,
    },
  ];

  const callers: Caller[] = ['anonymous', 'buyer', 'otherBuyer', 'owner', 'otherSeller', 'admin'];
  const expected = (call: Call, caller: Caller) =>
    caller === 'otherBuyer' ? (call.expect.otherBuyer ?? call.expect.buyer) : call.expect[caller];
  const cases = calls.flatMap((call) => callers.map((caller) => [call.name, caller, call] as const));

  it.each(cases)('%s as %s', async (_name, caller, call) => {
    const { url, payload, headers: extra } = await call.setup();
    const headers = { ...extra, ...(caller === 'anonymous' ? {} : users[caller].auth) };
    const response = await ctx.app.inject({ method: call.method, url, headers, payload });
    const status = expected(call, caller);
    expect({
      status: response.statusCode,
      body: response.statusCode >= 400 ? Object.keys(response.json()) : [],
    }).toEqual({
      status,
      body: status >= 400 ? expect.arrayContaining(['message']) : [],
    });
  });

  it('leaves a product in place when another seller tries to delete it', async () => {
    const id = await product();
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/product/delete/${id}`,
      headers: users.otherSeller.auth,
    });
    expect(response.statusCode).toBe(403);
    expect(await ctx.db.query('SELECT id FROM products WHERE id = $1', [id])).toHaveLength(1);
  });

  it('leaves a listing as it was when anyone but its seller tries to change it', async () => {
    const id = await product();
    for (const caller of [users.otherSeller, users.buyer, users.admin]) {
      for (const [method, url] of [
        ['PATCH', `/product/${id}`],
        ['POST', `/product/${id}/close`],
        ['POST', `/product/${id}/sold-elsewhere`],
      ] as const) {
        const response = await ctx.app.inject({
          method,
          url,
          headers: caller.auth,
          payload: { version: 1, title: 'Taken over' },
        });
        expect(response.statusCode).toBe(403);
      }
    }
    const [row] = await ctx.db.query('SELECT title, version, status, closed_at FROM products WHERE id = $1', [id]);
    expect(row).toEqual({ title: productPayload(categoryId).title, version: 1, status: true, closed_at: null });
  });

  it("does not show a buyer another buyer's booking", async () => {
    const bookingId = await ownBooking();
    const other = await ctx.user('buyer');
    const response = await ctx.app.inject({ method: 'GET', url: `/booking/${bookingId}`, headers: other.auth });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This booking belongs to another buyer');
  });
});
