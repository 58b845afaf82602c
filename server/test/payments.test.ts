import * as endpoints from '@replay/contract/endpoints';
import { OfflineStripe } from './support/offline-stripe';
import { confirm, intent, payWithCard, record, webhook } from './support/payments';
import { book, createProduct, ENGINES, openShop, type TestContext, type TestUser } from './support/harness';
import { call } from './support/api';

describe.each(ENGINES)('payments (%s)', (engine) => {
  let ctx: TestContext, seller: TestUser, categoryId: string;
  beforeAll(async () => {
    // HOLD_MINUTES 0: buyers race to pay at once, the guarantee underneath reservations (trading.test.ts).
    ({ ctx, seller, categoryId } = await openShop(engine, { env: { HOLD_MINUTES: '0' } }));
  });
  afterAll(() => ctx.close());

  it('charges the stored price, never the price the client sends', async () => {
    const buyer = await ctx.user('buyer');
    const bookingId = await book(ctx, buyer, await createProduct(ctx, seller, categoryId, { resprice: 123.45 }));
    const response = await intent(ctx, buyer, bookingId, 0.5);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/),
      paymentIntentId: expect.any(String),
      amount: 12345,
      currency: 'usd',
      provider: 'dummy',
    });
    // Asking again reuses the open intent rather than opening another.
    expect((await intent(ctx, buyer, bookingId)).json().clientSecret).toBe(response.json().clientSecret);
  });

  it('pays with 4242…: the payment is recorded, the product sold and out of the carousel, other bookings read as sold', async () => {
    const [buyer, other] = [await ctx.user('buyer'), await ctx.user('buyer')];
    const productId = await createProduct(ctx, seller, categoryId);
    await call(ctx, seller, endpoints.advertiseProduct, { body: { productId } });
    // The carousel is cached and shows the product until it sells.
    expect((await call(ctx, undefined, endpoints.listAdvertised)).json().map((p: { _id: string }) => p._id)).toContain(
      productId,
    );
    const bookingId = await book(ctx, buyer, productId);
    const otherBooking = await book(ctx, other, productId);

    const transactionId = await payWithCard(ctx, buyer, bookingId);
    expect(transactionId).toMatch(/^pi_test_/);
    const response = await record(ctx, buyer, bookingId, transactionId);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    const mine = (await call(ctx, buyer, endpoints.getBooking, { params: { id: bookingId } })).json();
    expect(mine).toMatchObject({ paid: true, status: false, transactionId });
    const theirs = (await call(ctx, other, endpoints.getBooking, { params: { id: otherBooking } })).json();
    expect(theirs).toMatchObject({ paid: false, status: false });
    expect((await ctx.db.query('SELECT status, advertise FROM products WHERE id = $1', [productId]))[0]).toEqual({
      status: false,
      advertise: false,
    });
    const carousel = (await call(ctx, undefined, endpoints.listAdvertised)).json();
    expect(carousel.map((p: { _id: string }) => p._id)).not.toContain(productId);

    // Recording the same transaction again is idempotent.
    const again = await record(ctx, buyer, bookingId, transactionId);
    expect(again.json().insertedId).toBe(response.json().insertedId);
    // The other buyer can neither open an intent nor book again.
    const blocked = await intent(ctx, other, otherBooking);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('Item is bought by another buyer');
    // Paying twice for the same booking is refused before any card is charged.
    const twice = await intent(ctx, buyer, bookingId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This booking is already paid');
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'card_declined', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4242 4242 4242 4241', 'incorrect_number', 'Your card number is incorrect.'],
  ])('declines %s like Stripe test mode and records nothing', async (number, code, message) => {
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId);
    const bookingId = await book(ctx, buyer, productId);
    const { clientSecret, paymentIntentId } = (await intent(ctx, buyer, bookingId)).json();
    const result = await confirm(ctx, buyer, clientSecret, number);
    expect(result).toEqual({ error: expect.objectContaining({ type: 'card_error', code, message }) });
    const response = await record(ctx, buyer, bookingId, paymentIntentId);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('The payment has not succeeded yet');
    expect((await ctx.db.query('SELECT status FROM products WHERE id = $1', [productId]))[0]).toEqual({ status: true });
    // The same intent can still be paid with a good card afterwards.
    expect((await confirm(ctx, buyer, clientSecret, '4242424242424242')).paymentIntent.status).toBe('succeeded');
  });

  it('confirms a double-clicked payment only once', async () => {
    const buyer = await ctx.user('buyer');
    const bookingId = await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
    const { clientSecret } = (await intent(ctx, buyer, bookingId)).json();
    const results = await Promise.all([
      confirm(ctx, buyer, clientSecret, '4242424242424242'),
      confirm(ctx, buyer, clientSecret, '4242424242424242'),
    ]);
    expect(results.filter((r) => r.paymentIntent)).toHaveLength(1);
    expect(results.filter((r) => r.error?.code === 'payment_intent_unexpected_state')).toHaveLength(1);
  });

  it("refuses a transaction of another booking and a buyer recording someone else's booking", async () => {
    const [buyer, other] = [await ctx.user('buyer'), await ctx.user('buyer')];
    const bookingA = await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
    const bookingB = await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
    const transactionA = await payWithCard(ctx, buyer, bookingA);
    const crossed = await record(ctx, buyer, bookingB, transactionA);
    expect(crossed.statusCode).toBe(402);
    const foreign = await record(ctx, other, bookingA, transactionA);
    expect(foreign.statusCode).toBe(403);
  });

  it('sells a product at most once when 50 buyers pay for it at the same moment', async () => {
    const productId = await createProduct(ctx, seller, categoryId, { title: 'Last copy', resprice: 59.99 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => ctx.user('buyer')));
    const paid = await Promise.all(
      buyers.map(async (buyer) => {
        const bookingId = await book(ctx, buyer, productId);
        return { buyer, bookingId, transactionId: await payWithCard(ctx, buyer, bookingId) };
      }),
    );
    expect(paid.every((p) => p.transactionId)).toBe(true);

    const responses = await Promise.all(paid.map((p) => record(ctx, p.buyer, p.bookingId, p.transactionId)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe('Item is bought by another buyer; your payment was refunded');

    expect(await ctx.db.query('SELECT count(*)::int AS n FROM payments WHERE product_id = $1', [productId])).toEqual([
      { n: 1 },
    ]);
    expect((await ctx.db.query('SELECT status FROM products WHERE id = $1', [productId]))[0]).toEqual({
      status: false,
    });
    const intents = await ctx.db.query<{ status: string; n: number }>(
      `SELECT pi.status, count(*)::int AS n FROM payment_intents pi JOIN bookings b ON b.id = pi.booking_id WHERE b.product_id = $1 GROUP BY pi.status ORDER BY pi.status`,
      [productId],
    );
    expect(intents).toEqual([
      { status: 'refunded', n: 49 },
      { status: 'succeeded', n: 1 },
    ]);
  });
});

describe('Stripe webhook', () => {
  const secret = 'whsec_test_secret';
  let ctx: TestContext, seller: TestUser, categoryId: string;
  beforeAll(async () => {
    ({ ctx, seller, categoryId } = await openShop('pglite', {
      env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_WEBHOOK_SECRET: secret },
      provider: (db) => new OfflineStripe(db),
    }));
  });
  afterAll(() => ctx.close());

  const send = (event: object, signature?: string) => webhook(ctx, secret, event, signature);

  it('records a payment once from a signed payment_intent.succeeded event and refuses bad signatures', async () => {
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId);
    const bookingId = await book(ctx, buyer, productId);
    await ctx.db.query(
      `INSERT INTO payment_intents (id, booking_id, provider, amount_cents, currency, client_secret, status) VALUES ('pi_hook', $1, 'stripe', 18950, 'usd', 'pi_hook_secret', 'succeeded')`,
      [bookingId],
    );
    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_hook', object: 'payment_intent', status: 'succeeded' } },
    };

    const forged = await send(event, 't=1,v1=deadbeef');
    expect(forged.statusCode).toBe(400);
    expect(await ctx.db.query('SELECT 1 FROM payments')).toEqual([]);

    expect((await send(event)).json()).toEqual({ received: true });
    expect((await send(event)).json()).toEqual({ received: true, duplicate: true });
    expect(await ctx.db.query('SELECT transaction_id FROM payments')).toEqual([{ transaction_id: 'pi_hook' }]);
    expect((await ctx.db.query('SELECT status FROM products WHERE id = $1', [productId]))[0]).toEqual({
      status: false,
    });
  });
});
