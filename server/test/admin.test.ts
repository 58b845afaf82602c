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
    const buyers = (
      await ctx.app.inject({ method: 'GET', url: `/role/buyers?email=${admin.email}`, headers: admin.auth })
    ).json();
    const sellers = (await ctx.app.inject({ method: 'GET', url: '/role/sellers', headers: admin.auth })).json();
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
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/seller/verify/${seller.id}?email=${admin.email}`,
      headers: admin.auth,
      payload: { verified: true, email: seller.email },
    });
    expect(response.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const products = (await ctx.app.inject({ method: 'GET', url: `/products/${categoryId}` })).json();
    for (const id of [a, b]) expect(products.find((p: { _id: string }) => p._id === id).verified).toBe(true);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/seller/verify/${seller.id}`,
      headers: admin.auth,
      payload: { verified: true },
    });
    expect(again.json().modifiedCount).toBe(0);
    const buyer = await ctx.user('buyer');
    const notSeller = await ctx.app.inject({
      method: 'POST',
      url: `/seller/verify/${buyer.id}`,
      headers: admin.auth,
      payload: { verified: true },
    });
    expect(notSeller.statusCode).toBe(404);
  });

  it('deletes a seller: their products, ads and reports leave the site, their sign-in account is removed', async () => {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId);
    await ctx.app.inject({ method: 'POST', url: '/product/advertise', headers: seller.auth, payload: { productId } });
    await book(ctx, buyer, productId);
    await ctx.app.inject({ method: 'POST', url: '/report', headers: buyer.auth, payload: { productId } });

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/seller/delete/${seller.id}`,
      headers: admin.auth,
    });
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await ctx.db.query('SELECT 1 FROM reports WHERE product_id = $1', [productId])).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/product/advertise' })).json().map((p: { _id: string }) => p._id),
    ).not.toContain(productId);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/products/${categoryId}` }))
        .json()
        .map((p: { _id: string }) => p._id),
    ).not.toContain(productId);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/product/${productId}`, headers: buyer.auth })).statusCode,
    ).toBe(404);
    // The buyer's unpaid booking of it is gone from their orders; the sellers list no longer names them.
    expect((await ctx.app.inject({ method: 'GET', url: '/booking', headers: buyer.auth })).json()).toEqual([]);
    const sellers = (await ctx.app.inject({ method: 'GET', url: '/role/sellers', headers: admin.auth })).json();
    expect(sellers.map((s: { _id: string }) => s._id)).not.toContain(seller.id);

    // The sign-in account removed, the old access token refused, and no way back in through PUT /users.
    expect((await emulatorSignIn(seller.email)).error).toBe('EMAIL_NOT_FOUND');
    expect((await ctx.app.inject({ method: 'GET', url: '/users/role', headers: seller.auth })).statusCode).toBe(401);
    const resave = await ctx.app.inject({
      method: 'PUT',
      url: '/users',
      headers: seller.auth,
      payload: { name: 'Back', email: seller.email, role: 'seller' },
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
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/buyer/delete/${buyer.id}?email=${admin.email}`,
      headers: admin.auth,
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
      ['/booking', '/users/role'].map((url) => ctx.app.inject({ method: 'GET', url, headers: buyer.auth })),
    );
    for (const call of calls) expect(call.statusCode).toBe(401);
    const jwt = await ctx.app.inject({
      method: 'GET',
      url: '/jwt',
      headers: { authorization: `Bearer ${buyer.idToken}` },
    });
    expect(jwt.statusCode).toBe(401);
  });

  it('cannot delete an admin (themself or another) through the buyer or seller lists', async () => {
    const other = await ctx.user('admin');
    for (const target of [admin.id, other.id]) {
      for (const list of ['buyer', 'seller']) {
        const response = await ctx.app.inject({
          method: 'DELETE',
          url: `/${list}/delete/${target}`,
          headers: admin.auth,
        });
        expect(response.statusCode).toBe(404);
      }
    }
    expect(await ctx.db.query('SELECT 1 FROM users WHERE id = ANY($1::uuid[])', [[admin.id, other.id]])).toHaveLength(
      2,
    );
  });

  it('takes one report per user per product, lists one row per product, and deleting removes product and reports', async () => {
    const seller = await ctx.user('seller');
    const [first, second] = [await ctx.user('buyer'), await ctx.user('buyer')];
    const productId = await createProduct(ctx, seller, categoryId, { title: 'Suspicious listing' });
    const report = (user: TestUser) =>
      ctx.app.inject({
        method: 'POST',
        url: `/report?email=${user.email}`,
        headers: user.auth,
        payload: { productId, title: 'ignored', imageUrl: 'x', email: user.email },
      });
    expect((await report(first)).json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const duplicate = await report(first);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('You have already reported this product');
    await report(second);

    const reports = (await ctx.app.inject({ method: 'GET', url: '/report', headers: admin.auth })).json();
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
      },
    ]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/report/delete/${productId}?email=${admin.email}`,
      headers: admin.auth,
    });
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await ctx.db.query('SELECT 1 FROM reports WHERE product_id = $1', [productId])).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/products/${categoryId}` }))
        .json()
        .map((p: { _id: string }) => p._id),
    ).not.toContain(productId);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/report/delete/${productId}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
  });
});
