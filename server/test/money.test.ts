import * as endpoints from '@replay/contract/endpoints';
import type { Database } from '../src/db/database';
import { TestCardProvider } from '../src/payments/dummy';
import { OfflineStripe } from './support/offline-stripe';
import { intent, intentStatus, payWithCard, record, webhook } from './support/payments';
import { book, bookEach, createProduct, ENGINES, openShop, type TestContext, type TestUser } from './support/harness';
import { call } from './support/api';

/** The test-card provider, whose refunds fail while `failures` lasts (a provider outage). */
class FlakyRefunds extends TestCardProvider {
  failures = 0;
  override async refund(id: string): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('refunds are unavailable');
    }
    await super.refund(id);
  }
}

const refundsOf = (db: Database, id: string) => db.query('SELECT status FROM refunds WHERE transaction_id = $1', [id]);

describe.each(ENGINES)('money under races and removals (%s)', (engine) => {
  let ctx: TestContext, seller: TestUser, categoryId: string;
  let provider: FlakyRefunds;
  let admin: TestUser;
  beforeAll(async () => {
    ({ ctx, seller, categoryId } = await openShop(engine, {
      provider: (db) => (provider = new FlakyRefunds(db)),
      // HOLD_MINUTES 0: buyers race to pay at once, the guarantee underneath reservations.
      env: { REFUND_RETRY_INTERVAL_MS: '0', HOLD_MINUTES: '0' },
    }));
    admin = await ctx.user('admin');
  });
  afterAll(() => ctx.close());

  it('records the same transaction sent 20 times at once as one payment: every call succeeds with its id, nothing is refunded', async () => {
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId);
    const bookingId = await book(ctx, buyer, productId);
    const transactionId = await payWithCard(ctx, buyer, bookingId);

    const responses = await Promise.all(Array.from({ length: 20 }, () => record(ctx, buyer, bookingId, transactionId)));
    expect(responses.map((r) => r.statusCode).filter((status) => status >= 300)).toEqual([]);
    const ids = new Set(responses.map((r) => r.json().insertedId));
    expect(ids.size).toBe(1);
    expect(await ctx.db.query('SELECT id FROM payments WHERE product_id = $1', [productId])).toEqual([
      { id: [...ids][0] },
    ]);
    expect(await intentStatus(ctx.db, transactionId)).toBe('succeeded');
    expect(await refundsOf(ctx.db, transactionId)).toEqual([]);
  });

  it("refunds another buyer's successful payment for a product already sold, and cancels the open intents of the rest", async () => {
    const [winner, late, waiting] = [await ctx.user('buyer'), await ctx.user('buyer'), await ctx.user('buyer')];
    const productId = await createProduct(ctx, seller, categoryId);
    const [winnerBooking, lateBooking, waitingBooking] = await bookEach(ctx, [winner, late, waiting], productId);
    const winning = await payWithCard(ctx, winner, winnerBooking);
    const lateTransaction = await payWithCard(ctx, late, lateBooking);
    const waitingIntent = (await intent(ctx, waiting, waitingBooking)).json().paymentIntentId;

    expect((await record(ctx, winner, winnerBooking, winning)).statusCode).toBe(201);
    // The third buyer opened the payment page but never paid: that intent can no longer be paid.
    expect(await intentStatus(ctx.db, waitingIntent)).toBe('canceled');

    const lost = await record(ctx, late, lateBooking, lateTransaction);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toBe('Item is bought by another buyer; your payment was refunded');
    expect(await intentStatus(ctx.db, lateTransaction)).toBe('refunded');
    expect(await intentStatus(ctx.db, winning)).toBe('succeeded');
    expect(await refundsOf(ctx.db, lateTransaction)).toEqual([{ status: 'done' }]);
  });

  it('keeps a refund the provider refused as pending and pays it back when the job runs', async () => {
    const [winner, late] = [await ctx.user('buyer'), await ctx.user('buyer')];
    const productId = await createProduct(ctx, seller, categoryId);
    const [winnerBooking, lateBooking] = await bookEach(ctx, [winner, late], productId);
    const winning = await payWithCard(ctx, winner, winnerBooking);
    const lateTransaction = await payWithCard(ctx, late, lateBooking);
    await record(ctx, winner, winnerBooking, winning);

    provider.failures = 1;
    expect((await record(ctx, late, lateBooking, lateTransaction)).statusCode).toBe(409);
    expect(await refundsOf(ctx.db, lateTransaction)).toEqual([{ status: 'pending' }]);
    expect(await intentStatus(ctx.db, lateTransaction)).toBe('succeeded');

    // Two instances' jobs at once: the refund is attempted by one of them.
    const runs = await Promise.all([ctx.app.payments.retryPendingRefunds(), ctx.app.payments.retryPendingRefunds()]);
    expect(runs.reduce((sum, run) => sum + run.refunded, 0)).toBe(1);
    expect(await refundsOf(ctx.db, lateTransaction)).toEqual([{ status: 'done' }]);
    expect(await intentStatus(ctx.db, lateTransaction)).toBe('refunded');
    expect((await ctx.app.payments.retryPendingRefunds()).pending).toBe(0);
  });

  it("keeps the buyer's paid order when the seller, then an admin, delete the product and the seller", async () => {
    const localSeller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, localSeller, categoryId, {
      title: 'Chrono Trigger (SNES)',
      resprice: 88.8,
    });
    const bookingId = await book(ctx, buyer, productId);
    const transactionId = await payWithCard(ctx, buyer, bookingId);
    expect((await record(ctx, buyer, bookingId, transactionId)).statusCode).toBe(201);

    const bySeller = await call(ctx, localSeller, endpoints.deleteProduct, { params: { id: productId } });
    expect(bySeller.statusCode).toBe(409);
    expect(bySeller.json().message).toBe('A sold product cannot be deleted');

    const byAdmin = await call(ctx, admin, endpoints.deleteProduct, { params: { id: productId } });
    expect(byAdmin.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await call(ctx, admin, endpoints.deleteSeller, { params: { id: localSeller.id } })).statusCode).toBe(200);

    const orders = (await call(ctx, buyer, endpoints.listMyBookings)).json();
    expect(orders).toEqual([
      expect.objectContaining({
        _id: bookingId,
        productName: 'Chrono Trigger (SNES)',
        price: 88.8,
        paid: true,
        transactionId,
      }),
    ]);
    expect((await call(ctx, buyer, endpoints.getBooking, { params: { id: bookingId } })).json()).toMatchObject({
      paid: true,
    });
    expect(await ctx.db.query('SELECT amount_cents FROM payments WHERE transaction_id = $1', [transactionId])).toEqual([
      { amount_cents: 8880 },
    ]);
  });

  it("keeps the payment and the order's records when the buyer's account is deleted", async () => {
    const buyer = await ctx.user('buyer');
    const bookingId = await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
    const transactionId = await payWithCard(ctx, buyer, bookingId);
    await record(ctx, buyer, bookingId, transactionId);

    expect((await call(ctx, admin, endpoints.deleteBuyer, { params: { id: buyer.id } })).statusCode).toBe(200);
    expect(
      await ctx.db.query('SELECT booking_id, buyer_id FROM payments WHERE transaction_id = $1', [transactionId]),
    ).toEqual([{ booking_id: bookingId, buyer_id: buyer.id }]);
    expect(await ctx.db.query('SELECT id FROM bookings WHERE id = $1', [bookingId])).toEqual([{ id: bookingId }]);
    expect(await ctx.db.query('SELECT status FROM payment_intents WHERE id = $1', [transactionId])).toEqual([
      { status: 'succeeded' },
    ]);
  });

  it('never deletes a money record, even by a stray DELETE', async () => {
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId);
    const bookingId = await book(ctx, buyer, productId);
    await record(ctx, buyer, bookingId, await payWithCard(ctx, buyer, bookingId));
    await expect(ctx.db.query('DELETE FROM products WHERE id = $1', [productId])).rejects.toThrow(/foreign key/);
    await expect(ctx.db.query('DELETE FROM bookings WHERE id = $1', [bookingId])).rejects.toThrow(/foreign key/);
  });

  it('archives a product deleted while its buyer is paying: the intent is canceled, and a payment that still succeeds is refunded', async () => {
    const [buyer, confirming] = [await ctx.user('buyer'), await ctx.user('buyer')];
    const productId = await createProduct(ctx, seller, categoryId);
    const [openBooking, paidBooking] = await bookEach(ctx, [buyer, confirming], productId);
    const openIntent = (await intent(ctx, buyer, openBooking)).json().paymentIntentId;
    // The second buyer's card was charged just before the seller deleted the listing.
    const charged = await payWithCard(ctx, confirming, paidBooking);

    const deleted = await call(ctx, seller, endpoints.deleteProduct, { params: { id: productId } });
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await intentStatus(ctx.db, openIntent)).toBe('canceled');
    const reopened = await intent(ctx, buyer, openBooking);
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe('This product is no longer available');

    const late = await record(ctx, confirming, paidBooking, charged);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This product is no longer available; your payment was refunded');
    expect(await intentStatus(ctx.db, charged)).toBe('refunded');
    expect(
      await ctx.db.query('SELECT archived_at IS NOT NULL AS archived, status FROM products WHERE id = $1', [productId]),
    ).toEqual([{ archived: true, status: true }]);
  });
});

describe.each(ENGINES)('Stripe webhook (%s)', (engine) => {
  const secret = 'whsec_test_secret';
  let ctx: TestContext, seller: TestUser, categoryId: string;
  let stripe: OfflineStripe;
  beforeAll(async () => {
    ({ ctx, seller, categoryId } = await openShop(engine, {
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_offline',
        STRIPE_WEBHOOK_SECRET: secret,
        REFUND_RETRY_INTERVAL_MS: '0',
        HOLD_MINUTES: '0',
      },
      provider: (db) => (stripe = new OfflineStripe(db)),
    }));
  });
  afterAll(() => ctx.close());

  const send = (event: object) => webhook(ctx, secret, event);
  const succeeded = (eventId: string, intentId: string) => ({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
  });

  /** A booking whose intent Stripe reports as succeeded (the buyer's card was charged). */
  async function chargedBooking(buyer: TestUser) {
    const productId = await createProduct(ctx, seller, categoryId, { resprice: 50 });
    const bookingId = await book(ctx, buyer, productId);
    const intentId = `pi_${bookingId.slice(0, 8)}`;
    await ctx.db.query(
      `INSERT INTO payment_intents (id, booking_id, provider, amount_cents, currency, client_secret, status) VALUES ($1, $2, 'stripe', 5000, 'usd', $3, 'succeeded')`,
      [intentId, bookingId, `${intentId}_secret`],
    );
    return { productId, bookingId, intentId };
  }

  it('records one payment when the browser and the webhook record it at the same moment, and refunds nothing', async () => {
    const buyers: TestUser[] = [];
    for (let round = 0; round < 5; round += 1) {
      const buyer = await ctx.user('buyer');
      const { productId, bookingId, intentId } = await chargedBooking(buyer);
      const [browser, hook] = await Promise.all([
        record(ctx, buyer, bookingId, intentId),
        send(succeeded(`evt_${intentId}`, intentId)),
      ]);
      expect(browser.statusCode).toBe(201);
      expect(hook.statusCode).toBe(200);
      expect(await ctx.db.query('SELECT transaction_id FROM payments WHERE product_id = $1', [productId])).toEqual([
        { transaction_id: intentId },
      ]);
      expect(stripe.refunded).not.toContain(intentId);
      expect(await refundsOf(ctx.db, intentId)).toEqual([]);
      buyers.push(buyer);
    }
    // Told once per sale, whichever call made it: one Sold to the seller, one receipt to each buyer.
    const queued = await ctx.db.query<{ to_address: string; subject: string }>(
      `SELECT to_address, subject FROM outbox WHERE subject LIKE 'Sold:%' OR subject LIKE 'Your receipt%'`,
    );
    expect(queued.filter((mail) => mail.to_address === seller.email)).toHaveLength(5);
    for (const buyer of buyers) expect(queued.filter((mail) => mail.to_address === buyer.email)).toHaveLength(1);
  });

  it('answers 5xx when processing fails, so Stripe retries; the retry records it and a later one is a no-op', async () => {
    const buyer = await ctx.user('buyer');
    const { productId, intentId } = await chargedBooking(buyer);
    const event = succeeded(`evt_retry_${intentId}`, intentId);

    stripe.failures.retrieveIntent = 1;
    const failed = await send(event);
    expect(failed.statusCode).toBe(502);
    expect(await ctx.db.query('SELECT 1 FROM payments WHERE product_id = $1', [productId])).toEqual([]);

    const retried = await send(event);
    expect(retried.json()).toEqual({ received: true });
    expect(await ctx.db.query('SELECT transaction_id FROM payments WHERE product_id = $1', [productId])).toEqual([
      { transaction_id: intentId },
    ]);
    expect((await send(event)).json()).toEqual({ received: true, duplicate: true });
  });

  it('never moves an intent out of succeeded, canceled or refunded on a late payment_failed or canceled event', async () => {
    const buyer = await ctx.user('buyer');
    const { bookingId, intentId } = await chargedBooking(buyer);
    expect((await record(ctx, buyer, bookingId, intentId)).statusCode).toBe(201);
    const refunded = (await chargedBooking(buyer)).intentId;
    await ctx.db.query(`UPDATE payment_intents SET status = 'refunded' WHERE id = $1`, [refunded]);
    const late = (type: string, id: string, status: string) => ({
      id: `evt_${type}_${id}`,
      object: 'event',
      type,
      data: { object: { id, object: 'payment_intent', status } },
    });
    for (const [id, kept] of [
      [intentId, 'succeeded'],
      [refunded, 'refunded'],
    ]) {
      expect((await send(late('payment_intent.payment_failed', id!, 'requires_payment_method'))).statusCode).toBe(200);
      expect((await send(late('payment_intent.canceled', id!, 'canceled'))).statusCode).toBe(200);
      expect(await intentStatus(ctx.db, id!)).toBe(kept);
    }
  });

  it('refunds a payment the webhook reports for a product another buyer holds, and records nothing', async () => {
    const [buyer, holder] = [await ctx.user('buyer'), await ctx.user('buyer')];
    const { productId, intentId } = await chargedBooking(buyer);
    const holding = await book(ctx, holder, productId);
    await ctx.db.query(
      `INSERT INTO holds (product_id, booking_id, expires_at) VALUES ($1, $2, now() + interval '10 minutes')`,
      [productId, holding],
    );
    const hook = await send(succeeded(`evt_held_${intentId}`, intentId));
    expect(hook.json()).toEqual({ received: true });
    expect(await ctx.db.query('SELECT 1 FROM payments WHERE product_id = $1', [productId])).toEqual([]);
    expect(stripe.refunded).toContain(intentId);
    expect(await refundsOf(ctx.db, intentId)).toEqual([{ status: 'done' }]);
  });

  it("answers 502 in its own words when Stripe fails, never with Stripe's text", async () => {
    const buyer = await ctx.user('buyer');
    const bookingId = await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
    const unavailable = { message: 'The payment provider is unavailable; please try again' };
    stripe.failures.createIntent = 1;
    const opened = await intent(ctx, buyer, bookingId);
    expect([opened.statusCode, opened.json()]).toEqual([502, unavailable]);
    const { paymentIntentId } = (await intent(ctx, buyer, bookingId)).json();
    stripe.failures.retrieveIntent = 1;
    const recorded = await record(ctx, buyer, bookingId, paymentIntentId);
    expect([recorded.statusCode, recorded.json()]).toEqual([502, unavailable]);
  });
});
