import type { Endpoint } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
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
import { call, unchecked, type CallOptions } from './support/api';
import { asUpload, ONE_PIXEL_PNG } from './support/images';
import { payWithCard, record } from './support/payments';

type Caller = 'anonymous' | 'buyer' | 'otherBuyer' | 'owner' | 'otherSeller' | 'admin';

interface Call {
  endpoint: Endpoint;
  /** What the test's name tells besides the endpoint's method and path. */
  note?: string;
  /** Built fresh for every caller, so destructive calls act on their own rows. */
  setup?: () => Promise<CallOptions>;
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
    await call(ctx, users.buyer, endpoints.reportProduct, { body: { productId: id } });
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
    await call(ctx, users.owner, endpoints.closeProduct, { params: { id } });
    return id;
  };
  const signedIn = { anonymous: 401, buyer: 200, owner: 200, otherSeller: 200, admin: 200 };
  /** A seller's own listing: theirs alone to change. */
  const ownerOnly = { anonymous: 401, buyer: 403, owner: 200, otherSeller: 403, admin: 403 };
  const buyersOnly = { anonymous: 401, buyer: 200, owner: 403, otherSeller: 403, admin: 403 };

  const calls: Call[] = [
    {
      endpoint: endpoints.getUserRole,
      expect: { anonymous: 401, buyer: 200, owner: 200, otherSeller: 200, admin: 200 },
    },
    {
      endpoint: endpoints.getUserVerified,
      expect: { anonymous: 401, buyer: 200, owner: 200, otherSeller: 200, admin: 200 },
    },
    {
      endpoint: endpoints.listMyProducts,
      note: '(own)',
      expect: { anonymous: 401, buyer: 403, owner: 200, otherSeller: 200, admin: 403 },
    },
    {
      endpoint: endpoints.addProduct,
      setup: async () => ({ body: productPayload(categoryId) }),
      expect: { anonymous: 401, buyer: 403, owner: 201, otherSeller: 201, admin: 403 },
    },
    {
      endpoint: endpoints.advertiseProduct,
      setup: async () => ({ body: { productId: await product() } }),
      expect: { anonymous: 401, buyer: 403, owner: 200, otherSeller: 403, admin: 403 },
    },
    {
      endpoint: endpoints.deleteProduct,
      setup: async () => ({ params: { id: await product() } }),
      expect: { anonymous: 401, buyer: 403, owner: 200, otherSeller: 403, admin: 200 },
    },
    {
      endpoint: endpoints.uploadProductImage,
      setup: async () => asUpload(ONE_PIXEL_PNG),
      expect: { anonymous: 401, buyer: 403, owner: 201, otherSeller: 201, admin: 403 },
    },
    {
      endpoint: endpoints.editProduct,
      setup: async () => ({ params: { id: await product() }, body: { version: 1, title: 'Edited title' } }),
      expect: ownerOnly,
    },
    {
      endpoint: endpoints.closeProduct,
      setup: async () => ({ params: { id: await product() } }),
      expect: ownerOnly,
    },
    {
      endpoint: endpoints.reopenProduct,
      setup: async () => ({ params: { id: await closed() } }),
      expect: ownerOnly,
    },
    {
      endpoint: endpoints.markProductSoldElsewhere,
      setup: async () => ({ params: { id: await product() } }),
      expect: ownerOnly,
    },
    {
      endpoint: endpoints.listBuyers,
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      endpoint: endpoints.listSellers,
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      endpoint: endpoints.deleteBuyer,
      setup: async () => ({ params: { id: (await ctx.user('buyer')).id } }),
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      endpoint: endpoints.deleteSeller,
      setup: async () => ({ params: { id: (await ctx.user('seller')).id } }),
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      endpoint: endpoints.verifySeller,
      setup: async () => ({ params: { id: (await ctx.user('seller')).id }, body: { verified: true } }),
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      endpoint: endpoints.listReports,
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      endpoint: endpoints.reportProduct,
      // The owner may not report their own product (400); everyone signed in may report others'.
      setup: async () => ({ body: { productId: await product() } }),
      expect: { anonymous: 401, buyer: 201, owner: 400, otherSeller: 201, admin: 201 },
    },
    {
      endpoint: endpoints.deleteReportedProduct,
      setup: async () => ({ params: { productId: await reported() } }),
      expect: { anonymous: 401, buyer: 403, owner: 403, otherSeller: 403, admin: 200 },
    },
    {
      endpoint: endpoints.listMyBookings,
      expect: { anonymous: 401, buyer: 200, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      endpoint: endpoints.bookProduct,
      setup: async () => ({ body: { productId: await product(), mobile: '+1 512 555 0199', location: 'Main street' } }),
      expect: { anonymous: 401, buyer: 201, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      endpoint: endpoints.getBooking,
      note: "(the buyer's own)",
      setup: async () => ({ params: { id: await ownBooking() } }),
      expect: { anonymous: 401, buyer: 200, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      endpoint: endpoints.createPaymentIntent,
      setup: async () => ({ body: { bookingId: await ownBooking() } }),
      expect: { anonymous: 401, buyer: 200, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      endpoint: endpoints.recordPayment,
      note: '(not yet paid: 402 for the buyer)',
      setup: async () => ({ body: { bookingId: await ownBooking(), transactionId: 'pi_test_unknown' } }),
      expect: { anonymous: 401, buyer: 402, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      endpoint: endpoints.listSellerBookings,
      expect: { anonymous: 401, buyer: 403, owner: 200, otherSeller: 200, admin: 403 },
    },
    {
      endpoint: endpoints.cancelBooking,
      note: "(the buyer's own)",
      setup: async () => ({ params: { id: await ownBooking() } }),
      expect: { anonymous: 401, buyer: 200, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      endpoint: endpoints.reviewSeller,
      note: "(the buyer's paid order)",
      setup: async () => ({ body: { bookingId: await paidBooking(), rating: 5 } }),
      expect: { anonymous: 401, buyer: 201, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 403 },
    },
    {
      endpoint: endpoints.getSeller,
      setup: async () => ({ params: { id: users.owner.id } }),
      expect: signedIn,
    },
    {
      endpoint: endpoints.listSellerReviews,
      setup: async () => ({ params: { id: users.owner.id } }),
      expect: signedIn,
    },
    {
      endpoint: endpoints.listFavourites,
      expect: buyersOnly,
    },
    {
      endpoint: endpoints.saveFavourite,
      setup: async () => ({ params: { productId: await product() } }),
      expect: buyersOnly,
    },
    {
      endpoint: endpoints.removeFavourite,
      setup: async () => ({ params: { productId: await product() } }),
      expect: buyersOnly,
    },
  ];

  const callers: Caller[] = ['anonymous', 'buyer', 'otherBuyer', 'owner', 'otherSeller', 'admin'];
  const expected = (entry: Call, caller: Caller) =>
    caller === 'otherBuyer' ? (entry.expect.otherBuyer ?? entry.expect.buyer) : entry.expect[caller];
  const nameOf = ({ endpoint, note }: Call) => [endpoint.method, endpoint.path, note].filter(Boolean).join(' ');
  const cases = calls.flatMap((entry) => callers.map((caller) => [nameOf(entry), caller, entry] as const));

  it.each(cases)('%s as %s', async (_name, caller, entry) => {
    const options = (await entry.setup?.()) ?? {};
    const response = await call(ctx, caller === 'anonymous' ? undefined : users[caller], entry.endpoint, options);
    const status = expected(entry, caller);
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
    const response = await call(ctx, users.otherSeller, endpoints.deleteProduct, { params: { id } });
    expect(response.statusCode).toBe(403);
    expect(await ctx.db.query('SELECT id FROM products WHERE id = $1', [id])).toHaveLength(1);
  });

  it('leaves a listing as it was when anyone but its seller tries to change it', async () => {
    const id = await product();
    for (const caller of [users.otherSeller, users.buyer, users.admin]) {
      for (const endpoint of [endpoints.editProduct, endpoints.closeProduct, endpoints.markProductSoldElsewhere]) {
        // The edit's body, sent to each (close and sold-elsewhere take none).
        const response = await call(ctx, caller, endpoint, {
          params: { id },
          body: unchecked({ version: 1, title: 'Taken over' }),
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
    const response = await call(ctx, other, endpoints.getBooking, { params: { id: bookingId } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This booking belongs to another buyer');
  });
});
