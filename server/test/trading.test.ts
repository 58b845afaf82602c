import * as endpoints from '@replay/contract/endpoints';
import {
  book,
  bookEach,
  createProduct,
  ENGINES,
  openShop,
  USER_IMAGE,
  type TestContext,
  type TestUser,
} from './support/harness';
import { confirm, intent, intentStatus, payWithCard, record } from './support/payments';
import { call } from './support/api';

const RESERVED = 'This item is reserved by another buyer for a few minutes';
const HOLD_ENDED = 'Your reservation of this item has run out; cancel this booking and book it again to pay';

describe.each(ENGINES)('trading (%s)', (engine) => {
  let ctx: TestContext, seller: TestUser, categoryId: string;
  beforeAll(async () => {
    ({ ctx, seller, categoryId } = await openShop(engine, { env: { REFUND_RETRY_INTERVAL_MS: '0' } }));
  });
  afterAll(() => ctx.close());

  const sellerBooking = async (owner: TestUser, bookingId: string) =>
    (await call(ctx, owner, endpoints.listSellerBookings))
      .json()
      .find((row: { _id: string }) => row._id === bookingId)!;
  const buyerBooking = async (buyer: TestUser, bookingId: string) =>
    (await call(ctx, buyer, endpoints.getBooking, { params: { id: bookingId } })).json();
  /** Moves a product's hold back in time, as if `interval` had passed. */
  const age = (productId: string, interval: string) =>
    ctx.db.query(`UPDATE holds SET expires_at = expires_at - $2::interval WHERE product_id = $1`, [
      productId,
      interval,
    ]);
  const minutesLeft = async (productId: string) =>
    (
      await ctx.db.query<{ minutes: number }>(
        `SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM holds WHERE product_id = $1`,
        [productId],
      )
    )[0]?.minutes;
  const expiry = async (productId: string) =>
    (await ctx.db.query<{ expires_at: Date }>('SELECT expires_at FROM holds WHERE product_id = $1', [productId]))[0]
      ?.expires_at;
  const pay = async (buyer: TestUser, bookingId: string) =>
    (await record(ctx, buyer, bookingId, await payWithCard(ctx, buyer, bookingId))).json().insertedId;

  describe('bookings for sellers', () => {
    it("shows the seller who booked their products, how to reach them and where to meet, newest first, and nobody else's", async () => {
      const [buyer, otherSeller] = [await ctx.user('buyer'), await ctx.user('seller')];
      const first = await book(
        ctx,
        buyer,
        await createProduct(ctx, seller, categoryId, { title: 'Older booked game', resprice: 20 }),
      );
      const second = await book(
        ctx,
        buyer,
        await createProduct(ctx, seller, categoryId, { title: 'Newer booked game' }),
      );
      const list = (await call(ctx, seller, endpoints.listSellerBookings)).json();
      const ids = list.map((row: { _id: string }) => row._id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
      expect(list.find((row: { _id: string }) => row._id === first)).toEqual({
        _id: first,
        productId: expect.any(String),
        productName: 'Older booked game',
        price: 20,
        buyerId: buyer.id,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        mobile: '+1 512 555 0101',
        location: 'Downtown library',
        bookedAt: expect.stringMatching(/Z$/),
        state: 'waiting',
      });
      expect((await call(ctx, otherSeller, endpoints.listSellerBookings)).json()).toEqual([]);
    });
  });

  describe('cancelling', () => {
    it('cancels an unpaid booking once, keeps it for both sides, cancels its open intent and lets the buyer book again', async () => {
      const buyer = await ctx.user('buyer');
      const productId = await createProduct(ctx, seller, categoryId);
      const bookingId = await book(ctx, buyer, productId);
      const opened = (await intent(ctx, buyer, bookingId)).json();

      const cancelled = await call(ctx, buyer, endpoints.cancelBooking, { params: { id: bookingId } });
      expect([cancelled.statusCode, cancelled.json()]).toEqual([200, { acknowledged: true, modifiedCount: 1 }]);
      expect((await call(ctx, buyer, endpoints.cancelBooking, { params: { id: bookingId } })).json()).toEqual({
        acknowledged: true,
        modifiedCount: 0,
      });
      expect(await intentStatus(ctx.db, opened.paymentIntentId)).toBe('canceled');
      expect(await buyerBooking(buyer, bookingId)).toMatchObject({ cancelled: true, paid: false });
      expect((await sellerBooking(seller, bookingId)).state).toBe('cancelled');

      const again = await intent(ctx, buyer, bookingId);
      expect([again.statusCode, again.json().message]).toEqual([409, 'This booking was cancelled']);
      const rebooked = await book(ctx, buyer, productId);
      expect(rebooked).not.toBe(bookingId);
      expect((await sellerBooking(seller, rebooked)).state).toBe('waiting');
    });

    it('refuses to cancel a paid booking, and refunds a payment that succeeds after the booking was cancelled', async () => {
      const buyer = await ctx.user('buyer');
      const paid = await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
      await pay(buyer, paid);
      const refused = await call(ctx, buyer, endpoints.cancelBooking, { params: { id: paid } });
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        'This booking is paid and can no longer be cancelled',
      ]);

      // The buyer confirms the card in one tab while cancelling in another: the confirmation wins the provider, the
      // cancellation wins the booking; the money goes back.
      const late = await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
      const { clientSecret } = (await intent(ctx, buyer, late)).json();
      const transactionId = (await confirm(ctx, buyer, clientSecret, '4242 4242 4242 4242')).paymentIntent.id;
      await ctx.db.query('UPDATE bookings SET cancelled_at = now() WHERE id = $1', [late]);
      const recorded = await record(ctx, buyer, late, transactionId);
      expect([recorded.statusCode, recorded.json().message]).toEqual([
        409,
        'This booking was cancelled; your payment was refunded',
      ]);
      expect(await ctx.db.query('SELECT status FROM refunds WHERE transaction_id = $1', [transactionId])).toEqual([
        { status: 'done' },
      ]);
    });
  });

  describe('reservations while paying', () => {
    it('reserves the product for the buyer who opened the payment; others are told, until that buyer pays', async () => {
      const [a, b] = [await ctx.user('buyer'), await ctx.user('buyer')];
      const productId = await createProduct(ctx, seller, categoryId);
      const [bookingA, bookingB] = await bookEach(ctx, [a, b], productId);

      expect((await intent(ctx, a, bookingA)).statusCode).toBe(200);
      const held = await ctx.db.query<{ minutes: number }>(
        `SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM holds WHERE product_id = $1`,
        [productId],
      );
      expect(held).toEqual([{ minutes: 15 }]);
      const refused = await intent(ctx, b, bookingB);
      expect([refused.statusCode, refused.json()]).toEqual([409, { message: RESERVED }]);
      expect(await buyerBooking(b, bookingB)).toMatchObject({ reservedByOther: true, status: true });
      expect(await buyerBooking(a, bookingA)).toMatchObject({ reservedByOther: false });
      expect((await sellerBooking(seller, bookingA)).state).toBe('reserved');
      expect((await sellerBooking(seller, bookingB)).state).toBe('waiting');
      // Opening the payment again keeps the reservation.
      expect((await intent(ctx, a, bookingA)).statusCode).toBe(200);

      await pay(a, bookingA);
      expect(await ctx.db.query('SELECT 1 FROM holds WHERE product_id = $1', [productId])).toEqual([]);
      expect(await buyerBooking(b, bookingB)).toMatchObject({ reservedByOther: false, status: false, paid: false });
      expect((await sellerBooking(seller, bookingA)).state).toBe('paid');
      expect((await sellerBooking(seller, bookingB)).state).toBe('sold_to_another');
      const late = await intent(ctx, b, bookingB);
      expect([late.statusCode, late.json().message]).toEqual([409, 'Item is bought by another buyer']);
    });

    it('ends a reservation when it expires or its buyer cancels', async () => {
      const [a, b, c] = [await ctx.user('buyer'), await ctx.user('buyer'), await ctx.user('buyer')];
      const productId = await createProduct(ctx, seller, categoryId);
      const [bookingA, bookingB, bookingC] = await bookEach(ctx, [a, b, c], productId);
      await intent(ctx, a, bookingA);
      expect((await intent(ctx, b, bookingB)).statusCode).toBe(409);
      await ctx.db.query(`UPDATE holds SET expires_at = now() - interval '1 second' WHERE product_id = $1`, [
        productId,
      ]);
      expect(await buyerBooking(b, bookingB)).toMatchObject({ reservedByOther: false });
      expect((await sellerBooking(seller, bookingA)).state).toBe('waiting');
      expect((await intent(ctx, b, bookingB)).statusCode).toBe(200);
      expect((await intent(ctx, c, bookingC)).statusCode).toBe(409);
      await call(ctx, b, endpoints.cancelBooking, { params: { id: bookingB } });
      expect((await intent(ctx, c, bookingC)).statusCode).toBe(200);
    });

    it('takes a booking’s hold once: asking again while it runs answers the same intent and does not extend it', async () => {
      const a = await ctx.user('buyer');
      const productId = await createProduct(ctx, seller, categoryId);
      const bookingA = await book(ctx, a, productId);
      const first = (await intent(ctx, a, bookingA)).json();
      expect(await minutesLeft(productId)).toBe(15);
      await age(productId, '5 minutes');
      const before = await expiry(productId);
      const again = await intent(ctx, a, bookingA);
      expect(again.statusCode).toBe(200);
      expect(again.json().paymentIntentId).toBe(first.paymentIntentId);
      expect(await expiry(productId)).toEqual(before);
    });

    it('lets a booking take its hold again once after it ran out (HOLD_RENEWALS), then leaves the product to others', async () => {
      const [a, b] = [await ctx.user('buyer'), await ctx.user('buyer')];
      const productId = await createProduct(ctx, seller, categoryId);
      const [bookingA, bookingB] = await bookEach(ctx, [a, b], productId);
      const opened = (await intent(ctx, a, bookingA)).json();
      await age(productId, '15 minutes');
      const renewed = await intent(ctx, a, bookingA);
      expect(renewed.statusCode).toBe(200);
      expect(await minutesLeft(productId)).toBe(15);
      expect(renewed.json().paymentIntentId).toBe(opened.paymentIntentId);
      await age(productId, '15 minutes');
      const ended = await intent(ctx, a, bookingA);
      expect([ended.statusCode, ended.json().message]).toEqual([409, HOLD_ENDED]);
      expect((await intent(ctx, b, bookingB)).statusCode).toBe(200);
    });

    it('gives a booking its hold again only if no other buyer took the product meanwhile', async () => {
      const [a, b] = [await ctx.user('buyer'), await ctx.user('buyer')];
      const productId = await createProduct(ctx, seller, categoryId);
      const [bookingA, bookingB] = await bookEach(ctx, [a, b], productId);
      await intent(ctx, a, bookingA);
      await age(productId, '15 minutes');
      expect((await intent(ctx, b, bookingB)).statusCode).toBe(200);
      await call(ctx, b, endpoints.cancelBooking, { params: { id: bookingB } });
      const refused = await intent(ctx, a, bookingA);
      expect([refused.statusCode, refused.json().message]).toEqual([409, HOLD_ENDED]);
    });

    it('lets a buyer hold at most MAX_HOLDS_PER_BUYER products at once, even when they open them all at the same moment', async () => {
      const buyer = await ctx.user('buyer');
      const bookings = await Promise.all(
        Array.from({ length: 6 }, async () => book(ctx, buyer, await createProduct(ctx, seller, categoryId))),
      );
      const answers = await Promise.all(bookings.map((bookingId) => intent(ctx, buyer, bookingId)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json().message).toBe('You are already paying for 3 items; finish or cancel one first');
      // Cancelling one frees a place.
      const paying = bookings.filter((_, index) => answers[index]!.statusCode === 200);
      const waiting = bookings.filter((_, index) => answers[index]!.statusCode === 409);
      await call(ctx, buyer, endpoints.cancelBooking, { params: { id: paying[0]! } });
      expect((await intent(ctx, buyer, waiting[0]!)).statusCode).toBe(200);
    });

    it('takes the hold once when one booking opens its payment in five tabs at the same moment', async () => {
      const buyer = await ctx.user('buyer');
      const productId = await createProduct(ctx, seller, categoryId);
      const bookingId = await book(ctx, buyer, productId);
      const answers = await Promise.all(Array.from({ length: 5 }, () => intent(ctx, buyer, bookingId)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await ctx.db.query('SELECT holds_taken FROM bookings WHERE id = $1', [bookingId])).toEqual([
        { holds_taken: 1 },
      ]);
    });

    it('limits booking the same product again after cancelling (RATE_LIMIT_REBOOK, 3 an hour)', async () => {
      const buyer = await ctx.user('buyer');
      const productId = await createProduct(ctx, seller, categoryId);
      let bookingId = await book(ctx, buyer, productId);
      for (let again = 0; again < 3; again += 1) {
        await call(ctx, buyer, endpoints.cancelBooking, { params: { id: bookingId } });
        bookingId = await book(ctx, buyer, productId);
      }
      await call(ctx, buyer, endpoints.cancelBooking, { params: { id: bookingId } });
      const limited = await call(ctx, buyer, endpoints.bookProduct, {
        body: { productId, mobile: '+1 512 555 0101', location: 'Downtown library' },
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^You have cancelled and booked this item again too often; try again in \d+ minutes$/,
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another product, or another buyer, is not affected.
      await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
      await book(ctx, await ctx.user('buyer'), productId);
    });

    it('gives the reservation to exactly one of ten buyers who open the payment at the same moment', async () => {
      const productId = await createProduct(ctx, seller, categoryId);
      const buyers = await Promise.all(Array.from({ length: 10 }, () => ctx.user('buyer')));
      const bookings = await Promise.all(buyers.map((buyer) => book(ctx, buyer, productId)));
      const answers = await Promise.all(buyers.map((buyer, index) => intent(ctx, buyer, bookings[index]!)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      expect(await ctx.db.query('SELECT count(*)::int AS n FROM holds WHERE product_id = $1', [productId])).toEqual([
        { n: 1 },
      ]);
    });
  });

  describe('a hold enforced when paying', () => {
    /** B opened the payment first; B's hold ran out and A took the product's hold. */
    async function heldByA() {
      const [a, b] = [await ctx.user('buyer'), await ctx.user('buyer')];
      const productId = await createProduct(ctx, seller, categoryId);
      const [bookingA, bookingB] = await bookEach(ctx, [a, b], productId);
      return { a, b, productId, bookingA, bookingB };
    }

    it("cancels the other bookings' open intents when a buyer takes the hold, and refuses their card meanwhile", async () => {
      const { a, b, productId, bookingA, bookingB } = await heldByA();
      const opened = (await intent(ctx, b, bookingB)).json();
      await age(productId, '15 minutes');
      expect((await intent(ctx, a, bookingA)).statusCode).toBe(200);
      expect(await intentStatus(ctx.db, opened.paymentIntentId)).toBe('canceled');
      // Had the provider not taken the cancellation, the card is still refused before it is charged.
      await ctx.db.query(`UPDATE payment_intents SET status = 'requires_payment_method' WHERE id = $1`, [
        opened.paymentIntentId,
      ]);
      const confirmed = await call(ctx, b, endpoints.confirmTestCard, {
        body: {
          clientSecret: opened.clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
        },
      });
      expect([confirmed.statusCode, confirmed.json()]).toEqual([409, { message: RESERVED }]);
      expect(await intentStatus(ctx.db, opened.paymentIntentId)).toBe('requires_payment_method');
    });

    it('refuses and refunds a payment recorded for a product another buyer holds', async () => {
      const { a, b, productId, bookingA, bookingB } = await heldByA();
      // B's card was charged while B held the product; B's browser records it only after A took the hold.
      const transactionId = await payWithCard(ctx, b, bookingB);
      await age(productId, '15 minutes');
      expect((await intent(ctx, a, bookingA)).statusCode).toBe(200);
      const recorded = await record(ctx, b, bookingB, transactionId);
      expect([recorded.statusCode, recorded.json().message]).toEqual([409, `${RESERVED}; your payment was refunded`]);
      expect(await ctx.db.query('SELECT status FROM refunds WHERE transaction_id = $1', [transactionId])).toEqual([
        { status: 'done' },
      ]);
      expect(await intentStatus(ctx.db, transactionId)).toBe('refunded');
      // A, who holds it, pays.
      expect(await pay(a, bookingA)).toEqual(expect.any(String));
    });

    it('either sells to the payer or holds for the other buyer, never both, when they happen at the same moment', async () => {
      for (let round = 0; round < 8; round += 1) {
        const { a, b, productId, bookingA, bookingB } = await heldByA();
        const transactionId = await payWithCard(ctx, b, bookingB);
        await age(productId, '15 minutes');
        const [held, recorded] = await Promise.all([intent(ctx, a, bookingA), record(ctx, b, bookingB, transactionId)]);
        const sold = await ctx.db.query('SELECT 1 FROM payments WHERE product_id = $1', [productId]);
        if (recorded.statusCode === 201) {
          expect([held.statusCode, held.json().message]).toEqual([409, 'Item is bought by another buyer']);
          expect(sold).toHaveLength(1);
        } else {
          expect(held.statusCode).toBe(200);
          expect(recorded.json().message).toBe(`${RESERVED}; your payment was refunded`);
          expect(sold).toEqual([]);
        }
      }
    });
  });

  describe('reviews and seller pages', () => {
    it('rates the seller once per paid order and shows the rating on their products and page, newest review first', async () => {
      const rated = await ctx.user('seller', { verified: true });
      const ratings = [5, 4, 4];
      const bookings: Array<[TestUser, string]> = [];
      for (const _rating of ratings) {
        const buyer = await ctx.user('buyer');
        const bookingId = await book(ctx, buyer, await createProduct(ctx, rated, categoryId));
        bookings.push([buyer, bookingId]);
      }
      const [first, second, third] = bookings as [[TestUser, string], [TestUser, string], [TestUser, string]];

      const unpaid = await call(ctx, first[0], endpoints.reviewSeller, { body: { bookingId: first[1], rating: 5 } });
      expect([unpaid.statusCode, unpaid.json().message]).toEqual([
        409,
        'You can rate the seller once this order is paid',
      ]);
      for (const [buyer, bookingId] of bookings) await pay(buyer, bookingId);

      const stranger = await call(ctx, second[0], endpoints.reviewSeller, { body: { bookingId: first[1], rating: 1 } });
      expect(stranger.statusCode).toBe(403);
      const created = await call(ctx, first[0], endpoints.reviewSeller, {
        body: {
          bookingId: first[1],
          rating: 5,
          comment: '  Fast and friendly  ',
        },
      });
      expect([created.statusCode, created.json()]).toEqual([
        201,
        { acknowledged: true, insertedId: expect.any(String) },
      ]);
      const twice = await call(ctx, first[0], endpoints.reviewSeller, { body: { bookingId: first[1], rating: 1 } });
      expect([twice.statusCode, twice.json().message]).toEqual([409, 'You already rated the seller for this order']);
      expect(await buyerBooking(first[0], first[1])).toMatchObject({
        reviewed: true,
        sellerId: rated.id,
        sellerName: rated.name,
      });
      await call(ctx, second[0], endpoints.reviewSeller, { body: { bookingId: second[1], rating: 4 } });
      await call(ctx, third[0], endpoints.reviewSeller, { body: { bookingId: third[1], rating: 4, comment: 'Good' } });

      const listed = await createProduct(ctx, rated, categoryId, { title: 'Rated seller console' });
      expect((await call(ctx, undefined, endpoints.getProduct, { params: { id: listed } })).json()).toMatchObject({
        sellerId: rated.id,
        sellerRating: { average: 4.3, count: 3 },
      });
      const profile = (await call(ctx, seller, endpoints.getSeller, { params: { id: rated.id } })).json();
      expect(profile).toEqual({
        _id: rated.id,
        name: rated.name,
        img: USER_IMAGE,
        verified: true,
        memberSince: expect.stringMatching(/Z$/),
        rating: { average: 4.3, count: 3 },
      });
      const page1 = (
        await call(ctx, seller, endpoints.listSellerReviews, { params: { id: rated.id }, query: { limit: 2 } })
      ).json();
      expect(page1.items.map((review: { rating: number; comment: string }) => [review.rating, review.comment])).toEqual(
        [
          [4, 'Good'],
          [4, ''],
        ],
      );
      const page2 = (
        await call(ctx, seller, endpoints.listSellerReviews, {
          params: { id: rated.id },
          query: { limit: 2, cursor: page1.nextCursor! },
        })
      ).json();
      expect(page2).toEqual({
        items: [
          {
            _id: expect.any(String),
            rating: 5,
            comment: 'Fast and friendly',
            buyerName: first[0].name,
            date: expect.any(String),
          },
        ],
        nextCursor: null,
      });

      const products = (await call(ctx, undefined, endpoints.searchProducts, { query: { seller: rated.id } })).json();
      expect(products.items.map((product: { _id: string }) => product._id)).toEqual([listed]);
    });

    it('answers 400 for a rating outside 1–5 or a comment over 500 characters, and 404 for a profile that is not a seller', async () => {
      const buyer = await ctx.user('buyer');
      const bookingId = await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
      for (const payload of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: 5, comment: 'x'.repeat(501) }]) {
        const response = await call(ctx, buyer, endpoints.reviewSeller, { body: { bookingId, ...payload } });
        expect([response.statusCode, typeof response.json().message]).toEqual([400, 'string']);
      }
      expect((await call(ctx, seller, endpoints.getSeller, { params: { id: buyer.id } })).statusCode).toBe(404);
      expect((await call(ctx, seller, endpoints.listSellerReviews, { params: { id: buyer.id } })).statusCode).toBe(404);
      expect((await call(ctx, seller, endpoints.getSeller, { params: { id: 'not-an-id' } })).statusCode).toBe(400);
    });
  });

  describe('saved items', () => {
    it('saves a product once per buyer, shows it sold once it sells, hides it once deleted, and unsaves it', async () => {
      const [buyer, other, payer] = [await ctx.user('buyer'), await ctx.user('buyer'), await ctx.user('buyer')];
      const productId = await createProduct(ctx, seller, categoryId, { title: 'Saved console' });
      const gone = await createProduct(ctx, seller, categoryId, { title: 'Saved then deleted' });
      for (let i = 0; i < 2; i += 1) {
        const saved = await call(ctx, buyer, endpoints.saveFavourite, { params: { productId } });
        expect([saved.statusCode, saved.json()]).toEqual([200, { acknowledged: true }]);
      }
      await call(ctx, buyer, endpoints.saveFavourite, { params: { productId: gone } });
      const titles = async (user: TestUser) =>
        (await call(ctx, user, endpoints.listFavourites))
          .json()
          .map((p: { title: string; status: boolean }) => [p.title, p.status]);
      expect(await titles(buyer)).toEqual([
        ['Saved then deleted', true],
        ['Saved console', true],
      ]);
      expect(await titles(other)).toEqual([]);

      await pay(payer, await book(ctx, payer, productId));
      await call(ctx, seller, endpoints.deleteProduct, { params: { id: gone } });
      expect(await titles(buyer)).toEqual([['Saved console', false]]);

      const removed = await call(ctx, buyer, endpoints.removeFavourite, { params: { productId } });
      expect(removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
      expect((await call(ctx, buyer, endpoints.removeFavourite, { params: { productId } })).json()).toEqual({
        acknowledged: true,
        deletedCount: 0,
      });
      expect(await titles(buyer)).toEqual([]);
      const unknown = await call(ctx, buyer, endpoints.saveFavourite, { params: { productId: gone } });
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Product not found']);
    });
  });

  it('keeps the rules in the schema: one review per booking, ratings 1–5, one hold per product, one favourite per buyer and product', async () => {
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId);
    const bookingId = await book(ctx, buyer, productId);
    const review = (rating: number) =>
      ctx.db.query('INSERT INTO reviews (booking_id, seller_id, buyer_id, rating) VALUES ($1, $2, $3, $4)', [
        bookingId,
        seller.id,
        buyer.id,
        rating,
      ]);
    await expect(review(0)).rejects.toThrow(/check constraint/);
    await expect(review(6)).rejects.toThrow(/check constraint/);
    await review(3);
    await expect(review(4)).rejects.toThrow(/duplicate key/);
    const hold = () =>
      ctx.db.query(`INSERT INTO holds (product_id, booking_id, expires_at) VALUES ($1, $2, now())`, [
        productId,
        bookingId,
      ]);
    await hold();
    await expect(hold()).rejects.toThrow(/duplicate key/);
    const favourite = () =>
      ctx.db.query('INSERT INTO favourites (buyer_id, product_id) VALUES ($1, $2)', [buyer.id, productId]);
    await favourite();
    await expect(favourite()).rejects.toThrow(/duplicate key/);
    await expect(
      ctx.db.query('INSERT INTO bookings (product_id, buyer_id, mobile, location) VALUES ($1, $2, $3, $4)', [
        productId,
        buyer.id,
        '+1 555 0100',
        'Here',
      ]),
    ).rejects.toThrow(/duplicate key/);
  });
});
