import * as endpoints from '@replay/contract/endpoints';
import { HOUR_MS, DAY_MS, TestClock } from '../src/clock';
import { TEST_IBANS } from '../src/money/payout-provider';
import { OfflineStripe } from './support/offline-stripe';
import { payWithCard, record, webhook } from './support/payments';
import {
  book,
  createProduct,
  ENGINES,
  freshIdToken,
  openShop,
  secondInstance,
  type Engine,
  type TestContext,
  type TestUser,
} from './support/harness';
import { bearer, call } from './support/api';

const money = (env: Record<string, string> = {}) => ({
  // The jobs run when a test says so (after moving the clock), never on their own.
  MONEY_JOBS_SECONDS: '0',
  PROTECTION_HOURS: '48',
  HANDOVER_DAYS: '14',
  PAYOUT_SETTLE_SECONDS: '5',
  ...env,
});

/** A seller's ledger lines, oldest first, as [type, amount, pending after, available after]. */
async function ledgerOf(ctx: TestContext, seller: TestUser) {
  const page = (await call(ctx, seller, endpoints.listMyLedger)).json();
  return page.items
    .map((line) => [line.type, line.amountCents, line.pendingBalanceCents, line.availableBalanceCents])
    .reverse();
}

const balanceOf = async (ctx: TestContext, seller: TestUser) =>
  (await call(ctx, seller, endpoints.getMyBalance)).json();

const notified = async (ctx: TestContext, user: TestUser, kind: string) =>
  (await ctx.db.query('SELECT title FROM notifications WHERE user_id = $1 AND kind = $2', [user.id, kind])).map(
    (row) => row.title as string,
  );

describe.each(ENGINES)('sellers get paid (%s)', (engine: Engine) => {
  let ctx: TestContext, categoryId: string, admin: TestUser;
  const clock = new TestClock(new Date('2026-06-01T10:00:00Z'));

  beforeAll(async () => {
    ({ ctx, categoryId } = await openShop(engine, { env: money(), clock }));
    admin = await ctx.user('admin');
  });
  afterAll(() => ctx.close());

  /** A product of `owner` at `resprice`, booked and paid by a new buyer. */
  async function sale(owner: TestUser, resprice: number) {
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, owner, categoryId, { resprice, orgprice: resprice + 100 });
    const bookingId = await book(ctx, buyer, productId);
    const transactionId = await payWithCard(ctx, buyer, bookingId);
    expect((await record(ctx, buyer, bookingId, transactionId)).statusCode).toBe(201);
    const code = (await call(ctx, buyer, endpoints.getBooking, { params: { id: bookingId } })).json().handoverCode!;
    return { buyer, productId, bookingId, transactionId, code };
  }

  async function enablePayouts(owner: TestUser, iban: string = TEST_IBANS.paid) {
    const saved = await call(ctx, owner, endpoints.saveMyPayoutAccount, {
      body: { legalName: owner.name, country: 'DE', iban },
    });
    expect(saved.statusCode).toBe(200);
    return saved.json();
  }

  it('a sale to the payout: fee frozen, handover by code, release after the window, Withdraw, paid; every ledger line', async () => {
    const owner = await ctx.user('seller');
    const { buyer, bookingId, code } = await sale(owner, 189.5);
    expect(code).toMatch(/^\d{6}$/);

    // 10 % of 189.50, frozen on the order: the seller's line shows price, fee and what they earn.
    const [line] = (await call(ctx, owner, endpoints.listSellerBookings)).json();
    expect(line).toMatchObject({ state: 'paid', price: 189.5, feeCents: 1895, netCents: 17055, handoverAt: null });
    expect(line!).not.toHaveProperty('handoverCode');
    expect(await balanceOf(ctx, owner)).toEqual({
      pendingCents: 17055,
      availableCents: 0,
      paidOutCents: 0,
      currency: 'usd',
    });

    // A wrong code is counted; the right one starts the protection window.
    const wrong = await call(ctx, owner, endpoints.confirmHandover, {
      params: { id: bookingId },
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'That code is not right', triesLeft: 4 });
    // Only the seller of the product may enter it.
    const other = await ctx.user('seller');
    expect(
      (await call(ctx, other, endpoints.confirmHandover, { params: { id: bookingId }, body: { code } })).statusCode,
    ).toBe(403);
    const handover = await call(ctx, owner, endpoints.confirmHandover, { params: { id: bookingId }, body: { code } });
    expect(handover.statusCode).toBe(200);
    expect(handover.json()).toEqual({
      handoverAt: clock.now().toISOString(),
      protectionEndsAt: new Date(clock.now().getTime() + 48 * HOUR_MS).toISOString(),
    });
    const order = (await call(ctx, buyer, endpoints.getBooking, { params: { id: bookingId } })).json();
    expect(order).not.toHaveProperty('handoverCode');
    expect(order.protectionEndsAt).toBe(handover.json().protectionEndsAt);
    expect(await notified(ctx, owner, 'handover_confirmed')).toHaveLength(1);
    expect(await notified(ctx, buyer, 'handover_confirmed')).toHaveLength(1);

    // Within the window nothing moves; after it the net is available.
    clock.advance(47 * HOUR_MS);
    await ctx.app.runMoneyJobs();
    expect((await balanceOf(ctx, owner)).availableCents).toBe(0);
    clock.advance(HOUR_MS);
    await ctx.app.runMoneyJobs();
    expect(await balanceOf(ctx, owner)).toMatchObject({ pendingCents: 0, availableCents: 17055 });
    expect(await notified(ctx, owner, 'funds_available')).toEqual([
      "You've been paid $170.55 for PlayStation 4 Pro 1 TB",
    ]);

    // Withdraw needs an enabled payout account.
    expect((await call(ctx, owner, endpoints.withdraw)).statusCode).toBe(409);
    expect(await enablePayouts(owner)).toEqual({
      provider: 'dummy',
      status: 'enabled',
      requirements: [],
      legalName: owner.name,
      country: 'DE',
      ibanLast4: '3000',
    });
    const withdrawn = await call(ctx, owner, endpoints.withdraw);
    expect(withdrawn.statusCode).toBe(201);
    expect(withdrawn.json()).toMatchObject({ amountCents: 17055, status: 'in_transit' });
    expect((await call(ctx, owner, endpoints.withdraw)).json()).toEqual({
      message: 'Nothing is available to withdraw yet',
    });

    clock.advance(5_000);
    await ctx.app.runMoneyJobs();
    const payouts = (await call(ctx, owner, endpoints.listMyPayouts)).json();
    expect(payouts.items).toEqual([
      { _id: withdrawn.json()._id, amountCents: 17055, status: 'paid', createdAt: expect.any(String) },
    ]);
    expect(await balanceOf(ctx, owner)).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 17055 });
    expect(await ledgerOf(ctx, owner)).toEqual([
      ['sale', 18950, 18950, 0],
      ['fee', -1895, 17055, 0],
      ['release', 17055, 0, 17055],
      ['payout', -17055, 0, 0],
    ]);
    const csv = await call(ctx, owner, endpoints.downloadMyLedger);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('Date,Type,Description,Amount,Pending balance,Available balance,Booking');
    expect(csv.body).toContain(',Payout,Payout to your bank account,-170.55,0.00,0.00,');
  });

  it('posts a payment recorded by 20 racing calls once', async () => {
    const owner = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const bookingId = await book(ctx, buyer, await createProduct(ctx, owner, categoryId, { resprice: 45.05 }));
    const transactionId = await payWithCard(ctx, buyer, bookingId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => record(ctx, buyer, bookingId, transactionId)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    const sales = await ctx.db.query(
      `SELECT count(DISTINCT t.id)::int AS transactions, count(e.id)::int AS entries FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id JOIN payments p ON p.id = t.payment_id
       WHERE p.transaction_id = $1`,
      [transactionId],
    );
    expect(sales[0]).toEqual({ transactions: 1, entries: 4 });
    // 10 % of 45.05 is 4.505: half a cent rounds up.
    expect(await balanceOf(ctx, owner)).toMatchObject({ pendingCents: 4505 - 451 });
  });

  it('locks the code after 5 wrong tries for an hour; the buyer may say "I got it" instead', async () => {
    const owner = await ctx.user('seller');
    const { buyer, bookingId, code } = await sale(owner, 20);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const tries = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await call(ctx, owner, endpoints.confirmHandover, {
        params: { id: bookingId },
        body: { code: wrongCode },
      });
      tries.push([answer.statusCode, answer.json<{ triesLeft?: number }>().triesLeft]);
    }
    expect(tries).toEqual([
      [400, 4],
      [400, 3],
      [400, 2],
      [400, 1],
      [429, undefined],
    ]);
    // Locked: even the right code waits the hour out.
    expect(
      (await call(ctx, owner, endpoints.confirmHandover, { params: { id: bookingId }, body: { code } })).statusCode,
    ).toBe(429);
    clock.advance(HOUR_MS + 1000);
    const received = await call(ctx, buyer, endpoints.confirmReceived, { params: { id: bookingId } });
    expect(received.statusCode).toBe(200);
    expect(
      (await call(ctx, owner, endpoints.confirmHandover, { params: { id: bookingId }, body: { code } })).json(),
    ).toEqual({ message: 'The handover is already confirmed' });
  });

  it('refunds the buyer in full when the item is not handed over in time, after reminding both halfway', async () => {
    const owner = await ctx.user('seller');
    const { buyer, bookingId, productId } = await sale(owner, 30);
    clock.advance(7 * DAY_MS);
    await ctx.app.runMoneyJobs();
    expect(await notified(ctx, owner, 'handover_reminder')).toHaveLength(1);
    expect(await notified(ctx, buyer, 'handover_reminder')).toHaveLength(1);
    expect((await balanceOf(ctx, owner)).pendingCents).toBe(2700);

    clock.advance(7 * DAY_MS);
    await ctx.app.runMoneyJobs();
    expect(await balanceOf(ctx, owner)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    expect(await ledgerOf(ctx, owner)).toEqual([
      ['sale', 3000, 3000, 0],
      ['fee', -300, 2700, 0],
      ['refund', -3000, -300, 0],
      ['fee', 300, 0, 0],
    ]);
    const order = (await call(ctx, buyer, endpoints.getBooking, { params: { id: bookingId } })).json();
    expect(order).toMatchObject({ refundedCents: 3000, paid: true });
    expect(order).not.toHaveProperty('handoverCode');
    expect((await call(ctx, owner, endpoints.listSellerBookings)).json()[0]).toMatchObject({ state: 'refunded' });
    expect(await notified(ctx, buyer, 'refund')).toEqual(['Refund for PlayStation 4 Pro 1 TB']);
    // The product is on sale again, and may be sold (once) to someone else.
    const again = await ctx.user('buyer');
    const second = await book(ctx, again, productId);
    const paid = await payWithCard(ctx, again, second);
    expect((await record(ctx, again, second, paid)).statusCode).toBe(201);
    // A refund is owed once: running the jobs again changes nothing.
    await ctx.app.runMoneyJobs();
    const refunds = await ctx.db.query(
      `SELECT r.amount_cents, r.status FROM order_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.booking_id = $1`,
      [bookingId],
    );
    expect(refunds).toEqual([{ amount_cents: 3000, status: 'done' }]);
  });

  describe('disputes', () => {
    async function disputed(resprice: number) {
      const owner = await ctx.user('seller');
      const { buyer, bookingId, code } = await sale(owner, resprice);
      await call(ctx, owner, endpoints.confirmHandover, { params: { id: bookingId }, body: { code } });
      const reported = await call(ctx, buyer, endpoints.reportProblem, {
        params: { id: bookingId },
        body: { reason: 'not_working', details: 'The disc tray does not open.' },
      });
      expect(reported.statusCode).toBe(201);
      return { owner, buyer, bookingId, disputeId: reported.json().disputeId };
    }

    it('freezes the money: the window passes and nothing is released until the admin decides; the seller answers', async () => {
      const { owner, buyer, bookingId, disputeId } = await disputed(100);
      expect(await notified(ctx, owner, 'problem_reported')).toEqual(['Problem reported: PlayStation 4 Pro 1 TB']);
      expect(await notified(ctx, admin, 'problem_reported')).toContain('Problem reported: PlayStation 4 Pro 1 TB');
      expect(
        (
          await call(ctx, buyer, endpoints.reportProblem, {
            params: { id: bookingId },
            body: { reason: 'other', details: 'again' },
          })
        ).statusCode,
      ).toBe(409);
      const answered = await call(ctx, owner, endpoints.respondToDispute, {
        params: { id: disputeId },
        body: { text: 'It worked when I handed it over.' },
      });
      expect(answered.statusCode).toBe(200);
      clock.advance(49 * HOUR_MS);
      await ctx.app.runMoneyJobs();
      expect(await balanceOf(ctx, owner)).toMatchObject({ pendingCents: 9000, availableCents: 0 });
      const open = (await call(ctx, admin, endpoints.listDisputes, { query: { state: 'open' } })).json();
      expect(open.items.find((item) => item._id === disputeId)).toMatchObject({
        reason: 'not_working',
        response: 'It worked when I handed it over.',
        paidCents: 10000,
        refundableCents: 10000,
      });
    });

    it('refund in full: all back to the buyer, no fee, nothing for the seller', async () => {
      const { owner, buyer, disputeId } = await disputed(100);
      const resolved = await call(ctx, admin, endpoints.resolveDispute, {
        params: { id: disputeId },
        body: { outcome: 'refund', reason: 'The seller confirmed the console is broken.' },
      });
      expect(resolved.json()).toMatchObject({ state: 'resolved', outcome: 'refund', refundCents: 10000 });
      expect(await balanceOf(ctx, owner)).toMatchObject({ pendingCents: 0, availableCents: 0 });
      expect(await ledgerOf(ctx, owner)).toEqual([
        ['sale', 10000, 10000, 0],
        ['fee', -1000, 9000, 0],
        ['refund', -10000, -1000, 0],
        ['fee', 1000, 0, 0],
      ]);
      expect(await notified(ctx, buyer, 'dispute_resolved')).toEqual(['Dispute resolved: PlayStation 4 Pro 1 TB']);
      expect(await notified(ctx, owner, 'dispute_resolved')).toHaveLength(1);
      expect(await notified(ctx, buyer, 'refund')).toHaveLength(1);
      // Resolved once.
      expect(
        (
          await call(ctx, admin, endpoints.resolveDispute, {
            params: { id: disputeId },
            body: { outcome: 'release', reason: 'again' },
          })
        ).statusCode,
      ).toBe(409);
    });

    it('refund in part: the fee is computed again on what the seller keeps, the rest released at once', async () => {
      const { owner, disputeId } = await disputed(100);
      const tooMuch = await call(ctx, admin, endpoints.resolveDispute, {
        params: { id: disputeId },
        body: { outcome: 'partial_refund', amountCents: 10000, reason: 'All of it' },
      });
      expect(tooMuch.statusCode).toBe(400);
      const resolved = await call(ctx, admin, endpoints.resolveDispute, {
        params: { id: disputeId },
        body: { outcome: 'partial_refund', amountCents: 3000, reason: 'A controller was missing.' },
      });
      expect(resolved.statusCode).toBe(200);
      // Kept 70.00: fee 7.00 (was 10.00), net 63.00 available.
      expect(await balanceOf(ctx, owner)).toMatchObject({ pendingCents: 0, availableCents: 6300 });
      expect(await ledgerOf(ctx, owner)).toEqual([
        ['sale', 10000, 10000, 0],
        ['fee', -1000, 9000, 0],
        ['refund', -3000, 6000, 0],
        ['fee', 300, 6300, 0],
        ['release', 6300, 0, 6300],
      ]);
    });

    it('release: the seller gets their net at once', async () => {
      const { owner, disputeId } = await disputed(100);
      await call(ctx, admin, endpoints.resolveDispute, {
        params: { id: disputeId },
        body: { outcome: 'release', reason: 'The photos show it working.' },
      });
      expect(await balanceOf(ctx, owner)).toMatchObject({ pendingCents: 0, availableCents: 9000 });
    });

    it('refuses a problem outside the window', async () => {
      const owner = await ctx.user('seller');
      const { buyer, bookingId, code } = await sale(owner, 50);
      const early = await call(ctx, buyer, endpoints.reportProblem, {
        params: { id: bookingId },
        body: { reason: 'other', details: 'Not here yet' },
      });
      expect(early.statusCode).toBe(409);
      await call(ctx, owner, endpoints.confirmHandover, { params: { id: bookingId }, body: { code } });
      clock.advance(48 * HOUR_MS);
      const late = await call(ctx, buyer, endpoints.reportProblem, {
        params: { id: bookingId },
        body: { reason: 'other', details: 'Too late' },
      });
      expect(late.json()).toEqual({ message: 'The protection window of this order has ended' });
    });
  });

  describe('payouts', () => {
    /** A seller with `cents` available (a released sale of `cents / 0.9`). */
    async function sellerWithAvailable(resprice: number) {
      const owner = await ctx.user('seller');
      const { bookingId, code } = await sale(owner, resprice);
      await call(ctx, owner, endpoints.confirmHandover, { params: { id: bookingId }, body: { code } });
      clock.advance(48 * HOUR_MS);
      await ctx.app.runMoneyJobs();
      return owner;
    }

    it('checks the account number and says what a restricted account needs', async () => {
      const owner = await ctx.user('seller');
      const bad = await call(ctx, owner, endpoints.saveMyPayoutAccount, {
        body: { legalName: 'Ann Example', country: 'DE', iban: 'DE89370400440532013001' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ iban: expect.stringContaining('not valid') });
      const restricted = await enablePayouts(owner, TEST_IBANS.restricted);
      expect(restricted).toMatchObject({ status: 'restricted', requirements: [expect.any(String)] });
      expect((await call(ctx, owner, endpoints.withdraw)).statusCode).toBe(409);
    });

    it('a failed payout returns the money to available and tells the seller', async () => {
      const owner = await sellerWithAvailable(40);
      await enablePayouts(owner, TEST_IBANS.failing);
      expect((await call(ctx, owner, endpoints.withdraw)).json()).toMatchObject({ amountCents: 3600 });
      expect(await balanceOf(ctx, owner)).toMatchObject({ availableCents: 0, paidOutCents: 3600 });
      clock.advance(5_000);
      await ctx.app.runMoneyJobs();
      expect(await balanceOf(ctx, owner)).toMatchObject({ availableCents: 3600, paidOutCents: 0 });
      const [payout] = (await call(ctx, owner, endpoints.listMyPayouts)).json().items;
      expect(payout).toMatchObject({ status: 'failed', failureMessage: expect.stringContaining('bank') });
      expect(await notified(ctx, owner, 'payout_failed')).toEqual(['Payout failed']);
      expect((await ledgerOf(ctx, owner)).slice(-2)).toEqual([
        ['payout', -3600, 0, 0],
        ['payout_failed', 3600, 0, 3600],
      ]);
    });

    it('concurrent Withdraws make one payout', async () => {
      const owner = await sellerWithAvailable(25);
      await enablePayouts(owner);
      const answers = await Promise.all(Array.from({ length: 5 }, () => call(ctx, owner, endpoints.withdraw)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      const rows = await ctx.db.query('SELECT amount_cents FROM payouts WHERE seller_id = $1', [owner.id]);
      expect(rows).toEqual([{ amount_cents: 2250 }]);
    });

    it('two instances pay each automatic payout once, and only at PAYOUT_MIN_CENTS or more', async () => {
      const small = await sellerWithAvailable(10); // 9.00 available: below the 10.00 minimum
      const large = await sellerWithAvailable(50); // 45.00
      await enablePayouts(small);
      await enablePayouts(large);
      const other = await secondInstance(ctx, engine, money(), { clock });
      try {
        clock.advance(25 * HOUR_MS);
        await Promise.all([ctx.app.runMoneyJobs(), other.app.runMoneyJobs(), ctx.app.runMoneyJobs()]);
      } finally {
        await other.close();
      }
      const payouts = await ctx.db.query(
        'SELECT seller_id, amount_cents FROM payouts WHERE seller_id = ANY($1::uuid[]) ORDER BY amount_cents',
        [[small.id, large.id]],
      );
      expect(payouts).toEqual([{ seller_id: large.id, amount_cents: 4500 }]);
    });
  });

  describe('guarantees', () => {
    it('the database refuses to update or delete ledger rows, and an unbalanced transaction', async () => {
      await expect(ctx.db.query('UPDATE ledger_entries SET amount_cents = amount_cents + 1')).rejects.toThrow(
        /append-only/,
      );
      await expect(ctx.db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
      await expect(ctx.db.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
      await expect(
        ctx.db.transaction(async (tx) => {
          const [txn] = await tx.query<{ id: string }>(
            `INSERT INTO ledger_transactions (idempotency_key, kind, description, created_at)
             VALUES ('test:unbalanced', 'adjustment', 'test', now()) RETURNING id`,
          );
          await tx.query(
            `INSERT INTO ledger_entries (transaction_id, account, line, amount_cents) VALUES ($1, 'platform_fees', 'adjustment', 100)`,
            [txn!.id],
          );
        }),
      ).rejects.toThrow(/does not balance/);
    });

    it('the reconciliation finds the ledger in agreement, and the admin sees it with the figures', async () => {
      await sale(await ctx.user('seller'), 20);
      clock.advance(60_000);
      await ctx.app.runMoneyJobs();
      // An admin of now (a second instance started with other ADMIN_EMAILS demoted the first).
      const admin = await ctx.user('admin');
      const overview = (await call(ctx, admin, endpoints.getMoneyOverview)).json();
      expect(overview.lastReconciliation).toEqual({ at: clock.now().toISOString(), ok: true, differences: [] });
      expect(overview.feesCents).toBeGreaterThan(0);
      // A payment whose ledger disagrees is found.
      await ctx.db.query(
        `UPDATE payments SET amount_cents = amount_cents + 1 WHERE id = (SELECT id FROM payments WHERE fee_cents IS NOT NULL AND refunded_cents = 0 LIMIT 1)`,
      );
      clock.advance(60_000);
      await ctx.app.runMoneyJobs();
      const after = (await call(ctx, admin, endpoints.getMoneyOverview)).json().lastReconciliation!;
      expect(after.ok).toBe(false);
      expect(after.differences.join('\n')).toMatch(/posted as its sale/);
    });

    it('an account with money not paid out cannot be deleted', async () => {
      const owner = await ctx.user('seller');
      await sale(owner, 20);
      const refused = await call(ctx, bearer(await freshIdToken(owner.email)), endpoints.deleteMyAccount, {
        body: { confirm: 'DELETE' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/not released yet/);
    });
  });
});

describe('sellers get paid with Stripe Connect (offline)', () => {
  const secret = 'whsec_connect_test';
  let ctx: TestContext;
  beforeAll(async () => {
    ({ ctx } = await openShop('pglite', {
      env: {
        ...money(),
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_offline',
        STRIPE_WEBHOOK_SECRET: secret,
      },
      provider: (db) => new OfflineStripe(db),
    }));
  });
  afterAll(() => ctx.close());

  it("takes no account number on our page, and follows the Connect account's status from account.updated", async () => {
    const owner = await ctx.user('seller');
    expect((await call(ctx, owner, endpoints.getMyPayoutAccount)).json()).toEqual({
      provider: 'stripe',
      status: 'not_started',
      requirements: [],
    });
    const form = await call(ctx, owner, endpoints.saveMyPayoutAccount, {
      body: { legalName: 'Ann', country: 'DE', iban: TEST_IBANS.paid },
    });
    expect(form.statusCode).toBe(409);
    // The account Stripe opened for the seller (its onboarding link needs Stripe's API).
    await ctx.db.query(
      `INSERT INTO payout_accounts (seller_id, provider, external_id, status) VALUES ($1, 'stripe', 'acct_offline_1', 'pending')`,
      [owner.id],
    );
    const update = (account: object) =>
      webhook(ctx, secret, {
        id: `evt_${Math.random().toString(36).slice(2)}`,
        type: 'account.updated',
        data: { object: { id: 'acct_offline_1', object: 'account', ...account } },
      });
    expect(
      (
        await update({
          payouts_enabled: false,
          requirements: { currently_due: ['individual.id_number'], past_due: [] },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(ctx, owner, endpoints.getMyPayoutAccount)).json()).toMatchObject({
      status: 'restricted',
      requirements: ['individual.id_number'],
    });
    await update({ payouts_enabled: true, requirements: { currently_due: [], past_due: [] } });
    expect((await call(ctx, owner, endpoints.getMyPayoutAccount)).json()).toMatchObject({
      status: 'enabled',
      requirements: [],
    });
  });
});
