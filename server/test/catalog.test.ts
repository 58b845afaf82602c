import * as endpoints from '@replay/contract/endpoints';
import {
  createProduct,
  ENGINES,
  openShop,
  PRODUCT_IMAGE,
  productPayload,
  type TestContext,
  type TestUser,
} from './support/harness';
import { call, urlOf } from './support/api';

describe.each(ENGINES)('categories and products (%s)', (engine) => {
  let ctx: TestContext, seller: TestUser, categoryId: string;
  beforeAll(async () => {
    // Cached lists live an hour here: what the tests see of the cache depends on writes, not on the clock.
    ({ ctx, seller, categoryId } = await openShop(engine, {
      env: { PUBLIC_CACHE_TTL_MS: '3600000' },
      categoryName: 'PlayStation',
    }));
  });
  afterAll(() => ctx.close());

  it('lists categories with the spec fields', async () => {
    const response = await call(ctx, undefined, endpoints.listCategories);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      _id: categoryId,
      category_name: 'PlayStation',
      img: 'http://api.test/images/c.png',
    });
  });

  it('adds a product with server-owned fields set by the server, and lists it publicly without the seller e-mail', async () => {
    const response = await call(ctx, seller, endpoints.addProduct, {
      query: { email: seller.email },
      body: productPayload(categoryId, {
        title: 'Gran Turismo 7',
        status: false,
        advertise: true,
        verified: true,
        sellerEmail: 'x@y.z',
        sellerName: 'Mallory',
      }),
    });
    expect(response.statusCode).toBe(201);
    const { acknowledged, insertedId } = response.json();
    expect(acknowledged).toBe(true);

    const list = await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } });
    const product = list.json().find((p: { _id: string }) => p._id === insertedId);
    // The form's fields as sent but the seller's mobile (public lists leave it out); the server's own as the server set them.
    const { mobile, ...sent } = productPayload(categoryId, { title: 'Gran Turismo 7' });
    expect(mobile).toBeTruthy();
    expect(product).toEqual({
      _id: insertedId,
      sellerName: seller.name,
      ...sent,
      advertise: false,
      status: true,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      verified: false,
      sellerId: seller.id,
      sellerRating: { average: 0, count: 0 },
      state: 'available',
      version: 1,
    });
    // One product also carries its photos and its price history.
    const single = await call(ctx, undefined, endpoints.getProduct, { params: { id: insertedId } });
    expect(single.json()).toEqual({
      ...product,
      images: [PRODUCT_IMAGE],
      priceHistory: [{ price: 189.5, changedAt: product!.date }],
    });
  });

  it("lists the seller's own products with their e-mail, newest first", async () => {
    const first = await createProduct(ctx, seller, categoryId, { title: 'Older listing' });
    const second = await createProduct(ctx, seller, categoryId, { title: 'Newer listing' });
    const response = await call(ctx, seller, endpoints.listMyProducts, { query: { email: seller.email } });
    const ids = response.json().map((p: { _id: string }) => p._id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(response.json()[0]!.sellerEmail).toBe(seller.email);
    const other = await ctx.user('seller');
    const theirs = await call(ctx, other, endpoints.listMyProducts);
    expect(theirs.json()).toEqual([]);
  });

  it.each([
    [{ orgprice: -5 }, 'orgprice', 'orgprice must be greater than 0'],
    [{ resprice: 19.999 }, 'resprice', 'resprice must have at most two decimals'],
    [{ resprice: 'cheap' }, 'resprice', 'resprice must be a number'],
    [{ condition: 'Mint' }, 'condition', 'condition must be one of: Excellent, Good, Fair'],
    [{ title: 'ab' }, 'title', 'title must be at least 3 characters'],
    [{ useYear: 2.5 }, 'useYear', 'useYear must be a integer'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'imageUrl must be a web address (http:// or https://)'],
    [{ category_id: 'nope' }, 'category_id', 'category_id is not a valid id'],
    [{ owner: 'me' }, 'owner', 'owner is not a field of this request'],
  ])('rejects a bad product %j with a field message', async (override, field, message) => {
    const response = await call(ctx, seller, endpoints.addProduct, { body: productPayload(categoryId, override) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(response.json().message).toBe(message);
  });

  it('rejects an unknown category, a purchase year in the future and a price no card can pay', async () => {
    const unknown = await call(ctx, seller, endpoints.addProduct, {
      body: productPayload('00000000-0000-4000-8000-000000000000'),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('category_id is not a known category');
    const future = await call(ctx, seller, endpoints.addProduct, {
      body: productPayload(categoryId, { puryear: new Date().getFullYear() + 1 }),
    });
    expect(future.statusCode).toBe(400);
    // The payment provider charges at least 0.50: a cheaper listing could never be paid.
    const cheap = await call(ctx, seller, endpoints.addProduct, {
      body: productPayload(categoryId, { orgprice: 1, resprice: 0.49 }),
    });
    expect([cheap.statusCode, cheap.json().message]).toEqual([400, 'The resale price must be at least 0.50']);
  });

  it('keeps prices exact in cents', async () => {
    const id = await createProduct(ctx, seller, categoryId, { orgprice: 1.1, resprice: 0.57 });
    const rows = await ctx.db.query('SELECT orgprice_cents, resprice_cents FROM products WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ orgprice_cents: 110, resprice_cents: 57 });
  });

  it('answers 404 for an unknown category or product and 400 for a malformed id', async () => {
    expect(
      (
        await call(ctx, undefined, endpoints.listCategoryProducts, {
          params: { id: '00000000-0000-4000-8000-000000000000' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, undefined, endpoints.getProduct, { params: { id: '00000000-0000-4000-8000-000000000000' } }))
        .statusCode,
    ).toBe(404);
    const malformed = await call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: 'not-an-id' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'id is not a valid id', errors: { id: 'id is not a valid id' } });
  });

  it('advertises an own available product once, shows it in the carousel, and refuses sold ones', async () => {
    const id = await createProduct(ctx, seller, categoryId, { title: 'Advertised console' });
    const first = await call(ctx, seller, endpoints.advertiseProduct, {
      query: { email: seller.email },
      body: { productId: id, title: 'ignored', resprice: 1 },
    });
    expect(first.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const again = await call(ctx, seller, endpoints.advertiseProduct, { body: { productId: id } });
    expect(again.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    const carousel = await call(ctx, undefined, endpoints.listAdvertised);
    expect(carousel.json()).toContainEqual({
      _id: id,
      productId: id,
      title: 'Advertised console',
      resprice: 189.5,
      status: true,
      imageUrl: PRODUCT_IMAGE,
      sellerName: seller.name,
      verified: false,
      sellerId: seller.id,
      sellerRating: { average: 0, count: 0 },
    });

    const sold = await createProduct(ctx, seller, categoryId);
    await ctx.db.query('UPDATE products SET status = false WHERE id = $1', [sold]);
    const refused = await call(ctx, seller, endpoints.advertiseProduct, { body: { productId: sold } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Sold products cannot be advertised');
  });

  it('deletes an own product and it is gone from every list', async () => {
    const id = await createProduct(ctx, seller, categoryId);
    await call(ctx, seller, endpoints.advertiseProduct, { body: { productId: id } });
    const response = await call(ctx, seller, endpoints.deleteProduct, {
      params: { id },
      query: { email: seller.email },
    });
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const lists = await Promise.all([
      call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } }),
      call(ctx, undefined, endpoints.listAdvertised),
    ]);
    for (const list of lists) expect(list.json().map((p: { _id: string }) => p._id)).not.toContain(id);
    const missing = await call(ctx, seller, endpoints.deleteProduct, { params: { id } });
    expect(missing.statusCode).toBe(404);
  });

  it('serves public lists from a cache that the writes changing them clear', async () => {
    const list = () => call(ctx, undefined, endpoints.listCategoryProducts, { params: { id: categoryId } });
    const listed = await createProduct(ctx, seller, categoryId, { title: 'Cached listing' });
    const buyer = await ctx.user('buyer');
    const categoryNames = async () =>
      (await call(ctx, undefined, endpoints.listCategories))
        .json()
        .map((c: { category_name: string }) => c.category_name);
    const before = (await list()).json().length;
    const namesBefore = await categoryNames();
    // A change that bypasses the API is not seen while the cached answer lives…
    await ctx.db.query(`UPDATE categories SET category_name = 'Renamed behind the API' WHERE id = $1`, [categoryId]);
    await ctx.db.query(
      `INSERT INTO products (seller_id, category_id, title, condition, description, location, mobile, orgprice_cents, resprice_cents, use_year, puryear, image_url)
       SELECT seller_id, category_id, 'Behind the API', condition, description, location, mobile, orgprice_cents, resprice_cents, use_year, puryear, image_url FROM products WHERE category_id = $1 LIMIT 1`,
      [categoryId],
    );
    expect((await list()).json()).toHaveLength(before);
    // …nor after a CORS preflight, which asks whether a write may be sent and writes nothing…
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: urlOf(endpoints.addProduct),
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect((await list()).json()).toHaveLength(before);
    // …nor after a write that changes nothing a public list shows (a buyer saving an item)…
    const saved = await call(ctx, buyer, endpoints.saveFavourite, { params: { productId: listed } });
    expect(saved.statusCode).toBe(200);
    expect((await list()).json()).toHaveLength(before);
    // …while a write through the API shows at once (and brings the other one along); it changes
    // products, not categories, so the list of categories stays as it was cached.
    const id = await createProduct(ctx, seller, categoryId, { title: 'Through the API' });
    const after = (await list()).json();
    expect(after).toHaveLength(before + 2);
    expect(after.map((p: { _id: string }) => p._id)).toContain(id);
    expect(await categoryNames()).toEqual(namesBefore);
    await ctx.db.query(`UPDATE categories SET category_name = 'PlayStation' WHERE id = $1`, [categoryId]);
    // A failed write does not clear it.
    await ctx.db.query(`DELETE FROM products WHERE title = 'Behind the API'`);
    await call(ctx, seller, endpoints.addProduct, { body: productPayload(categoryId, { title: 'x' }) });
    expect((await list()).json()).toHaveLength(before + 2);
  });
});
