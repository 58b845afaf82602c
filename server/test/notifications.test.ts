/**
 * Being told: every event writes its notification and its mail in the transaction of the change,
 * the outbox sends each mail once through a real SMTP server on loopback, preferences and the
 * one-click unsubscribe decide what is sent, and GET /events streams the bell's count.
 */
import type { AddressInfo } from 'node:net';
import type { BodyOf, Notification, QueryOf } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { payWithCard, record } from './support/payments';
import { openMailingApp, type ReceivedMail, type TestSmtpServer } from './support/smtp';
import {
  book,
  createCategory,
  createProduct,
  ENGINES,
  secondInstance,
  type TestContext,
  type TestUser,
} from './support/harness';
import { call, unchecked, urlOf } from './support/api';

const SITE = 'http://site.test';

interface NotificationPage {
  items: Notification[];
  nextCursor: string | null;
  unread: number;
}

describe.each(ENGINES)('being told (%s)', (engine) => {
  let smtp: TestSmtpServer, ctx: TestContext, categoryId: string, admin: TestUser;
  beforeAll(async () => {
    ({ smtp, ctx } = await openMailingApp(engine, (transport) => ({
      MAIL_TRANSPORT: transport,
      MAIL_RETRY_BASE_MS: '100',
      MAIL_POLL_INTERVAL_MS: '200',
      PUBLIC_SITE_URL: SITE,
      // Buyers race to pay at once: the sold-once guarantee underneath reservations.
      HOLD_MINUTES: '0',
      REFUND_RETRY_INTERVAL_MS: '0',
    })));
    admin = await ctx.user('admin');
    categoryId = await createCategory(ctx.db);
  });
  afterAll(() => ctx.close());

  const notifications = async (user: TestUser, query: QueryOf<typeof endpoints.listNotifications> = {}) => {
    const response = await call(ctx, user, endpoints.listNotifications, { query });
    expect(response.statusCode).toBe(200);
    return response.json<NotificationPage>();
  };
  const subjects = (mails: ReceivedMail[]) => mails.map((mail) => mail.subject).sort();
  const outboxOf = (email: string) =>
    ctx.db.query<{ id: string; status: string; attempts: number; last_error: string | null }>(
      'SELECT id, status, attempts, last_error FROM outbox WHERE to_address = $1 ORDER BY created_at',
      [email],
    );

  it('tells every event once: a mail with its subject to the right address, and a notification linking to its page', async () => {
    const seller = await ctx.user('seller');
    const [buyer, canceller, other, closed] = [
      await ctx.user('buyer'),
      await ctx.user('buyer'),
      await ctx.user('buyer'),
      await ctx.user('buyer'),
    ];
    const title = 'Zelda <b>Cartridge</b> & Co';
    const productId = await createProduct(ctx, seller, categoryId, { title, resprice: 1234.5, orgprice: 2000 });

    const bookingId = await book(ctx, buyer, productId);
    const cancelled = await book(ctx, canceller, productId);
    const cancel = await call(ctx, canceller, endpoints.cancelBooking, { params: { id: cancelled } });
    expect(cancel.statusCode).toBe(200);
    // Another buyer pays too, a moment too late: their money is refunded.
    const otherBooking = await book(ctx, other, productId);
    const lateTransaction = await payWithCard(ctx, other, otherBooking);
    const transactionId = await payWithCard(ctx, buyer, bookingId);
    expect((await record(ctx, buyer, bookingId, transactionId)).statusCode).toBe(201);
    expect((await record(ctx, other, otherBooking, lateTransaction)).statusCode).toBe(409);
    const review = await call(ctx, buyer, endpoints.reviewSeller, {
      body: { bookingId, rating: 4, comment: 'Fast & <friendly>' },
    });
    expect(review.statusCode).toBe(201);

    // The admin's doings: a reported listing removed, the seller verified, an account closed.
    const reported = await createProduct(ctx, seller, categoryId, { title: 'Broken console' });
    await call(ctx, buyer, endpoints.reportProduct, { body: { productId: reported } });
    const removal = await call(ctx, admin, endpoints.deleteReportedProduct, { params: { productId: reported } });
    expect(removal.statusCode).toBe(200);
    expect((await call(ctx, admin, endpoints.verifySeller, { params: { id: seller.id } })).statusCode).toBe(200);
    // Verifying again changes nothing, and tells nothing.
    await call(ctx, admin, endpoints.verifySeller, { params: { id: seller.id } });
    expect((await call(ctx, admin, endpoints.deleteBuyer, { params: { id: closed.id } })).statusCode).toBe(200);

    expect(subjects(await smtp.waitFor(seller.email, 8))).toEqual(
      [
        'Booking cancelled: Zelda <b>Cartridge</b> & Co',
        'New booking for Zelda <b>Cartridge</b> & Co',
        'New booking for Zelda <b>Cartridge</b> & Co',
        'New booking for Zelda <b>Cartridge</b> & Co',
        'New review: 4 stars',
        'Sold: Zelda <b>Cartridge</b> & Co',
        'You are now a verified seller',
        // An admin's removal is a decision: its statement of reasons.
        'A decision about your account: Listing removed',
      ].sort(),
    );
    // The buyer reported the removed listing: they hear the outcome.
    expect(subjects(await smtp.waitFor(buyer.email, 2))).toEqual([
      'We reviewed your report',
      `Your receipt for ${title}`,
    ]);
    expect(subjects(await smtp.waitFor(other.email, 1))).toEqual([`Refund for ${title}`]);
    expect(subjects(await smtp.waitFor(closed.email, 2))).toEqual([
      'A decision about your account: Account closed',
      'Your Replay Market account was closed',
    ]);
    // Told in the app only: the booking of an item sold to someone else. Cancelling tells the seller, not the buyer.
    expect(smtp.to(canceller.email)).toEqual([]);
    expect(smtp.to(admin.email)).toEqual([]);

    // Every mail has both parts, absolute links to the site, its values escaped, and a stable Message-ID.
    const receipt = smtp.to(buyer.email).find((mail) => mail.subject.startsWith('Your receipt'))!;
    expect(receipt!.html).toContain('Zelda &lt;b&gt;Cartridge&lt;/b&gt; &amp; Co');
    expect(receipt!.html).not.toContain('<b>Cartridge');
    expect(receipt!.html).toContain(`href="${SITE}/dashboard/myorders"`);
    expect(receipt!.text).toContain('Amount: $1,234.50');
    expect(receipt!.text).toContain(`Transaction id: ${transactionId}`);
    expect(receipt!.text).toMatch(/Date: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    const [row] = await outboxOf(buyer.email);
    expect(receipt!.messageId).toBe(`<outbox-${row!.id}@replay.test>`);
    // Orders mails cannot be turned off: no unsubscribe header. Activity mails carry RFC 8058's pair.
    expect(receipt!.listUnsubscribe).toBeUndefined();
    const reviewMail = smtp.to(seller.email, 'New review: 4 stars')[0]!;
    expect(reviewMail.listUnsubscribe).toMatch(/^<http:\/\/api\.test\/unsubscribe\?token=[^>]+>$/);
    expect(reviewMail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(reviewMail.html).toContain('Fast &amp; &lt;friendly&gt;');
    expect(reviewMail.text).toContain('"Fast & <friendly>"');

    const sellerList = await notifications(seller);
    expect(sellerList.unread).toBe(8);
    expect(sellerList.items[0]).toMatchObject({ kind: 'seller_verified', link: `/seller/${seller.id}`, read: false });
    expect(sellerList.items.find((n) => n.kind === 'booking_created')).toMatchObject({
      title: `New booking for ${title}`,
      link: '/dashboard/mybookings',
    });
    expect((await notifications(other)).items.map((n) => n.kind).sort()).toEqual(['refund', 'sold_to_another']);
    expect((await notifications(canceller)).items).toEqual([]);
    expect((await notifications(buyer)).items.map((n) => [n.kind, n.link])).toEqual([
      // The report of the listing the admin then removed, and its outcome.
      ['report_decided', '/dashboard/decisions'],
      ['report_received', `/product/${reported}`],
      ['receipt', '/dashboard/myorders'],
    ]);
  });

  it('sends one Sold and one receipt when the same payment is recorded twenty times at once', async () => {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId, { title: 'Racing console' });
    const bookingId = await book(ctx, buyer, productId);
    const transactionId = await payWithCard(ctx, buyer, bookingId);
    const responses = await Promise.all(Array.from({ length: 20 }, () => record(ctx, buyer, bookingId, transactionId)));
    expect(responses.map((response) => response.statusCode).filter((status) => status !== 201)).toEqual([]);

    expect(subjects(await smtp.waitFor(seller.email, 2, { settleMs: 800 }))).toEqual([
      'New booking for Racing console',
      'Sold: Racing console',
    ]);
    expect(subjects(await smtp.waitFor(buyer.email, 1))).toEqual(['Your receipt for Racing console']);
    expect((await notifications(buyer)).items).toHaveLength(1);
  });

  it('tries a mail the SMTP server refuses again later, and delivers it once', async () => {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId, { title: 'Busy mailbox' });
    smtp.rejectNext = 2;
    const rejectedBefore = smtp.rejected;
    await book(ctx, buyer, productId);

    expect(subjects(await smtp.waitFor(seller.email, 1, { settleMs: 800 }))).toEqual(['New booking for Busy mailbox']);
    expect(smtp.rejected - rejectedBefore).toBe(2);
    expect(await outboxOf(seller.email)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 3, last_error: null }),
    ]);
  });

  it('unsubscribes in one click, without a sign-in, from activity mails only; a forged link is a 400', async () => {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const first = await createProduct(ctx, seller, categoryId, { title: 'First game' });
    const firstBooking = await book(ctx, buyer, first);
    expect((await record(ctx, buyer, firstBooking, await payWithCard(ctx, buyer, firstBooking))).statusCode).toBe(201);
    await call(ctx, buyer, endpoints.reviewSeller, { body: { bookingId: firstBooking, rating: 5 } });
    const reviewMail = (await smtp.waitFor(seller.email, 3)).find((mail) => mail.subject === 'New review: 5 stars')!;
    const link = /^<(http:\/\/api\.test(\/unsubscribe\?token=[^>]+))>$/.exec(reviewMail.listUnsubscribe!)!;
    const url = link[2]!;
    const token = decodeURIComponent(new URL(link[1]!).searchParams.get('token')!);
    // The mail's own link leads to the site's confirmation page with the same token.
    expect(reviewMail.html).toContain(`${SITE}/unsubscribe?token=${encodeURIComponent(token)}`);

    // Opened in a browser, the link changes nothing and sends the visitor to the confirmation page.
    const opened = await ctx.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${SITE}/unsubscribe?token=${encodeURIComponent(token)}`);
    const preferences = () => call(ctx, seller, endpoints.getNotificationPreferences).then((r) => r.json());
    expect(await preferences()).toEqual({ activity: { email: true, inApp: true } });

    // Forged or altered tokens: another user's id, another category, a changed signature.
    const [userId, category, mac] = token.split('.');
    for (const forged of [
      `${buyer.id}.${category}.${mac}`,
      `${userId}.marketing.${mac}`,
      `${userId}.${category}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`,
      `${userId}.orders.${mac}`,
      'not-a-token',
    ]) {
      const answer = await call(ctx, undefined, endpoints.unsubscribe, {
        query: { token: forged },
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: unchecked('List-Unsubscribe=One-Click'),
      });
      expect({ forged, status: answer.statusCode, body: answer.json() }).toEqual({
        forged,
        status: 400,
        body: { message: 'This unsubscribe link is not valid' },
      });
      expect((await call(ctx, undefined, endpoints.openUnsubscribeLink, { query: { token: forged } })).statusCode).toBe(
        400,
      );
    }
    // A mail program's one-click POST (RFC 8058): form-encoded, no sign-in.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ acknowledged: true, category: 'activity' });
    expect(await preferences()).toEqual({ activity: { email: false, inApp: true } });
    // The site's confirmation page sends the same as JSON; again changes nothing more.
    const confirmed = await ctx.app.inject({ method: 'POST', url, payload: { 'List-Unsubscribe': 'One-Click' } });
    expect(confirmed.statusCode).toBe(200);

    // Activity still reaches the bell, not the mailbox; orders mail is untouched.
    const second = await createProduct(ctx, seller, categoryId, { title: 'Second game' });
    const secondBooking = await book(ctx, buyer, second);
    expect((await record(ctx, buyer, secondBooking, await payWithCard(ctx, buyer, secondBooking))).statusCode).toBe(
      201,
    );
    await call(ctx, buyer, endpoints.reviewSeller, { body: { bookingId: secondBooking, rating: 2 } });
    await call(ctx, admin, endpoints.verifySeller, { params: { id: seller.id } });
    expect(subjects(await smtp.waitFor(seller.email, 5, { settleMs: 800 }))).toEqual([
      'New booking for First game',
      'New booking for Second game',
      'New review: 5 stars',
      'Sold: First game',
      'Sold: Second game',
    ]);
    expect((await notifications(seller)).items.map((n) => n.title)).toEqual(
      expect.arrayContaining(['New review: 2 stars', 'You are now a verified seller']),
    );
  });

  it('keeps activity out of the bell when the user turns it off there, and saves preferences only of their own', async () => {
    const seller = await ctx.user('seller');
    const put = await call(ctx, seller, endpoints.saveNotificationPreferences, {
      body: { activity: { email: true, inApp: false } },
    });
    expect(put.json()).toEqual({ activity: { email: true, inApp: false } });
    const bad = await call(ctx, seller, endpoints.saveNotificationPreferences, {
      body: unchecked({ orders: { email: false, inApp: false } }),
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(ctx, undefined, endpoints.getNotificationPreferences)).statusCode).toBe(401);

    await call(ctx, admin, endpoints.verifySeller, { params: { id: seller.id } });
    expect(subjects(await smtp.waitFor(seller.email, 1))).toEqual(['You are now a verified seller']);
    expect((await notifications(seller)).items).toEqual([]);
  });

  it("lists the user's own notifications newest first in pages, and marks some or all read", async () => {
    const seller = await ctx.user('seller');
    const stranger = await ctx.user('seller');
    const buyers = [await ctx.user('buyer'), await ctx.user('buyer'), await ctx.user('buyer')];
    const productId = await createProduct(ctx, seller, categoryId, { title: 'Paged' });
    for (const buyer of buyers) await book(ctx, buyer, productId);

    const all = await notifications(seller);
    expect(all.unread).toBe(3);
    const firstPage = await notifications(seller, { limit: 2 });
    expect(firstPage.items).toEqual(all.items.slice(0, 2));
    const secondPage = await notifications(seller, { limit: 2, cursor: firstPage.nextCursor! });
    expect(secondPage).toEqual({ items: all.items.slice(2), nextCursor: null, unread: 3 });
    expect((await notifications(stranger)).items).toEqual([]);

    const read = (user: TestUser, body: BodyOf<typeof endpoints.markNotificationsRead>) =>
      call(ctx, user, endpoints.markNotificationsRead, { body });
    // Someone else's ids change nothing.
    expect((await read(stranger, { ids: [all.items[0]!._id] })).json()).toEqual({ modifiedCount: 0 });
    expect((await read(seller, { ids: [all.items[0]!._id] })).json()).toEqual({ modifiedCount: 1 });
    expect((await notifications(seller)).unread).toBe(2);
    expect((await read(seller, { all: true })).json()).toEqual({ modifiedCount: 2 });
    expect(await notifications(seller)).toMatchObject({ unread: 0 });
    expect((await read(seller, { ids: [] })).statusCode).toBe(400);
    expect((await read(seller, unchecked({ all: false }))).statusCode).toBe(400);
    expect((await read(seller, { ids: ['nope'] })).statusCode).toBe(400);
  });

  describe('the live stream', () => {
    let base: string;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    });

    /** Opens GET /events and reads its events as they come. */
    async function stream(user: TestUser, lastEventId?: string) {
      const abort = new AbortController();
      const response = await fetch(base + urlOf(endpoints.liveEvents), {
        headers: { ...user.auth, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        signal: abort.signal,
      });
      const events: Array<{ id?: string; event?: string; data?: string }> = [];
      let text = '';
      const reading = (async () => {
        const decoder = new TextDecoder();
        for await (const chunk of response.body!) {
          text += decoder.decode(chunk as Uint8Array, { stream: true });
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => !line.startsWith(':') && line.includes(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
            );
            if (fields.event) events.push(fields);
          }
        }
      })().catch(() => undefined);
      const next = async (count: number) => {
        const deadline = Date.now() + 5000;
        while (events.length < count) {
          if (Date.now() > deadline) throw new Error(`expected ${count} events, got ${JSON.stringify(events)}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return events.slice(0, count);
      };
      return {
        response,
        events,
        next,
        close: async () => {
          abort.abort();
          await reading;
        },
      };
    }

    it('sends the unread count when a notification arrives, with an id, and what was missed after Last-Event-ID', async () => {
      const seller = await ctx.user('seller');
      const productId = await createProduct(ctx, seller, categoryId, { title: 'Live' });
      const live = await stream(seller);
      expect(live.response.status).toBe(200);
      expect(live.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

      await book(ctx, await ctx.user('buyer'), productId);
      const [first] = await live.next(1);
      expect(first).toEqual({ id: expect.stringMatching(/^\d+$/), event: 'notification', data: '{"unread":1}' });
      await book(ctx, await ctx.user('buyer'), productId);
      const [, second] = await live.next(2);
      expect(second).toMatchObject({ event: 'notification', data: '{"unread":2}' });
      await live.close();

      // Away for a moment: a third booking, and all read on another page.
      await book(ctx, await ctx.user('buyer'), productId);
      await call(ctx, seller, endpoints.markNotificationsRead, { body: { all: true } });
      const back = await stream(seller, first!.id);
      const replayed = await back.next(3);
      expect(replayed.map((event) => event.id)).toEqual([second!.id, expect.any(String), expect.any(String)]);
      expect(Number(replayed[1]!.id)).toBeGreaterThan(Number(second!.id));
      expect(replayed.map((event) => event.data)).toEqual(['{"unread":0}', '{"unread":0}', '{"unread":0}']);
      await back.close();
    });

    it('answers 401 without a token and never takes one from the URL', async () => {
      const seller = await ctx.user('seller');
      expect((await fetch(base + urlOf(endpoints.liveEvents))).status).toBe(401);
      // A token in the URL, which the entry has no query for: sent as it is.
      expect((await fetch(`${base}/events?token=${seller.accessToken}`)).status).toBe(401);
    });
  });

  it('sends each mail once when two instances share the database', async () => {
    const second = await secondInstance(ctx, engine, {
      MAIL_TRANSPORT: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_POLL_INTERVAL_MS: '50',
      PUBLIC_SITE_URL: SITE,
      HOLD_MINUTES: '0',
    });
    try {
      const seller = await ctx.user('seller');
      const productId = await createProduct(ctx, seller, categoryId, { title: 'Shared' });
      const buyers = await Promise.all(Array.from({ length: 12 }, () => ctx.user('buyer')));
      // Bookings through both instances at once; each instance's worker races for every mail.
      await Promise.all(
        buyers.map((buyer, index) =>
          call(index % 2 ? second : ctx, buyer, endpoints.bookProduct, {
            body: { productId, mobile: '+1 512 555 0101', location: 'Library' },
          }),
        ),
      );
      const mails = await smtp.waitFor(seller.email, 12, { settleMs: 1000 });
      expect(mails).toHaveLength(12);
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(12);
      expect((await outboxOf(seller.email)).map((row) => row.status)).toEqual(Array(12).fill('sent'));
    } finally {
      await second.close();
    }
  });

  it('keeps a mail as failed after MAIL_MAX_ATTEMPTS refusals, with the last error', async () => {
    await ctx.restart({
      MAIL_TRANSPORT: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_MAX_ATTEMPTS: '2',
      MAIL_RETRY_BASE_MS: '50',
      MAIL_POLL_INTERVAL_MS: '50',
      PUBLIC_SITE_URL: SITE,
      HOLD_MINUTES: '0',
    });
    const seller = await ctx.user('seller');
    const productId = await createProduct(ctx, seller, categoryId, { title: 'Never delivered' });
    smtp.rejectNext = 1000;
    await book(ctx, await ctx.user('buyer'), productId);
    const deadline = Date.now() + 10_000;
    while ((await outboxOf(seller.email))[0]?.status !== 'failed') {
      if (Date.now() > deadline) throw new Error(JSON.stringify(await outboxOf(seller.email)));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    smtp.rejectNext = 0;
    expect(await outboxOf(seller.email)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 2, last_error: expect.stringMatching(/451/) }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(seller.email)).toEqual([]);
  });
});
