import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { toUser } from '../db/rows';
import { archiveUserWithRole, listUsersByRole, verifySeller } from '../db/users';
import { notFound } from '../errors';
import { toPage } from '../db/paging';
import { endpointRoute } from './endpoint-route';
import { pageRequest, TIME_ID, timeIdKey, withNextCursor } from './paging';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const writes = app.config.rateLimits.writes;

  for (const [endpoint, role] of [
    [endpoints.listBuyers, 'buyer'],
    [endpoints.listSellers, 'seller'],
  ] as const) {
    endpointRoute(app, endpoint, {
      handler: async (request, reply) => {
        const wanted = pageRequest(request.query, TIME_ID);
        const page = toPage(await listUsersByRole(app.db, role, wanted), wanted.limit, timeIdKey, toUser);
        withNextCursor(reply, page.nextCursor);
        return page.items;
      },
    });
  }

  /**
   * Deleting a buyer or seller removes them and a seller's products from the site (archived, with
   * their money records kept), their reports, closes the e-mail for sign-up and disables the
   * sign-in account; a buyer's unpaid bookings are cancelled, which ends their holds. Admins are
   * never listed here, so no admin can delete themself or another.
   */
  for (const [endpoint, role] of [
    [endpoints.deleteBuyer, 'buyer'],
    [endpoints.deleteSeller, 'seller'],
  ] as const) {
    endpointRoute(app, endpoint, {
      publicLists: 'products',
      rateLimit: writes,
      handler: async (request) => {
        const user = await app.db.transaction(async (tx) => {
          const archived = await archiveUserWithRole(tx, request.params.id, role);
          if (archived) await app.notifier.tell(tx, archived.id, `closed:${archived.id}`, { kind: 'account_closed' });
          return archived;
        });
        if (!user) throw notFound(role === 'buyer' ? 'Buyer not found' : 'Seller not found');
        if (role === 'seller') await app.payments.cancelSellerIntents(user.id);
        else await app.payments.cancelBuyerBookings(user.id);
        await app.identity.disableAccount(user.email).catch((error: unknown) => {
          request.log.warn({ err: error, email: user.email }, 'could not disable the sign-in account');
        });
        return { acknowledged: true, deletedCount: 1 };
      },
    });
  }

  endpointRoute(app, endpoints.verifySeller, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      const result = await app.db.transaction(async (tx) => {
        const verified = await verifySeller(tx, request.params.id);
        if (verified.modified > 0) {
          await app.notifier.tell(tx, request.params.id, `verified:${request.params.id}`, {
            kind: 'seller_verified',
            sellerId: request.params.id,
          });
        }
        return verified;
      });
      if (result.matched === 0) throw notFound('Seller not found');
      return { acknowledged: true, matchedCount: result.matched, modifiedCount: result.modified };
    },
  });
}
