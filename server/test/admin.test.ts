import * as endpoints from '@replay/contract/endpoints';
import {
  book,
  createCategory,
  createProduct,
  createTestApp,
  emulatorSignIn,
  ENGINES,
  PRODUCT_IMAGE,
  USER_IMAGE,
  type TestContext,
  type TestUser,
} from './support/harness';
import { intent, payWithCard, record } from './support/payments';
import { bearer, call, unchecked } from './support/api';

describe.each(ENGINES)('admin: users, verification, reports (%s)', (engine) => {
  let ctx: TestContext;
  let admin: TestUser;
  let categoryId: string;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    admin = await ctx.user('admin');
    categoryId = await createCategory(ctx.db);
  });
  afterAll(() => ctx.close());

  it('lists buyers and sellers with the spec fields and never lists admins', async () => {
    const buyer = await ctx.user('buyer');
    const seller = await ctx.user('seller');
    const buyers = (await call(ctx, admin, endpoints.listBuyers, { query: { email: admin.email } })).json();
    const sellers = (await call(ctx, admin, endpoints.listSellers)).json();
    expect(buyers).toContainEqual({
      _id: buyer.id,
      name: buyer.name,
      email: buyer.email,
      img: USER_IMAGE,
      role: 'buyer',
      verified: false,
    });
    expect(sellers).toContainEqual(
      expect.objectContaining({ _id: seller.id, email: seller.email, role: 'seller', verified: false }),
    );
    expect([...buyers, ...sellers].map((u: { email: string }) => u.email)).not.toContain(admin.email);
  });

  it('verifies a seller: the badge shows on all of their products, and verifying again changes nothing', async () => {
    const seller = await ctx.user('seller');
    const a = await createProduct(ctx, seller, categoryId);
    const b = await createProduct(ctx, seller, categoryId);
    const response = await call(ctx, admin, endpoints.verifySeller, {
      params: { id: seller.id },
      query: { email: admin.email },
      body: { verified: true, email: seller.email },
    });
    expect(response.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const products = (
      await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } })
    ).json();
    for (const id of [a, b]) expect(products.find((p: { _id: string }) => p._id === id)!.verified).toBe(true);
    const again = await call(ctx, admin, endpoints.verifySeller, {
      params: { id: seller.id },
      body: { verified: true },
    });
    expect(again.json().modifiedCount).toBe(0);
    const buyer = await ctx.user('buyer');
    const notSeller = await call(ctx, admin, endpoints.verifySeller, {
      params: { id: buyer.id },
      body: { verified: true },
    });
    expect(notSeller.statusCode).toBe(404);
  });

  it('deletes a seller: their products, ads and reports leave the site, their sign-in account is removed', async () => {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId);
    await call(ctx, seller, endpoints.advertiseProduct, { body: { productId } });
    await book(ctx, buyer, productId);
    await call(ctx, buyer, endpoints.reportProduct, { body: { productId } });

    const response = await call(ctx, admin, endpoints.deleteSeller, { params: { id: seller.id } });
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await ctx.db.query('SELECT 1 FROM reports WHERE product_id = $1', [productId])).toEqual([]);
    expect(
      (await call(ctx, undefined, endpoints.listAdvertised)).json().map((p: { _id: string }) => p._id),
    ).not.toContain(productId);
    expect(
      (await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } }))
        .json()
        .map((p: { _id: string }) => p._id),
    ).not.toContain(productId);
    expect((await call(ctx, buyer, endpoints.getProduct, { params: { id: productId } })).statusCode).toBe(404);
    // The buyer's unpaid booking of it is gone from their orders; the sellers list no longer names them.
    expect((await call(ctx, buyer, endpoints.listMyBookings)).json()).toEqual([]);
    const sellers = (await call(ctx, admin, endpoints.listSellers)).json();
    expect(sellers.map((s: { _id: string }) => s._id)).not.toContain(seller.id);

    // The sign-in account removed, the old access token refused, and no way back in through PUT /users.
    expect((await emulatorSignIn(seller.email)).error).toBe('EMAIL_NOT_FOUND');
    expect((await call(ctx, seller, endpoints.getUserRole)).statusCode).toBe(401);
    const resave = await call(ctx, seller, endpoints.saveUser, {
      body: { name: 'Back', email: seller.email, role: 'seller' },
    });
    expect(resave.statusCode).toBe(401);
  });

  it('deletes a buyer: sign-in account removed, the API refuses their token, unpaid bookings, holds and open intents end', async () => {
    const buyer = await ctx.user('buyer');
    const seller = await ctx.user('seller');
    const paid = await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
    await record(ctx, buyer, paid, await payWithCard(ctx, buyer, paid));
    const unpaidProduct = await createProduct(ctx, seller, categoryId);
    const unpaid = await book(ctx, buyer, unpaidProduct);
    const { paymentIntentId } = (await intent(ctx, buyer, unpaid)).json();
    const response = await call(ctx, admin, endpoints.deleteBuyer, {
      params: { id: buyer.id },
      query: { email: admin.email },
    });
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    // The product is free for others to pay for at once; the paid order is kept as it was.
    expect(
      await ctx.db.query(
        'SELECT id, cancelled_at IS NOT NULL AS cancelled FROM bookings WHERE buyer_id = $1 ORDER BY cancelled_at IS NOT NULL',
        [buyer.id],
      ),
    ).toEqual([
      { id: paid, cancelled: false },
      { id: unpaid, cancelled: true },
    ]);
    expect(await ctx.db.query('SELECT 1 FROM holds WHERE product_id = $1', [unpaidProduct])).toEqual([]);
    expect(await ctx.db.query('SELECT status FROM payment_intents WHERE id = $1', [paymentIntentId])).toEqual([
      { status: 'canceled' },
    ]);
    expect((await emulatorSignIn(buyer.email)).error).toBe('EMAIL_NOT_FOUND');
    const calls = await Promise.all(
      [endpoints.listMyBookings, endpoints.getUserRole].map((endpoint) => call(ctx, buyer, endpoint)),
    );
    for (const response of calls) expect(response.statusCode).toBe(401);
    const jwt = await call(ctx, bearer(buyer.idToken), endpoints.getAccessToken);
    expect(jwt.statusCode).toBe(401);
  });

  it('cannot delete an admin (themself or another) through the buyer or seller lists', async () => {
    const other = await ctx.user('admin');
    for (const target of [admin.id, other.id]) {
      for (const list of [endpoints.deleteBuyer, endpoints.deleteSeller]) {
        const response = await call(ctx, admin, list, { params: { id: target } });
        expect(response.statusCode).toBe(404);
      }
    }
    expect(await ctx.db.query('SELECT 1 FROM users WHERE id = ANY($1::uuid[])', [[admin.id, other.id]])).toHaveLength(
      2,
    );
  });

  it('takes one report per user per product, lists one row per product, and deleting removes the product by a decision', async () => {
    const seller = await ctx.user('seller');
    const [first, second] = [await ctx.user('buyer'), await ctx.user('buyer')];
    const productId = await createProduct(ctx, seller, categoryId, { title: 'Suspicious listing' });
    const report = (user: TestUser, why: { reason?: 'scam'; details?: string } = {}) =>
      call(ctx, user, endpoints.reportProduct, {
        query: { email: user.email },
        body: { productId, title: 'ignored', imageUrl: 'x', email: user.email, ...why },
      });
    const made = await report(first, { reason: 'scam', details: 'Asks to pay outside the site' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    // A repeat changes nothing: the same report, 200.
    const duplicate = await report(first);
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json().insertedId).toBe(made.json().insertedId);
    await report(second);
    // The reporter hears it was received, once.
    const told = await ctx.db.query(`SELECT title FROM notifications WHERE user_id = $1 AND kind = 'report_received'`, [
      first.id,
    ]);
    expect(told).toEqual([{ title: 'We received your report' }]);
    // A reason not on the list is refused.
    expect(
      (await call(ctx, second, endpoints.reportProduct, { body: unchecked({ productId, reason: 'rude' }) })).statusCode,
    ).toBe(400);

    const reports = (await call(ctx, admin, endpoints.listReports)).json();
    const rows = reports.filter((r: { productId: string }) => r.productId === productId);
    expect(rows).toEqual([
      {
        _id: expect.any(String),
        productId,
        title: 'Suspicious listing',
        imageUrl: PRODUCT_IMAGE,
        email: second.email,
        reports: 2,
        date: expect.any(String),
        reasons: { scam: 1, other: 1 },
      },
    ]);

    const deleted = await call(ctx, admin, endpoints.deleteReportedProduct, {
      params: { productId },
      query: { email: admin.email },
    });
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    // Off the Reported Items list; the reports stay with their decided case (the moderation record).
    const listed = (await call(ctx, admin, endpoints.listReports, { query: { email: admin.email } })).json();
    expect(listed.map((r: { productId: string }) => r.productId)).not.toContain(productId);
    expect(
      await ctx.db.query(
        `SELECT c.state FROM reports r JOIN moderation_cases c ON c.id = r.case_id WHERE r.product_id = $1`,
        [productId],
      ),
    ).toEqual([{ state: 'decided' }, { state: 'decided' }]);
    expect(
      (await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } }))
        .json()
        .map((p: { _id: string }) => p._id),
    ).not.toContain(productId);
    const again = await call(ctx, admin, endpoints.deleteReportedProduct, { params: { productId } });
    expect(again.statusCode).toBe(404);
  });
});
