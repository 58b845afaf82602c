/**
 * Messages: conversations between a product's seller and a buyer, who may call what, messages sent
 * at once and sent again, blocks, reports and the admin's removal, the limits, the mail that tells of
 * a message, and the live stream across instances.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Badges, Conversation, Endpoint, Message, MessageReport, QueryOf } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { call, unchecked, type CallOptions } from './support/api';
import { openEventStream } from './support/event-stream';
import { openMailingApp, type TestSmtpServer } from './support/smtp';
import {
  book,
  createCategory,
  createProduct,
  ENGINES,
  secondInstance,
  type TestContext,
  type TestUser,
} from './support/harness';

type Caller = 'anonymous' | 'buyer' | 'otherBuyer' | 'owner' | 'otherSeller' | 'admin';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const MAIL_DELAY_MS = 1500;

describe.each(ENGINES)('messages (%s)', (engine) => {
  let smtp: TestSmtpServer, ctx: TestContext, categoryId: string, admin: TestUser;
  beforeAll(async () => {
    ({ smtp, ctx } = await openMailingApp(engine, (transport) => ({
      MAIL_TRANSPORT: transport,
      MAIL_POLL_INTERVAL_MS: '100',
      MESSAGE_MAIL_DELAY_MS: String(MAIL_DELAY_MS),
      RATE_LIMIT_MESSAGES: '100000',
      RATE_LIMIT_NEW_CONVERSATIONS: '100000',
      HOLD_MINUTES: '0',
    })));
    admin = await ctx.user('admin');
    categoryId = await createCategory(ctx.db);
  });
  afterAll(() => ctx.close());

  const start = (user: TestUser, productId: string, buyerId?: string) =>
    call(ctx, user, endpoints.startConversation, { body: buyerId ? { productId, buyerId } : { productId } });
  const send = (user: TestUser, conversationId: string, body: string, clientId: string = randomUUID(), app = ctx.app) =>
    call(app, user, endpoints.sendMessage, { params: { id: conversationId }, body: { body, clientId } });
  const thread = async (user: TestUser, conversationId: string, query: QueryOf<typeof endpoints.listMessages> = {}) => {
    const response = await call(ctx, user, endpoints.listMessages, { params: { id: conversationId }, query });
    expect(response.statusCode).toBe(200);
    return response.json<Page<Message>>();
  };
  const inbox = async (user: TestUser, query: QueryOf<typeof endpoints.listConversations> = {}) => {
    const response = await call(ctx, user, endpoints.listConversations, { query });
    expect(response.statusCode).toBe(200);
    return response.json<Page<Conversation>>();
  };
  const badges = async (user: TestUser) => (await call(ctx, user, endpoints.getBadges)).json<Badges>();
  const reports = async () => (await call(ctx, admin, endpoints.listMessageReports)).json<Page<MessageReport>>();

  /** A seller's product, a buyer, and the conversation the buyer opened about it. */
  async function conversation(title = 'Game Boy Color') {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId, { title });
    const started = await start(buyer, productId);
    expect(started.statusCode).toBe(201);
    return { seller, buyer, productId, id: started.json<{ _id: string }>()._id };
  }

  describe('authorization matrix', () => {
    let users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
    beforeAll(async () => {
      users = {
        buyer: await ctx.user('buyer'),
        otherBuyer: await ctx.user('buyer'),
        owner: await ctx.user('seller'),
        otherSeller: await ctx.user('seller'),
        admin,
      };
    });

    /** A fresh product of the owner, the buyer's conversation about it, and a message of the owner in it. */
    async function fixture() {
      const productId = await createProduct(ctx, users.owner, categoryId);
      const conversationId = (await start(users.buyer, productId)).json<{ _id: string }>()._id;
      const messageId = (await send(users.owner, conversationId, 'Hello')).json<{ _id: string }>()._id;
      return { productId, conversationId, messageId };
    }

    const member = { anonymous: 401, buyer: 200, owner: 200, otherBuyer: 404, otherSeller: 404, admin: 403 };
    const calls: Array<{
      endpoint: Endpoint;
      /** What the test's name tells besides the endpoint's method and path. */
      note?: string;
      setup?: () => Promise<CallOptions>;
      expect: Record<Caller, number>;
    }> = [
      {
        endpoint: endpoints.startConversation,
        note: '(about a product)',
        setup: async () => ({ body: { productId: await createProduct(ctx, users.owner, categoryId) } }),
        expect: { anonymous: 401, buyer: 201, otherBuyer: 201, owner: 400, otherSeller: 400, admin: 403 },
      },
      {
        endpoint: endpoints.startConversation,
        note: '(with the buyer who booked)',
        setup: async () => {
          const productId = await createProduct(ctx, users.owner, categoryId);
          await book(ctx, users.buyer, productId);
          return { body: { productId, buyerId: users.buyer.id } };
        },
        expect: { anonymous: 401, buyer: 201, otherBuyer: 403, owner: 201, otherSeller: 403, admin: 403 },
      },
      {
        endpoint: endpoints.listConversations,
        expect: { anonymous: 401, buyer: 200, otherBuyer: 200, owner: 200, otherSeller: 200, admin: 403 },
      },
      {
        endpoint: endpoints.getConversation,
        setup: async () => ({ params: { id: (await fixture()).conversationId } }),
        expect: member,
      },
      {
        endpoint: endpoints.listMessages,
        setup: async () => ({ params: { id: (await fixture()).conversationId } }),
        expect: member,
      },
      {
        endpoint: endpoints.sendMessage,
        setup: async () => ({
          params: { id: (await fixture()).conversationId },
          body: { body: 'Is it boxed?', clientId: randomUUID() },
        }),
        expect: { ...member, buyer: 201, owner: 201 },
      },
      {
        endpoint: endpoints.markConversationRead,
        setup: async () => ({ params: { id: (await fixture()).conversationId } }),
        expect: member,
      },
      {
        endpoint: endpoints.getBadges,
        expect: { anonymous: 401, buyer: 200, otherBuyer: 200, owner: 200, otherSeller: 200, admin: 200 },
      },
      {
        endpoint: endpoints.blockUser,
        setup: async () => ({ params: { userId: (await ctx.user('buyer')).id } }),
        expect: { anonymous: 401, buyer: 200, otherBuyer: 200, owner: 200, otherSeller: 200, admin: 403 },
      },
      {
        endpoint: endpoints.unblockUser,
        setup: async () => ({ params: { userId: users.otherBuyer.id } }),
        expect: { anonymous: 401, buyer: 200, otherBuyer: 200, owner: 200, otherSeller: 200, admin: 403 },
      },
      {
        endpoint: endpoints.reportMessage,
        note: "(the owner's message)",
        setup: async () => ({ params: { id: (await fixture()).messageId }, body: { reason: 'other' } }),
        expect: { anonymous: 401, buyer: 201, otherBuyer: 404, owner: 403, otherSeller: 404, admin: 403 },
      },
      {
        endpoint: endpoints.listMessageReports,
        expect: { anonymous: 401, buyer: 403, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 200 },
      },
      {
        endpoint: endpoints.hideMessage,
        setup: async () => ({ params: { id: (await fixture()).messageId } }),
        expect: { anonymous: 401, buyer: 403, otherBuyer: 403, owner: 403, otherSeller: 403, admin: 200 },
      },
    ];
    const callers: Caller[] = ['anonymous', 'buyer', 'otherBuyer', 'owner', 'otherSeller', 'admin'];
    const nameOf = ({ endpoint, note }: (typeof calls)[number]) =>
      [endpoint.method, endpoint.path, note].filter(Boolean).join(' ');
    it.each(calls.flatMap((entry) => callers.map((caller) => [nameOf(entry), caller, entry] as const)))(
      '%s as %s',
      async (_name, caller, entry) => {
        const options = (await entry.setup?.()) ?? {};
        const response = await call(ctx, caller === 'anonymous' ? undefined : users[caller], entry.endpoint, options);
        const status = entry.expect[caller];
        expect({
          status: response.statusCode,
          body: response.statusCode >= 400 ? Object.keys(response.json()) : [],
        }).toEqual({ status, body: status >= 400 ? expect.arrayContaining(['message']) : [] });
      },
    );

    it('answers a non-member 404 for a conversation that exists, as for one that does not, and never shows its messages', async () => {
      const { conversationId } = await fixture();
      const unknown = randomUUID();
      for (const id of [conversationId, unknown]) {
        const response = await call(ctx, users.otherBuyer, endpoints.listMessages, { params: { id } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Conversation not found' });
      }
      expect((await inbox(users.otherBuyer)).items.map((item) => item._id)).not.toContain(conversationId);
    });
  });

  it('opens one conversation per product and buyer: 201 the first time, 200 with the same id after', async () => {
    const { buyer, seller, productId, id } = await conversation();
    const again = await start(buyer, productId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ _id: id });
    // Two at once by another buyer: one conversation.
    const other = await ctx.user('buyer');
    const racing = await Promise.all([start(other, productId), start(other, productId), start(other, productId)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(racing.map((response) => response.json()._id)).size).toBe(1);

    // The seller lists it from its first message; the buyer who opened it at once, without one.
    expect((await inbox(seller)).items).toEqual([]);
    expect((await inbox(buyer)).items).toEqual([
      {
        _id: id,
        product: {
          _id: productId,
          title: 'Game Boy Color',
          imageUrl: expect.any(String),
          resprice: 189.5,
          status: true,
          closed: false,
        },
        otherParty: { _id: seller.id, name: seller.name, img: expect.any(String) },
        lastMessage: null,
        unread: 0,
        blocked: false,
      },
    ]);
    await send(buyer, id, 'Does it come with the box?');
    expect((await inbox(seller)).items).toEqual([
      expect.objectContaining({
        _id: id,
        otherParty: expect.objectContaining({ _id: buyer.id, name: buyer.name }),
        lastMessage: { body: 'Does it come with the box?', sentAt: expect.any(String), mine: false },
        unread: 1,
      }),
    ]);
    expect((await call(ctx, buyer, endpoints.getConversation, { params: { id } })).json()).toMatchObject({
      _id: id,
      lastMessage: { mine: true },
      unread: 0,
    });
  });

  it('lets a seller open a conversation only with a buyer who booked their product', async () => {
    const seller = await ctx.user('seller');
    const buyer = await ctx.user('buyer');
    const productId = await createProduct(ctx, seller, categoryId);
    const refused = await start(seller, productId, buyer.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can message a buyer once they have booked this product');
    const bookingId = await book(ctx, buyer, productId);
    await call(ctx, buyer, endpoints.cancelBooking, { params: { id: bookingId } });
    // A cancelled booking counts: the seller may ask why.
    const opened = await start(seller, productId, buyer.id);
    expect(opened.statusCode).toBe(201);
    expect((await start(buyer, productId)).json()).toEqual(opened.json());
    expect((await call(ctx, seller, endpoints.startConversation, { body: { productId } })).json().message).toBe(
      'buyerId is required: name the buyer to message',
    );
    const otherSeller = await ctx.user('seller');
    expect((await start(otherSeller, productId, buyer.id)).json().message).toBe(
      'This product belongs to another seller',
    );
    expect((await start(buyer, randomUUID())).statusCode).toBe(404);
  });

  it('lets a buyer ask about a sold product only when they booked it', async () => {
    const seller = await ctx.user('seller');
    const productId = await createProduct(ctx, seller, categoryId);
    const booker = await ctx.user('buyer');
    await book(ctx, booker, productId);
    await ctx.db.query('UPDATE products SET status = false WHERE id = $1', [productId]);
    expect((await start(booker, productId)).statusCode).toBe(201);
    const stranger = await start(await ctx.user('buyer'), productId);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe('This product has already been sold');
  });

  it('stores 20 messages sent at once as 20, counts 20 unread, and reading sets them to 0', async () => {
    const { buyer, seller, id } = await conversation();
    const sent = await Promise.all(Array.from({ length: 20 }, (_, n) => send(buyer, id, `Message ${n + 1}`)));
    expect(sent.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(sent.map((response) => response.json()._id)).size).toBe(20);
    const page = await thread(seller, id, { limit: 100 });
    expect(page.items).toHaveLength(20);
    expect((await inbox(seller)).items[0]).toMatchObject({ _id: id, unread: 20 });
    expect(await badges(seller)).toEqual({ messages: 20, notifications: 0, bookingsToAnswer: 0 });
    expect(await badges(buyer)).toEqual({ messages: 0, notifications: 0, ordersToPay: 0 });

    const read = await call(ctx, seller, endpoints.markConversationRead, { params: { id } });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await badges(seller)).messages).toBe(0);
    expect((await inbox(seller)).items[0]).toMatchObject({ unread: 0 });
  });

  it('stores a send repeated with the same clientId once, even at once; the clientId of another conversation is a 409', async () => {
    const { buyer, seller, id } = await conversation();
    const clientId = randomUUID();
    const first = await send(buyer, id, 'Still available?', clientId);
    expect(first.statusCode).toBe(201);
    const again = await send(buyer, id, 'Still available?', clientId);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const racing = await Promise.all(Array.from({ length: 5 }, () => send(buyer, id, 'Hello?', 'retry-7')));
    expect(new Set(racing.map((response) => response.json()._id)).size).toBe(1);
    const items = (await thread(seller, id)).items;
    expect(items).toHaveLength(2);
    expect((await badges(seller)).messages).toBe(2);
    // The sender sees their own client ids (a page reloaded while sending finds its message).
    expect((await thread(buyer, id)).items.map((item) => item.clientId).sort()).toEqual([clientId, 'retry-7'].sort());
    expect(items.every((item) => item.clientId === undefined)).toBe(true);

    const elsewhere = await ctx.user('seller');
    const productId = await createProduct(ctx, elsewhere, categoryId);
    const otherId = (await start(buyer, productId)).json()._id;
    const reused = await send(buyer, otherId, 'Hi', clientId);
    expect(reused.statusCode).toBe(409);
  });

  it('trims a message and refuses an empty one or one over 2000 characters with a message', async () => {
    const { buyer, seller, id } = await conversation();
    expect((await send(buyer, id, '  <b>Is it boxed?</b>\n\n')).statusCode).toBe(201);
    expect((await thread(seller, id)).items[0]!.body).toBe('<b>Is it boxed?</b>');
    const blank = await send(buyer, id, ' \n\t ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('body is required');
    const long = await send(buyer, id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('body must be at most 2000 characters');
    expect((await send(buyer, id, 'x'.repeat(2000))).statusCode).toBe(201);
    expect((await send(buyer, id, 'Hi', 'not a valid id!')).statusCode).toBe(400);
  });

  it('lists messages newest first in pages, and conversations by latest activity', async () => {
    const { buyer, seller, id } = await conversation('First');
    for (const body of ['one', 'two', 'three', 'four', 'five']) await send(buyer, id, body);
    const first = await thread(seller, id, { limit: 2 });
    expect(first.items.map((item) => item.body)).toEqual(['five', 'four']);
    expect(first.items[0]).toEqual({
      _id: expect.any(String),
      body: 'five',
      sentAt: expect.any(String),
      mine: false,
      senderName: buyer.name,
      removed: false,
    });
    const second = await thread(seller, id, { limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((item) => item.body)).toEqual(['three', 'two']);
    const third = await thread(seller, id, { limit: 2, cursor: second.nextCursor! });
    expect(third).toEqual({ items: [expect.objectContaining({ body: 'one' })], nextCursor: null });

    // A second conversation of the buyer, then a reply in the first: the first is on top again.
    const other = await ctx.user('seller');
    const secondId = (await start(buyer, await createProduct(ctx, other, categoryId, { title: 'Second' }))).json()._id;
    await send(buyer, secondId, 'Hi');
    expect((await inbox(buyer)).items.map((item) => item.product.title)).toEqual(['Second', 'First']);
    await send(seller, id, 'Yes, boxed');
    const listed = await inbox(buyer, { limit: 1 });
    expect(listed.items.map((item) => item.product.title)).toEqual(['First']);
    expect(
      (await inbox(buyer, { limit: 1, cursor: listed.nextCursor! })).items.map((item) => item.product.title),
    ).toEqual(['Second']);
  });

  it('keeps a conversation readable once its product is sold or removed', async () => {
    const { buyer, seller, productId, id } = await conversation('Removed later');
    await send(buyer, id, 'Hi');
    await call(ctx, seller, endpoints.deleteProduct, { params: { id: productId } });
    expect((await inbox(buyer)).items[0]).toMatchObject({ _id: id, product: { closed: true } });
    expect((await thread(buyer, id)).items).toHaveLength(1);
    expect((await start(buyer, productId)).statusCode).toBe(200);
  });

  it('refuses messages while either member blocks the other, and the blocked buyer cannot book the blocker', async () => {
    const { buyer, seller, productId, id } = await conversation();
    expect((await call(ctx, buyer, endpoints.blockUser, { params: { userId: seller.id } })).json()).toEqual({
      blocked: true,
    });
    expect((await call(ctx, buyer, endpoints.blockUser, { params: { userId: seller.id } })).statusCode).toBe(200);
    expect((await call(ctx, buyer, endpoints.getConversation, { params: { id } })).json()).toMatchObject({
      blocked: true,
    });
    for (const sender of [seller, buyer]) {
      const refused = await send(sender, id, 'Hello?');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("You can't message this user");
    }
    // The thread stays readable.
    expect((await thread(seller, id)).items).toEqual([]);
    expect((await call(ctx, buyer, endpoints.unblockUser, { params: { userId: seller.id } })).json()).toEqual({
      blocked: false,
    });
    expect((await send(seller, id, 'Hello again')).statusCode).toBe(201);

    await call(ctx, seller, endpoints.blockUser, { params: { userId: buyer.id } });
    const booking = await call(ctx, buyer, endpoints.bookProduct, {
      body: { productId, mobile: '+1 512 555 0101', location: 'Library' },
    });
    expect(booking.statusCode).toBe(403);
    const other = await ctx.user('seller');
    const otherProduct = await createProduct(ctx, other, categoryId);
    expect((await start(buyer, await createProduct(ctx, seller, categoryId))).statusCode).toBe(403);
    expect((await start(buyer, otherProduct)).statusCode).toBe(201);
    await call(ctx, seller, endpoints.unblockUser, { params: { userId: buyer.id } });
    await book(ctx, buyer, productId);

    expect((await call(ctx, buyer, endpoints.blockUser, { params: { userId: buyer.id } })).statusCode).toBe(400);
    expect((await call(ctx, buyer, endpoints.blockUser, { params: { userId: randomUUID() } })).statusCode).toBe(404);
  });

  it('takes a report of the other member’s message once, lists it for the admin, who removes it for both', async () => {
    const { buyer, seller, id } = await conversation('Reported');
    const messageId = (await send(seller, id, 'Pay me outside the site')).json()._id;
    const own = await call(ctx, seller, endpoints.reportMessage, {
      params: { id: messageId },
      body: { reason: 'scam' },
    });
    expect(own.statusCode).toBe(403);
    expect(
      (await call(ctx, buyer, endpoints.reportMessage, { params: { id: messageId }, body: { reason: 'scam' } }))
        .statusCode,
    ).toBe(201);
    const twice = await call(ctx, buyer, endpoints.reportMessage, {
      params: { id: messageId },
      body: { reason: 'other' },
    });
    // A repeat changes nothing: 200.
    expect(twice.statusCode).toBe(200);
    expect(
      (
        await call(ctx, buyer, endpoints.reportMessage, {
          params: { id: messageId },
          body: unchecked({ reason: 'rude' }),
        })
      ).statusCode,
    ).toBe(400);

    const listed = (await reports()).items.find((item) => item._id === messageId);
    expect(listed).toEqual({
      _id: messageId,
      body: 'Pay me outside the site',
      sentAt: expect.any(String),
      senderId: seller.id,
      senderName: seller.name,
      senderEmail: seller.email,
      productTitle: 'Reported',
      reasons: ['scam'],
      reports: 1,
      reportedAt: expect.any(String),
    });

    expect((await call(ctx, admin, endpoints.hideMessage, { params: { id: messageId } })).json()).toEqual({
      acknowledged: true,
      modifiedCount: 1,
    });
    expect((await call(ctx, admin, endpoints.hideMessage, { params: { id: messageId } })).json()).toMatchObject({
      modifiedCount: 0,
    });
    expect((await call(ctx, admin, endpoints.hideMessage, { params: { id: randomUUID() } })).statusCode).toBe(404);
    for (const member of [buyer, seller]) {
      expect((await thread(member, id)).items[0]).toMatchObject({ body: 'Message removed by admin', removed: true });
      expect((await inbox(member)).items.find((item) => item._id === id)!.lastMessage!.body).toBe(
        'Message removed by admin',
      );
    }
    expect((await reports()).items.map((item) => item._id)).not.toContain(messageId);
  });

  it('limits messages per minute (RATE_LIMIT_MESSAGES) and new conversations per day (RATE_LIMIT_NEW_CONVERSATIONS)', async () => {
    const limited = await secondInstance(ctx, engine, {
      RATE_LIMIT_MESSAGES: '3',
      RATE_LIMIT_NEW_CONVERSATIONS: '2',
      MAIL_TRANSPORT: 'none',
    });
    try {
      const seller = await ctx.user('seller');
      const buyer = await ctx.user('buyer');
      const products = await Promise.all([1, 2, 3].map(() => createProduct(ctx, seller, categoryId)));
      const opened = [];
      for (const productId of products)
        opened.push(await call(limited.app, buyer, endpoints.startConversation, { body: { productId } }));
      expect(opened.map((response) => response.statusCode)).toEqual([201, 201, 429]);
      expect(opened[2]!.json().message).toMatch(/^You have started too many conversations today; try again in/);
      // An existing conversation is still answered.
      expect(
        (await call(limited.app, buyer, endpoints.startConversation, { body: { productId: products[0]! } })).statusCode,
      ).toBe(200);

      const id = opened[0]!.json()._id;
      const statuses = [];
      for (let n = 0; n < 4; n += 1)
        statuses.push((await send(buyer, id, `m${n}`, randomUUID(), limited.app)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  describe('the mail of a message', () => {
    const subject = 'New message about Mailed console';

    it('tells the recipient once per conversation in 5 minutes, after a delay, with the message quoted as text', async () => {
      const { buyer, seller, id } = await conversation('Mailed console');
      await send(buyer, id, 'Is <it> boxed?');
      await send(buyer, id, 'And the cables?');
      const [mail] = await smtp.waitFor(seller.email, 1, { timeoutMs: MAIL_DELAY_MS + 8000, settleMs: 500 });
      expect(smtp.to(seller.email)).toHaveLength(1);
      expect(mail).toMatchObject({ subject });
      expect(mail!.text).toContain('"Is <it> boxed?"');
      expect(mail!.html).toContain('Is &lt;it&gt; boxed?');
      expect(mail!.html).toContain(`/dashboard/messages/${id}`);
      expect(mail!.listUnsubscribe).toBeDefined();
      // The sender is not mailed of their own messages.
      expect(smtp.to(buyer.email)).toHaveLength(0);

      // Five minutes later, the next message is mailed again.
      await ctx.db.query(
        `UPDATE conversation_members SET mailed_at = now() - interval '6 minutes' WHERE conversation_id = $1`,
        [id],
      );
      await send(buyer, id, 'Hello?');
      await smtp.waitFor(seller.email, 2, { timeoutMs: MAIL_DELAY_MS + 8000 });
    });

    it('sends none when the recipient reads the conversation before it leaves', async () => {
      const { buyer, seller, id } = await conversation('Mailed console');
      await send(buyer, id, 'Quick question');
      await call(ctx, seller, endpoints.markConversationRead, { params: { id } });
      await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS + 1000));
      expect(smtp.to(seller.email)).toHaveLength(0);
      const rows = await ctx.db.query<{ status: string }>('SELECT status FROM outbox WHERE to_address = $1', [
        seller.email,
      ]);
      expect(rows.map((row) => row.status)).toEqual(['skipped']);
    });

    it('sends none to a recipient who turned activity e-mails off, and writes nothing in the bell', async () => {
      const { buyer, seller, id } = await conversation('Mailed console');
      await call(ctx, seller, endpoints.saveNotificationPreferences, {
        body: { activity: { email: false, inApp: true } },
      });
      await send(buyer, id, 'Anyone there?');
      await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS + 1000));
      expect(smtp.to(seller.email)).toHaveLength(0);
      expect((await badges(seller)).notifications).toBe(0);
    });
  });

  describe('the live stream', () => {
    let base: string;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    });

    it("tells the other member's open page of a message with its conversation and their unread count, and replays after Last-Event-ID", async () => {
      const { buyer, seller, id } = await conversation();
      const stream = await openEventStream(base, seller.auth);
      await send(buyer, id, 'One');
      const first = await stream.waitFor((event) => event.event === 'message');
      expect(first).toEqual({ id: expect.stringMatching(/^\d+$/), event: 'message', data: expect.any(String) });
      expect(JSON.parse(first.data!)).toEqual({ conversationId: id, unread: 1 });
      stream.close();

      await send(buyer, id, 'Two');
      await call(ctx, seller, endpoints.markConversationRead, { params: { id } });
      const back = await openEventStream(base, seller.auth, first.id);
      await back.waitFor((event) => event.event === 'message' && JSON.parse(event.data!).unread === 0);
      expect(back.events.map((event) => JSON.parse(event.data!))).toEqual([
        { conversationId: id, unread: 2 },
        { conversationId: id, unread: 0 },
      ]);
      back.close();
    });

    it('reaches a stream on instance B when the message is sent through instance A', async () => {
      const other = await secondInstance(ctx, engine, { MAIL_TRANSPORT: 'none' });
      try {
        await other.app.listen({ port: 0, host: '127.0.0.1' });
        const baseB = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
        const { buyer, seller, id } = await conversation();
        const stream = await openEventStream(baseB, seller.auth);
        const started = Date.now();
        await send(buyer, id, 'Through A');
        await stream.waitFor((event) => event.event === 'message' && event.data!.includes(id));
        expect(Date.now() - started).toBeLessThan(2000);
        stream.close();
      } finally {
        await other.close();
      }
    });

    if (engine === 'postgres') {
      // PGlite has no connection to drop: its notifications stay in this process.
      it('recovers a dropped LISTEN connection and sends what was written meanwhile', async () => {
        const { buyer, seller, id } = await conversation();
        const stream = await openEventStream(base, seller.auth);
        const dropped = await ctx.db.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND query = 'LISTEN "replay_live"'`,
        );
        expect(dropped.length).toBeGreaterThan(0);
        await send(buyer, id, 'While the doorbell was down');
        await stream.waitFor((event) => event.event === 'message' && event.data!.includes(id), 8000);
        await send(buyer, id, 'After it came back');
        await stream.waitFor((event) => event.event === 'message' && JSON.parse(event.data!).unread === 2, 8000);
        stream.close();
      });
    }
  });
});
