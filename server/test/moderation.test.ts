import type { Endpoint } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { DAY_MS, TestClock } from '../src/clock';
import { refusedWhileSuspended } from '../src/moderation/suspension';
import { call, unchecked } from './support/api';
import { book, createProduct, ENGINES, openShop, type TestContext, type TestUser } from './support/harness';

/** Every member write a suspension refuses. */
const REFUSED = Object.entries(endpoints as Record<string, Endpoint>)
  .filter(([name, endpoint]) => refusedWhileSuspended(endpoint, name))
  .map(([name]) => name)
  .sort();

describe.each(ENGINES)('fair moderation (%s)', (engine) => {
  const clock = new TestClock(new Date('2026-07-01T10:00:00Z'));
  let ctx: TestContext, seller: TestUser, categoryId: string, admin: TestUser, otherAdmin: TestUser;
  beforeAll(async () => {
    ({ ctx, seller, categoryId } = await openShop(engine, {
      env: { MONEY_JOBS_SECONDS: '0', SUSPENSION_CHECK_SECONDS: '0', RATE_LIMIT_NOTICES: '3' },
      clock,
    }));
    admin = await ctx.user('admin');
    otherAdmin = await ctx.user('admin');
  });
  afterAll(() => ctx.close());

  const site = (path: string) => `${ctx.config.publicSiteUrl}${path}`;
  const mailsTo = async (to: string) =>
    await ctx.db.query<{ subject: string; text: string }>(
      'SELECT subject, text FROM outbox WHERE to_address = $1 ORDER BY created_at',
      [to],
    );
  const bell = async (user: TestUser, kind: string) =>
    await ctx.db.query<{ title: string; body: string }>(
      'SELECT title, body FROM notifications WHERE user_id = $1 AND kind = $2',
      [user.id, kind],
    );

  /** A fresh seller with a listing reported by a buyer: the listing, the reporter, its case. */
  async function reportedListing(reason: 'scam' | 'other' | 'illegal' = 'other') {
    const owner = await ctx.user('seller');
    const productId = await createProduct(ctx, owner, categoryId);
    const reporter = await ctx.user('buyer');
    const reported = await call(ctx, reporter, endpoints.reportProduct, {
      body: { productId, reason, details: 'Fake box' },
    });
    expect(reported.statusCode).toBe(201);
    const caseId = await caseOf('product', productId);
    return { owner, productId, reporter, caseId };
  }

  async function caseOf(kind: string, id: string): Promise<string> {
    const rows = await ctx.db.query<{ id: string }>(
      `SELECT id FROM moderation_cases WHERE target_kind = $1 AND target_id = $2 AND state = 'open'`,
      [kind, id],
    );
    return rows[0]!.id;
  }

  const decide = (by: TestUser, caseId: string, body: Record<string, unknown>) =>
    call(ctx, by, endpoints.decideCase, { params: { id: caseId }, body: unchecked(body) });

  it('groups reports and notices into one case per target, severe first, and shows it whole', async () => {
    const mild = await reportedListing('other');
    const severe = await reportedListing('scam');
    const second = await ctx.user('buyer');
    await call(ctx, second, endpoints.reportProduct, { body: { productId: mild.productId, reason: 'misleading' } });
    // A repeat by the same reporter changes nothing.
    const again = await call(ctx, second, endpoints.reportProduct, { body: { productId: mild.productId } });
    expect(again.statusCode).toBe(200);
    const notice = await call(ctx, undefined, endpoints.submitNotice, {
      body: {
        url: site(`/product/${mild.productId}`),
        reason: 'illegal',
        explanation: 'Counterfeit cartridge',
        name: 'Nora Notifier',
        email: 'nora@tests.replay',
        goodFaith: true,
      },
      remoteAddress: '10.0.0.1',
    });
    expect(notice.statusCode).toBe(201);
    expect(notice.json().reference).toMatch(/^N-[0-9A-F]{10}$/);

    const queue = (await call(ctx, admin, endpoints.listCases, { query: { limit: 100 } })).json().items;
    const mildCase = queue.find((item) => item._id === mild.caseId)!;
    expect(mildCase).toMatchObject({
      target: { kind: 'product', id: mild.productId },
      reasons: { other: 1, misleading: 1, illegal: 1 },
      reports: 3,
      state: 'open',
      severe: true,
    });
    // Severe first, then by reports: the mild case (now severe with three) comes before the scam with one.
    const order = queue.map((item) => item._id);
    expect(order.indexOf(mild.caseId)).toBeLessThan(order.indexOf(severe.caseId));
    const onlyScams = (await call(ctx, admin, endpoints.listCases, { query: { reason: 'scam', limit: 100 } })).json();
    expect(onlyScams.items.map((item) => item._id)).toContain(severe.caseId);
    expect(onlyScams.items.map((item) => item._id)).not.toContain(mild.caseId);

    const detail = (await call(ctx, admin, endpoints.getCase, { params: { id: mild.caseId } })).json();
    expect(detail.items.map((item) => [item.source, item.reason])).toEqual([
      ['report', 'other'],
      ['report', 'misleading'],
      ['notice', 'illegal'],
    ]);
    expect(detail.items[2]!.notifier).toEqual({
      name: 'Nora Notifier',
      email: 'nora@tests.replay',
      reference: notice.json().reference,
    });
    expect(detail.preview.owner!._id).toBe(mild.owner.id);
    expect((await mailsTo('nora@tests.replay')).map((mail) => mail.subject)).toEqual([
      `We received your notice ${notice.json().reference}`,
    ]);
    expect((await call(ctx, seller, endpoints.listCases)).statusCode).toBe(403);
  });

  it('refuses a notice without good faith, with a foreign or unknown link, and past its limit per address and e-mail', async () => {
    const productId = await createProduct(ctx, seller, categoryId);
    const body = {
      url: site(`/product/${productId}`),
      reason: 'scam' as const,
      explanation: 'Asks for payment outside the site',
      name: 'Ola',
      email: 'ola@tests.replay',
      goodFaith: true,
    };
    const send = (changes: Record<string, unknown>, remoteAddress = '10.0.0.2') =>
      call(ctx, undefined, endpoints.submitNotice, { body: unchecked({ ...body, ...changes }), remoteAddress });
    const noFaith = await send({ goodFaith: false });
    expect(noFaith.statusCode).toBe(400);
    expect(noFaith.json().message).toMatch(/good faith/);
    expect((await send({ url: `https://elsewhere.example/product/${productId}` })).statusCode).toBe(400);
    expect((await send({ url: site('/product/00000000-0000-4000-8000-000000000000') })).statusCode).toBe(400);
    expect((await send({ url: site('/blog') })).json().message).toMatch(/listing, a seller or a message/);
    // A seller's page is a notice about the member.
    expect(
      (await send({ url: site(`/seller/${seller.id}`), email: 'other@tests.replay' }, '10.0.0.3')).statusCode,
    ).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await send({}, `10.0.1.${i}`)).statusCode).toBe(201);
    const fourth = await send({}, '10.0.1.9');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
  });

  it('decides each kind of case with a statement of reasons by mail and bell, and tells the reporter', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['none', { ground: 'terms.other' }],
      ['remove_listing', { ground: 'illegal_content', law: 'Trademark law, art. 9' }],
      ['hide_listing', { ground: 'terms.misleading_listing' }],
      ['warn', { ground: 'terms.prohibited_items' }],
      ['suspend', { ground: 'terms.fraud', days: 0.5 }],
      ['close_account', { ground: 'terms.fraud' }],
    ];
    for (const [action, rest] of cases) {
      const { owner, productId, reporter, caseId } = await reportedListing();
      const decided = await decide(admin, caseId, { action, facts: `Facts for ${action}`, ...rest });
      expect(decided.statusCode).toBe(201);
      const mails = await mailsTo(owner.email);
      const statement = mails.find((mail) => mail.subject.startsWith('A decision about your account'))!;
      expect(statement.text).toContain(`Facts for ${action}`);
      expect(statement.text).toContain('not by an automated system');
      expect(statement.text).toMatch(/appeal until/i);
      if (action !== 'close_account') expect(await bell(owner, 'decision')).toHaveLength(1);
      expect(await bell(reporter, 'report_decided')).toHaveLength(1);
      const product = await call(ctx, undefined, endpoints.getProduct, { params: { id: productId } });
      if (action === 'remove_listing' || action === 'close_account') expect(product.statusCode).toBe(404);
      if (action === 'none' || action === 'warn' || action === 'hide_listing') expect(product.statusCode).toBe(200);
      if (action === 'suspend') expect(product.json().message).toBe('Not available');
      // A decided case is decided once.
      expect((await decide(admin, caseId, { action: 'none', ground: 'terms.other', facts: 'Again' })).statusCode).toBe(
        409,
      );
    }
  });

  it('refuses what does not fit: a message action on a listing, illegal content without its law, a suspension without days', async () => {
    const { caseId } = await reportedListing();
    expect((await decide(admin, caseId, { action: 'hide_message', ground: 'terms.spam', facts: 'x' })).statusCode).toBe(
      400,
    );
    const noLaw = await decide(admin, caseId, { action: 'remove_listing', ground: 'illegal_content', facts: 'x' });
    expect(noLaw.statusCode).toBe(400);
    expect(noLaw.json().errors).toEqual({ law: expect.any(String) });
    expect((await decide(admin, caseId, { action: 'suspend', ground: 'terms.fraud', facts: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('suspends only after a warning unless the ground is illegal content or fraud', async () => {
    const first = await reportedListing();
    const refused = await decide(admin, first.caseId, {
      action: 'suspend',
      ground: 'terms.spam',
      facts: 'Spam',
      days: 3,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/earlier warning/);
    expect(
      (await decide(admin, first.caseId, { action: 'warn', ground: 'terms.spam', facts: 'Spam' })).statusCode,
    ).toBe(201);
    const later = await createProduct(ctx, first.owner, categoryId);
    await call(ctx, await ctx.user('buyer'), endpoints.reportProduct, { body: { productId: later } });
    const second = await caseOf('product', later);
    expect(
      (await decide(admin, second, { action: 'suspend', ground: 'terms.spam', facts: 'Spam again', days: 1 }))
        .statusCode,
    ).toBe(201);
    const detail = (await call(ctx, admin, endpoints.getCase, { params: { id: second } })).json();
    expect(detail.strikes).toBe(2);
    expect(detail.history.map((decision) => decision.action)).toEqual(['warn']);
    for (const ground of ['illegal_content', 'terms.fraud']) {
      const { caseId } = await reportedListing();
      const body = {
        action: 'suspend',
        ground,
        facts: 'Serious',
        days: 1,
        ...(ground === 'illegal_content' ? { law: 'Penal code' } : {}),
      };
      expect((await decide(admin, caseId, body)).statusCode).toBe(201);
    }
  });

  it('a suspension refuses every member write, withholds the listings, cancels their bookings and lifts itself', async () => {
    const { owner, productId, caseId } = await reportedListing();
    const buyer = await ctx.user('buyer');
    const bookingId = await book(ctx, buyer, productId);
    const start = clock.now();
    expect(
      (await decide(admin, caseId, { action: 'suspend', ground: 'terms.fraud', facts: 'Scam', days: 2 })).statusCode,
    ).toBe(201);
    // The buyer's unpaid booking ended, and they were told.
    const booking = await ctx.db.query<{ cancelled: boolean }>(
      'SELECT cancelled_at IS NOT NULL AS cancelled FROM bookings WHERE id = $1',
      [bookingId],
    );
    expect(booking[0]!.cancelled).toBe(true);
    expect(await bell(buyer, 'listing_unavailable')).toHaveLength(1);
    // Off every public list and page.
    const search = (await call(ctx, undefined, endpoints.searchProducts, { query: { seller: owner.id } })).json();
    expect(search.items).toEqual([]);
    expect((await call(ctx, undefined, endpoints.getProduct, { params: { id: productId } })).json().message).toBe(
      'Not available',
    );
    expect(
      (
        await call(ctx, buyer, endpoints.bookProduct, {
          body: unchecked({ productId, mobile: '+1 555 0100', location: 'Here' }),
        })
      ).statusCode,
    ).toBe(409);

    // Every write the suspension refuses, for the suspended seller (and a suspended buyer below).
    const suspendedBuyer = await ctx.user('buyer');
    const buyerCase = await openUserCase(suspendedBuyer);
    await decide(admin, buyerCase, { action: 'suspend', ground: 'terms.fraud', facts: 'Fraud', days: 2 });
    const calls: Array<{ name: string; status: number; message: string }> = [];
    for (const name of REFUSED) {
      const endpoint = (endpoints as Record<string, Endpoint>)[name]!;
      const caller = (endpoint.access as readonly string[]).includes('seller') ? owner : suspendedBuyer;
      const params = Object.fromEntries(
        [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => [match[1], '00000000-0000-4000-8000-000000000000']),
      );
      const answer = await call(ctx, caller, endpoint, unchecked({ params, body: {} }));
      calls.push({ name, status: answer.statusCode, message: answer.json().message });
    }
    expect(
      calls.filter((c) => c.status !== 403 || !/^Your account is suspended until \d{4}-\d\d-\d\d/.test(c.message)),
    ).toEqual([]);
    expect(REFUSED).toEqual(
      expect.arrayContaining([
        'addProduct',
        'editProduct',
        'bookProduct',
        'createPaymentIntent',
        'sendMessage',
        'reviewSeller',
      ]),
    );
    // Reading and appealing stay open.
    expect((await call(ctx, owner, endpoints.listMyDecisions)).statusCode).toBe(200);

    clock.advance(2 * DAY_MS + 1000);
    expect(await ctx.app.liftSuspensions()).toBeGreaterThanOrEqual(2);
    expect(await ctx.app.liftSuspensions()).toBe(0);
    expect(await bell(owner, 'suspension_ended')).toHaveLength(1);
    expect((await call(ctx, undefined, endpoints.getProduct, { params: { id: productId } })).statusCode).toBe(200);
    const back = (await call(ctx, undefined, endpoints.searchProducts, { query: { seller: owner.id } })).json();
    expect(back.items.map((item) => item._id)).toContain(productId);
    expect(clock.now().getTime() - start.getTime()).toBeGreaterThan(2 * DAY_MS);
  });

  /** An open case about a member (a notice of their seller page, or a report of their message). */
  async function openUserCase(user: TestUser): Promise<string> {
    const rows = await ctx.db.query<{ id: string }>(
      `INSERT INTO moderation_cases (target_kind, target_id, owner_id, report_count) VALUES ('user', $1, $1, 0) RETURNING id`,
      [user.id],
    );
    return rows[0]!.id;
  }

  it('appeals: once, within the window, by the member only; decided by another admin; a reversal restores the listing', async () => {
    const { owner, productId, reporter, caseId } = await reportedListing();
    const decisionId = (
      await decide(admin, caseId, { action: 'remove_listing', ground: 'terms.prohibited_items', facts: 'Replica' })
    ).json().decisionId;
    const mine = (await call(ctx, owner, endpoints.listMyDecisions)).json().items;
    expect(mine[0]).toMatchObject({ _id: decisionId, action: 'remove_listing', automated: false, appeal: null });
    expect(
      (await call(ctx, reporter, endpoints.appealDecision, { params: { id: decisionId }, body: { text: 'Not mine' } }))
        .statusCode,
    ).toBe(403);
    const appealed = await call(ctx, owner, endpoints.appealDecision, {
      params: { id: decisionId },
      body: { text: 'It is original' },
    });
    expect(appealed.statusCode).toBe(201);
    expect(
      (await call(ctx, owner, endpoints.appealDecision, { params: { id: decisionId }, body: { text: 'Again' } }))
        .statusCode,
    ).toBe(409);
    const appealId = appealed.json().appealId;
    const open = (await call(ctx, otherAdmin, endpoints.listAppeals, { query: { state: 'open', limit: 100 } })).json()
      .items;
    expect(open.find((item) => item._id === appealId)).toMatchObject({
      decision: { _id: decisionId },
      decidedBy: { _id: admin.id },
    });
    const own = await call(ctx, admin, endpoints.decideAppeal, {
      params: { id: appealId },
      body: { outcome: 'reversed', reason: 'x' },
    });
    expect(own.statusCode).toBe(403);
    const reversed = await call(ctx, otherAdmin, endpoints.decideAppeal, {
      params: { id: appealId },
      body: { outcome: 'reversed', reason: 'The receipt proves it is original' },
    });
    expect(reversed.statusCode).toBe(200);
    expect((await call(ctx, undefined, endpoints.getProduct, { params: { id: productId } })).statusCode).toBe(200);
    const after = (await call(ctx, owner, endpoints.listMyDecisions)).json().items[0]!;
    expect(after.reversedAt).toBeDefined();
    expect(after.appeal).toMatchObject({ state: 'reversed', reason: 'The receipt proves it is original' });
    expect(await bell(owner, 'appeal_decided')).toHaveLength(1);

    // After the window: 409.
    const late = await reportedListing();
    const lateDecision = (
      await decide(admin, late.caseId, { action: 'warn', ground: 'terms.spam', facts: 'Spam' })
    ).json().decisionId;
    clock.advance(184 * DAY_MS);
    const tooLate = await call(ctx, late.owner, endpoints.appealDecision, {
      params: { id: lateDecision },
      body: { text: 'Late' },
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toMatch(/time to appeal/);
  });

  it('a reporter may appeal a "no action"; a reversal opens the case again', async () => {
    const { reporter, caseId } = await reportedListing('scam');
    const decisionId = (
      await decide(admin, caseId, { action: 'none', ground: 'terms.other', facts: 'Looks fine' })
    ).json().decisionId;
    const appealed = await call(ctx, reporter, endpoints.appealDecision, {
      params: { id: decisionId },
      body: { text: 'It is a scam' },
    });
    expect(appealed.statusCode).toBe(201);
    await call(ctx, otherAdmin, endpoints.decideAppeal, {
      params: { id: appealed.json().appealId },
      body: { outcome: 'reversed', reason: 'Looked again' },
    });
    const reopened = await ctx.db.query<{ state: string }>('SELECT state FROM moderation_cases WHERE id = $1', [
      caseId,
    ]);
    expect(reopened[0]!.state).toBe('open');
  });

  it('throttles a reporter whose last ten reports all ended in "no action"', async () => {
    const reporter = await ctx.user('buyer');
    for (let i = 0; i < 10; i += 1) {
      const productId = await createProduct(ctx, seller, categoryId);
      expect((await call(ctx, reporter, endpoints.reportProduct, { body: { productId } })).statusCode).toBe(201);
      await decide(admin, await caseOf('product', productId), { action: 'none', ground: 'terms.other', facts: 'Fine' });
    }
    const next = await createProduct(ctx, seller, categoryId);
    const throttled = await call(ctx, reporter, endpoints.reportProduct, { body: { productId: next } });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/none broke our rules/);
  });

  it('publishes a month of figures computed from the tables', async () => {
    const month = '2031-03';
    clock.advance(0);
    const at = (day: number, hour = 0) => new Date(Date.UTC(2031, 2, day, hour));
    // A seeded month: three notices (two scam, one other), two decisions (one reversed on appeal).
    const target = await ctx.user('seller');
    const cases = [];
    for (const [day, reason] of [
      [2, 'scam'],
      [3, 'scam'],
      [4, 'other'],
    ] as const) {
      const [row] = await ctx.db.query<{ id: string }>(
        `INSERT INTO moderation_cases (target_kind, target_id, owner_id, report_count, first_at, last_at, state)
         VALUES ('user', gen_random_uuid(), $1, 1, $2, $2, 'decided') RETURNING id`,
        [target.id, at(day)],
      );
      await ctx.db.query(
        `INSERT INTO notices (reference, case_id, url, reason, explanation, name, email, created_at)
         VALUES ($1, $2, 'u', $3, 'e', 'n', 'e@x', $4)`,
        [`N-SEED${day}`, row!.id, reason, at(day)],
      );
      cases.push(row!.id);
    }
    const decisionAt = async (caseId: string, action: string, ground: string, created: Date) =>
      (
        await ctx.db.query<{ id: string }>(
          `INSERT INTO moderation_decisions (case_id, admin_id, user_id, target_kind, target_id, target_text, action, ground,
             facts, days, created_at, appeal_until) VALUES ($1, $2, $3, 'user', $3, 't', $4, $5, 'f', $6, $7, $7)
           RETURNING id`,
          [caseId, admin.id, target.id, action, ground, action === 'suspend' ? 1 : null, created],
        )
      )[0]!.id;
    await decisionAt(cases[0]!, 'warn', 'terms.fraud', at(2, 10));
    const suspended = await decisionAt(cases[1]!, 'suspend', 'terms.fraud', at(3, 20));
    await ctx.db.query(
      `INSERT INTO moderation_appeals (decision_id, appellant_id, appellant_email, appellant_name, text, state, created_at, decided_at, decided_by, reason)
       VALUES ($1, $2, 'a@x', 'A', 't', 'reversed', $3, $4, $5, 'r')`,
      [suspended, target.id, at(5), at(6), otherAdmin.id],
    );
    const figures = (await call(ctx, undefined, endpoints.getTransparency, { query: { month } })).json();
    expect(figures).toEqual({
      month,
      notices: { illegal: 0, scam: 2, prohibited: 0, misleading: 0, offensive: 0, other: 1 },
      decisions: {
        none: 0,
        remove_listing: 0,
        hide_listing: 0,
        hide_message: 0,
        warn: 1,
        suspend: 1,
        close_account: 0,
      },
      grounds: {
        illegal_content: 0,
        'terms.prohibited_items': 0,
        'terms.fraud': 2,
        'terms.misleading_listing': 0,
        'terms.harassment': 0,
        'terms.spam': 0,
        'terms.other': 0,
      },
      // 10 hours and 20 hours: the median of two is their mean.
      medianHoursToDecision: 15,
      appeals: 1,
      reversals: 1,
    });
    expect((await call(ctx, undefined, endpoints.getTransparency, { query: { month: '2031-13' } })).statusCode).toBe(
      400,
    );
  });
});
