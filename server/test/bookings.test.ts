import * as endpoints from '@replay/contract/endpoints';
import {
  book,
  createProduct,
  ENGINES,
  openShop,
  PRODUCT_IMAGE,
  type TestContext,
  type TestUser,
} from './support/harness';
import { call } from './support/api';

describe.each(ENGINES)('bookings (%s)', (engine) => {
  let ctx: TestContext, seller: TestUser, categoryId: string;
  let buyer: TestUser;
  beforeAll(async () => {
    ({ ctx, seller, categoryId } = await openShop(engine));
    buyer = await ctx.user('buyer');
  });
  afterAll(() => ctx.close());

  it('books with buyer, name, price and image taken from stored data, never from the client', async () => {
    const productId = await createProduct(ctx, seller, categoryId, {
      title: 'Zelda: Breath of the Wild',
      resprice: 35,
    });
    const response = await call(ctx, buyer, endpoints.bookProduct, {
      query: { email: buyer.email },
      body: {
        productId,
        mobile: '+1 555 0100 22',
        location: 'Central station',
        userName: 'Mallory',
        email: 'mallory@evil.test',
        productName: 'Free stuff',
        price: 0.01,
        paid: true,
        imageUrl: 'x',
        status: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json();
    const list = await call(ctx, buyer, endpoints.listMyBookings, { query: { email: buyer.email } });
    expect(list.json()).toContainEqual({
      _id: insertedId,
      userName: buyer.name,
      email: buyer.email,
      productName: 'Zelda: Breath of the Wild',
      price: 35,
      mobile: '+1 555 0100 22',
      location: 'Central station',
      paid: false,
      imageUrl: PRODUCT_IMAGE,
      productId,
      status: true,
      date: expect.any(String),
      cancelled: false,
      reservedByOther: false,
      reviewed: false,
      sellerId: seller.id,
      sellerName: seller.name,
      sellerMobile: '+1 512 555 0100',
    });
    const single = await call(ctx, buyer, endpoints.getBooking, { params: { id: insertedId } });
    expect(single.json().productName).toBe('Zelda: Breath of the Wild');
  });

  it('refuses a second booking of the same product by the same buyer', async () => {
    const productId = await createProduct(ctx, seller, categoryId);
    await book(ctx, buyer, productId);
    const response = await call(ctx, buyer, endpoints.bookProduct, {
      body: { productId, mobile: '+1 555 0100 22', location: 'Here' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You have already booked this product' });
  });

  it('refuses booking a sold or missing product, and bad booking details', async () => {
    const productId = await createProduct(ctx, seller, categoryId);
    await ctx.db.query('UPDATE products SET status = false WHERE id = $1', [productId]);
    const sold = await call(ctx, buyer, endpoints.bookProduct, {
      body: { productId, mobile: '+1 555 0100 22', location: 'Here' },
    });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe('This product has already been sold');
    const missing = await call(ctx, buyer, endpoints.bookProduct, {
      body: { productId: '00000000-0000-4000-8000-000000000000', mobile: '+1 555 0100 22', location: 'Here' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await call(ctx, buyer, endpoints.bookProduct, { body: { productId, mobile: 'call me', location: '' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['location', 'mobile']);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const response = await call(ctx, buyer, endpoints.getBooking, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Booking not found' });
  });

  it('tells sellers that only buyers book', async () => {
    const productId = await createProduct(ctx, seller, categoryId);
    const response = await call(ctx, seller, endpoints.bookProduct, {
      body: { productId, mobile: '+1 555 0100 22', location: 'Here' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only buyers can do this');
  });

  it("shows the seller's mobile to the seller, an admin and a buyer who booked, never in public answers", async () => {
    const productId = await createProduct(ctx, seller, categoryId, { mobile: '+1 512 555 0199' });
    const page = await call(ctx, undefined, endpoints.getProduct, { params: { id: productId } });
    expect(page.json()).not.toHaveProperty('mobile');
    const found = await call(ctx, undefined, endpoints.searchProducts, { query: { q: 'PlayStation' } });
    expect(found.json().items.every((item: object) => !('mobile' in item))).toBe(true);
    const own = await call(ctx, seller, endpoints.listMyProducts, { query: { email: seller.email } });
    expect(own.json().find((product: { _id: string }) => product._id === productId)?.mobile).toBe('+1 512 555 0199');

    const contact = (caller: TestUser) => call(ctx, caller, endpoints.getProductContact, { params: { id: productId } });
    const stranger = await ctx.user('buyer');
    expect((await contact(stranger)).statusCode).toBe(403);
    expect((await contact(seller)).json()).toEqual({ mobile: '+1 512 555 0199' });
    expect((await contact(await ctx.user('admin'))).json()).toEqual({ mobile: '+1 512 555 0199' });
    const bookingId = await book(ctx, stranger, productId);
    expect((await contact(stranger)).json()).toEqual({ mobile: '+1 512 555 0199' });
    const orders = await call(ctx, stranger, endpoints.listMyBookings, { query: { email: stranger.email } });
    expect(orders.json().find((order: { _id: string }) => order._id === bookingId)?.sellerMobile).toBe(
      '+1 512 555 0199',
    );
    expect((await call(ctx, stranger, endpoints.getBadges)).json()).toEqual(
      expect.objectContaining({ ordersToPay: 1 }),
    );
    expect((await call(ctx, seller, endpoints.getBadges)).json().bookingsToAnswer).toBeGreaterThanOrEqual(1);

    // Cancelled: the number is no longer theirs to see.
    await call(ctx, stranger, endpoints.cancelBooking, { params: { id: bookingId } });
    expect((await contact(stranger)).statusCode).toBe(403);
    const after = await call(ctx, stranger, endpoints.listMyBookings, { query: { email: stranger.email } });
    expect(after.json().find((order: { _id: string }) => order._id === bookingId)).not.toHaveProperty('sellerMobile');
  });
});
