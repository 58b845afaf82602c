import * as endpoints from '@replay/contract/endpoints';
import { HOUR_MS, TestClock } from '../src/clock';
import { call, unchecked } from './support/api';
import { createProduct, ENGINES, openShop, type TestContext, type TestUser } from './support/harness';
import { confirm, intent, record } from './support/payments';

/** The fixtures' listed price: $189.50. */
const LISTED = 18950;

describe.each(ENGINES)('offers (%s)', (engine) => {
  const clock = new TestClock();
  let ctx: TestContext, seller: TestUser, categoryId: string;
  beforeAll(async () => {
    ({ ctx, seller, categoryId } = await openShop(engine, {
      env: { MONEY_JOBS_SECONDS: '0', SUSPENSION_CHECK_SECONDS: '0' },
      clock,
    }));
  });
  afterAll(() => ctx.close());

  const offer = (buyer: TestUser, productId: string, amountCents: number, message?: string) =>
    call(ctx, buyer, endpoints.makeOffer, { body: { productId, amountCents, ...(message ? { message } : {}) } });
  const act = (user: TestUser, id: string, action: 'accept' | 'decline' | 'withdraw') =>
    call(
      ctx,
      user,
      { accept: endpoints.acceptOffer, decline: endpoints.declineOffer, withdraw: endpoints.withdrawOffer }[action],
      {
        params: { id },
      },
    );
  const counter = (user: TestUser, id: string, amountCents: number) =>
    call(ctx, user, endpoints.counterOffer, { params: { id }, body: { amountCents } });
  const bell = async (user: TestUser, kind: string) =>
    (await ctx.db.query('SELECT 1 FROM notifications WHERE user_id = $1 AND kind = $2', [user.id, kind])).length;

  it('an offer: at least half the price and below it, once at a time, three a day; in the conversation with its message', async () => {
    const productId = await createProduct(ctx, seller, categoryId);
    const buyer = await ctx.user('buyer');
    const low = await offer(buyer, productId, 9474);
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('Offer at least $94.75 and less than the listed $189.50');
    expect((await offer(buyer, productId, LISTED)).statusCode).toBe(400);
    const made = await offer(buyer, productId, 9475, 'Would you take this?');
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({
      _id: expect.any(String),
      conversationId: expect.any(String),
      state: 'open',
      amountCents: 9475,
      expiresAt: new Date(clock.now().getTime() + 48 * HOUR_MS).toISOString(),
    });
    expect((await offer(buyer, productId, 10000)).statusCode).toBe(409);
    const messages = await ctx.db.query<{ body: string }>('SELECT body FROM messages WHERE conversation_id = $1', [
      made.json().conversationId,
    ]);
    expect(messages.map((m) => m.body)).toEqual(['Would you take this?']);
    expect(await bell(seller, 'offer_received')).toBeGreaterThanOrEqual(1);

    // Withdrawn and made again: the third of the day is the last.
    for (const amount of [10000, 11000]) {
      const id = (
        await ctx.db.query<{ id: string }>(
          `SELECT id FROM offers WHERE product_id = $1 AND buyer_id = $2 AND state = 'open'`,
          [productId, buyer.id],
        )
      )[0]!.id;
      expect((await act(buyer, id, 'withdraw')).json().state).toBe('withdrawn');
      expect((await offer(buyer, productId, amount)).statusCode).toBe(201);
    }
    const fourth = await ctx.db.query<{ id: string }>(
      `SELECT id FROM offers WHERE product_id = $1 AND buyer_id = $2 AND state = 'open'`,
      [productId, buyer.id],
    );
    await act(buyer, fourth[0]!.id, 'withdraw');
    expect((await offer(buyer, productId, 12000)).statusCode).toBe(429);
    clock.advance(24 * HOUR_MS + 1000);
    expect((await offer(buyer, productId, 12000)).statusCode).toBe(201);
  });

  it('refuses the seller, a blocked buyer, a suspended buyer; outsiders do not see an offer', async () => {
    const productId = await createProduct(ctx, seller, categoryId);
    expect((await offer(seller, productId, 10000)).statusCode).toBe(403);
    const blocked = await ctx.user('buyer');
    await call(ctx, seller, endpoints.blockUser, { params: { userId: blocked.id } });
    expect((await offer(blocked, productId, 10000)).statusCode).toBe(403);
    const suspended = await ctx.user('buyer');
    await ctx.db.query(`UPDATE users SET suspended_until = $2 WHERE id = $1`, [
      suspended.id,
      new Date(clock.now().getTime() + HOUR_MS),
    ]);
    const refused = await offer(suspended, productId, 10000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Your account is suspended until/);

    const buyer = await ctx.user('buyer');
    const id = (await offer(buyer, productId, 10000)).json()._id;
    const outsider = await ctx.user('buyer');
    const otherSeller = await ctx.user('seller');
    expect((await call(ctx, outsider, endpoints.getOffer, { params: { id } })).statusCode).toBe(404);
    expect((await act(outsider, id, 'decline')).statusCode).toBe(404);
    expect((await counter(otherSeller, id, 12000)).statusCode).toBe(404);
    // The buyer cannot accept their own offer; the seller cannot withdraw it.
    expect((await act(buyer, id, 'accept')).statusCode).toBe(403);
    expect((await act(seller, id, 'withdraw')).statusCode).toBe(403);
    const mine = (await call(ctx, buyer, endpoints.listOffers, { query: { role: 'buyer' } })).json().items;
    expect(mine.map((item) => item._id)).toContain(id);
    const received = (await call(ctx, seller, endpoints.listOffers)).json().items;
    expect(received.find((item) => item._id === id)).toMatchObject({
      buyerId: buyer.id,
      amountCents: 10000,
      state: 'open',
      round: 1,
    });
  });

  it('counters strictly between, at most three rounds; the buyer accepts and pays exactly the agreed price', async () => {
    const productId = await createProduct(ctx, seller, categoryId);
    const buyer = await ctx.user('buyer');
    const id = (await offer(buyer, productId, 10000)).json()._id;
    expect((await counter(seller, id, 10000)).statusCode).toBe(400);
    expect((await counter(seller, id, LISTED)).statusCode).toBe(400);
    const countered = await counter(seller, id, 15000);
    expect(countered.json()).toMatchObject({ state: 'countered', amountCents: 15000, round: 2 });
    expect(await bell(buyer, 'offer_countered')).toBe(1);
    // The buyer's next round, below the counter; a third round is the last.
    expect((await offer(buyer, productId, 15000)).statusCode).toBe(400);
    expect((await offer(buyer, productId, 12500)).json()).toMatchObject({ _id: id, state: 'open', amountCents: 12500 });
    expect((await counter(seller, id, 14000)).statusCode).toBe(409);
    const accepted = await act(seller, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const bookingId = accepted.json().bookingId!;
    expect(accepted.json()).toMatchObject({ state: 'accepted', amountCents: 12500, round: 3 });
    expect(accepted.json().rounds.map((r) => [r.by, r.amountCents])).toEqual([
      ['buyer', 10000],
      ['seller', 15000],
      ['buyer', 12500],
    ]);
    expect(await bell(buyer, 'offer_accepted')).toBe(1);

    const order = (await call(ctx, buyer, endpoints.getBooking, { params: { id: bookingId } })).json();
    expect(order).toMatchObject({ price: 125, offerId: id, paid: false });
    // The intent is for the agreed amount, whatever the client says.
    const opened = await intent(ctx, buyer, bookingId, 1);
    expect(opened.json().amount).toBe(12500);
    const paid = await confirm(ctx, buyer, opened.json().clientSecret, '4242 4242 4242 4242');
    expect((await record(ctx, buyer, bookingId, paid.paymentIntent.id)).statusCode).toBeLessThan(300);
    const payment = await ctx.db.query<{ amount_cents: number; fee_cents: number }>(
      'SELECT amount_cents, fee_cents FROM payments WHERE booking_id = $1',
      [bookingId],
    );
    // The fee on the agreed price: 10 % of $125.00.
    expect(payment).toEqual([{ amount_cents: 12500, fee_cents: 1250 }]);
    const sellerRow = (await call(ctx, seller, endpoints.listSellerBookings)).json();
    expect(JSON.stringify(sellerRow)).toContain(id);
  });

  it('one acceptance of twenty at once holds the product; the sale supersedes the rest', async () => {
    const productId = await createProduct(ctx, seller, categoryId);
    const buyers: TestUser[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const buyer = await ctx.user('buyer');
      buyers.push(buyer);
      ids.push((await offer(buyer, productId, 10000 + i)).json()._id);
    }
    const answers = await Promise.all(ids.map((id) => act(seller, id, 'accept')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const bookingId = answers[winner]!.json().bookingId!;
    const holds = await ctx.db.query<{ booking_id: string }>('SELECT booking_id FROM holds WHERE product_id = $1', [
      productId,
    ]);
    expect(holds).toEqual([{ booking_id: bookingId }]);

    const buyer = buyers[winner]!;
    const opened = await intent(ctx, buyer, bookingId);
    const paid = await confirm(ctx, buyer, opened.json().clientSecret, '4242 4242 4242 4242');
    await record(ctx, buyer, bookingId, paid.paymentIntent.id);
    const states = await ctx.db.query<{ state: string; n: number }>(
      'SELECT state, count(*)::int AS n FROM offers WHERE product_id = $1 GROUP BY state ORDER BY state',
      [productId],
    );
    expect(states).toEqual([
      { state: 'accepted', n: 1 },
      { state: 'superseded', n: 19 },
    ]);
    expect(await bell(buyers[(winner + 1) % 20]!, 'offer_superseded')).toBe(1);
  });

  it('expires unanswered offers and lapses unpaid acceptances by the clock; the product is free again', async () => {
    const productId = await createProduct(ctx, seller, categoryId);
    const [a, b] = [await ctx.user('buyer'), await ctx.user('buyer')];
    const first = (await offer(a, productId, 10000)).json()._id;
    const second = (await offer(b, productId, 11000)).json()._id;
    const accepted = (await act(seller, second, 'accept')).json();
    // While it is held for b, a's offer stays open but cannot be accepted.
    const blocked = await act(seller, first, 'accept');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/Another offer was accepted/);

    clock.advance(24 * HOUR_MS + 1000);
    await ctx.app.runOfferJobs();
    const lapsed = (await call(ctx, b, endpoints.getOffer, { params: { id: second } })).json();
    expect(lapsed.state).toBe('lapsed');
    expect(await ctx.db.query('SELECT 1 FROM holds WHERE booking_id = $1', [accepted.bookingId])).toEqual([]);
    expect(await bell(b, 'offer_lapsed')).toBe(1);
    expect(await bell(seller, 'offer_lapsed')).toBeGreaterThanOrEqual(1);

    clock.advance(24 * HOUR_MS);
    await ctx.app.runOfferJobs();
    expect((await call(ctx, a, endpoints.getOffer, { params: { id: first } })).json().state).toBe('expired');
    expect(await bell(a, 'offer_expired')).toBe(1);
    expect((await act(seller, first, 'accept')).statusCode).toBe(409);
  });

  it('a price edit declines the offers at or above the new price; those below stay open', async () => {
    const productId = await createProduct(ctx, seller, categoryId);
    const [a, b] = [await ctx.user('buyer'), await ctx.user('buyer')];
    const high = (await offer(a, productId, 15000)).json()._id;
    const low = (await offer(b, productId, 11000)).json()._id;
    const edited = await call(ctx, seller, endpoints.editProduct, {
      params: { id: productId },
      body: unchecked({ version: 1, resprice: 150 }),
    });
    expect(edited.statusCode).toBe(200);
    expect((await call(ctx, a, endpoints.getOffer, { params: { id: high } })).json().state).toBe('declined');
    expect(await bell(a, 'offer_declined')).toBe(1);
    expect((await call(ctx, b, endpoints.getOffer, { params: { id: low } })).json().state).toBe('open');
  });
});
