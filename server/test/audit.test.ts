import type { Endpoint } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { AUDITED_ACTIONS, isAdminAction } from '../src/admin/audit';
import { payWithCard, record } from './support/payments';
import { book, createProduct, ENGINES, openShop, type TestContext, type TestUser } from './support/harness';
import { call } from './support/api';

/** Every endpoint of the contract that is an admin action. */
const ADMIN_ACTIONS = Object.entries(endpoints as Record<string, Endpoint>)
  .filter(([, endpoint]) => isAdminAction(endpoint))
  .map(([name]) => name)
  .sort();

describe.each(ENGINES)('the audit log (%s)', (engine) => {
  let ctx: TestContext, seller: TestUser, categoryId: string, admin: TestUser;
  beforeAll(async () => {
    ({ ctx, seller, categoryId } = await openShop(engine, { env: { MONEY_JOBS_SECONDS: '0' } }));
    admin = await ctx.user('admin');
  });
  afterAll(() => ctx.close());

  const auditOf = (action: string, targetId: string) =>
    call(ctx, admin, endpoints.listAuditLog, { query: { action, target: targetId } }).then((r) => r.json().items);

  /** A dispute, opened by a buyer after the handover of a paid order. */
  async function openDispute(): Promise<string> {
    const buyer = await ctx.user('buyer');
    const bookingId = await book(ctx, buyer, await createProduct(ctx, seller, categoryId));
    await record(ctx, buyer, bookingId, await payWithCard(ctx, buyer, bookingId));
    await call(ctx, buyer, endpoints.confirmReceived, { params: { id: bookingId } });
    const opened = await call(ctx, buyer, endpoints.reportProblem, {
      params: { id: bookingId },
      body: { reason: 'not_working', details: 'Broken' },
    });
    return opened.json().disputeId;
  }

  /** How to call each admin action on a target made for it: the target's id and the call. */
  const ACTIONS: Record<string, () => Promise<{ id: string; status: number; ground?: string; reason?: string }>> = {
    deleteBuyer: async () => {
      const buyer = await ctx.user('buyer');
      const answer = await call(ctx, admin, endpoints.deleteBuyer, { params: { id: buyer.id } });
      return { id: buyer.id, status: answer.statusCode };
    },
    deleteSeller: async () => {
      const other = await ctx.user('seller');
      const answer = await call(ctx, admin, endpoints.deleteSeller, { params: { id: other.id } });
      return { id: other.id, status: answer.statusCode };
    },
    verifySeller: async () => {
      const other = await ctx.user('seller');
      const answer = await call(ctx, admin, endpoints.verifySeller, { params: { id: other.id } });
      return { id: other.id, status: answer.statusCode };
    },
    deleteProduct: async () => {
      const productId = await createProduct(ctx, seller, categoryId);
      const answer = await call(ctx, admin, endpoints.deleteProduct, { params: { id: productId } });
      return { id: productId, status: answer.statusCode };
    },
    deleteReportedProduct: async () => {
      const productId = await createProduct(ctx, seller, categoryId);
      const reporter = await ctx.user('buyer');
      await call(ctx, reporter, endpoints.reportProduct, { body: { productId } });
      const answer = await call(ctx, admin, endpoints.deleteReportedProduct, { params: { productId } });
      return { id: productId, status: answer.statusCode };
    },
    hideMessage: async () => {
      const buyer = await ctx.user('buyer');
      const productId = await createProduct(ctx, seller, categoryId);
      const conversation = (await call(ctx, buyer, endpoints.startConversation, { body: { productId } })).json();
      const message = (
        await call(ctx, buyer, endpoints.sendMessage, {
          params: { id: conversation._id },
          body: { body: 'Spam spam spam', clientId: `c${Date.now()}` },
        })
      ).json();
      await call(ctx, seller, endpoints.reportMessage, { params: { id: message._id }, body: { reason: 'other' } });
      const answer = await call(ctx, admin, endpoints.hideMessage, { params: { id: message._id } });
      return { id: message._id, status: answer.statusCode };
    },
    decideCase: async () => {
      const productId = await createProduct(ctx, seller, categoryId);
      await call(ctx, await ctx.user('buyer'), endpoints.reportProduct, { body: { productId, reason: 'scam' } });
      const [found] = await ctx.db.query<{ id: string }>(
        `SELECT id FROM moderation_cases WHERE target_id = $1 AND state = 'open'`,
        [productId],
      );
      const answer = await call(ctx, admin, endpoints.decideCase, {
        params: { id: found!.id },
        body: { action: 'warn', ground: 'terms.fraud', facts: 'Asked for a bank transfer' },
      });
      return { id: found!.id, status: answer.statusCode, ground: 'terms.fraud', reason: 'Asked for a bank transfer' };
    },
    decideAppeal: async () => {
      const owner = await ctx.user('seller');
      const productId = await createProduct(ctx, owner, categoryId);
      await call(ctx, await ctx.user('buyer'), endpoints.reportProduct, { body: { productId } });
      const [found] = await ctx.db.query<{ id: string }>(
        `SELECT id FROM moderation_cases WHERE target_id = $1 AND state = 'open'`,
        [productId],
      );
      const decided = await call(ctx, admin, endpoints.decideCase, {
        params: { id: found!.id },
        body: { action: 'hide_listing', ground: 'terms.misleading_listing', facts: 'Wrong category' },
      });
      const appealed = await call(ctx, owner, endpoints.appealDecision, {
        params: { id: decided.json().decisionId },
        body: { text: 'The category is right' },
      });
      const appealId = appealed.json().appealId;
      const answer = await call(ctx, admin, endpoints.decideAppeal, {
        params: { id: appealId },
        body: { outcome: 'upheld', reason: 'It is an accessory' },
      });
      return { id: appealId, status: answer.statusCode, reason: 'It is an accessory' };
    },
    putRelease: async () => {
      // The root build needs no manifest: the registry takes it without reading a remote.
      const answer = await call(ctx, admin, endpoints.putRelease, {
        params: { remote: 'buyer' },
        body: { stable: 'current', owner: 'buyer-team@replay.test', reason: 'Name the owner' },
      });
      return { id: 'buyer', status: answer.statusCode, reason: 'Name the owner' };
    },
    resolveDispute: async () => {
      const disputeId = await openDispute();
      const answer = await call(ctx, admin, endpoints.resolveDispute, {
        params: { id: disputeId },
        body: { outcome: 'release', reason: 'The photos show it working' },
      });
      return { id: disputeId, status: answer.statusCode, reason: 'The photos show it working' };
    },
  };

  it('knows the target of every admin action of the contract', () => {
    expect(Object.keys(AUDITED_ACTIONS).sort()).toEqual(ADMIN_ACTIONS);
    expect(Object.keys(ACTIONS).sort()).toEqual(ADMIN_ACTIONS);
  });

  it.each(ADMIN_ACTIONS)('%s by an admin leaves one row: actor, action, target, reason, request', async (action) => {
    const done = await ACTIONS[action]!();
    expect(done.status).toBeLessThan(300);
    const rows = await auditOf(action, done.id);
    expect(rows).toEqual([
      {
        _id: expect.any(String),
        actor: { _id: admin.id, name: admin.name },
        action,
        target: { kind: AUDITED_ACTIONS[action]!.kind, id: done.id },
        ...(done.ground ? { ground: done.ground } : {}),
        ...(done.reason ? { reason: done.reason } : {}),
        requestId: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
  });

  it('records nothing for a refused action, nor for the same endpoint called by a seller', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(ctx, admin, endpoints.verifySeller, { params: { id: missing } })).statusCode).toBe(404);
    expect(await auditOf('verifySeller', missing)).toEqual([]);
    const productId = await createProduct(ctx, seller, categoryId);
    expect((await call(ctx, seller, endpoints.deleteProduct, { params: { id: productId } })).statusCode).toBe(200);
    expect(await auditOf('deleteProduct', productId)).toEqual([]);
  });

  it('filters by actor and is closed to everyone but admins', async () => {
    const mine = (await call(ctx, admin, endpoints.listAuditLog, { query: { actor: admin.id } })).json();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((item) => item.actor._id === admin.id)).toBe(true);
    expect((await call(ctx, seller, endpoints.listAuditLog)).statusCode).toBe(403);
  });

  it('is append-only: the database refuses to change or remove a row', async () => {
    await expect(ctx.db.query(`UPDATE audit_log SET reason = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});
