import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { toUser } from '../db/rows';
import { deleteAccount } from '../accounts/deletion';
import { listUsersByRole, verifySeller } from '../db/users';
import { notFound } from '../errors';
import { endpointRoute } from './endpoint-route';
import { listPage } from './paging';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const writes = app.config.rateLimits.writes;

  for (const [endpoint, role] of [
    [endpoints.listBuyers, 'buyer'],
    [endpoints.listSellers, 'seller'],
  ] as const) {
    endpointRoute(app, endpoint, {
      handler: (request, reply) =>
        listPage(request.query, reply, (wanted) => listUsersByRole(app.db, role, wanted), toUser),
    });
  }

  /**
   * Deleting a buyer or seller is the owner's own deletion (src/accounts/deletion.ts: personal data
   * cleared, listings archived, unpaid bookings and open intents cancelled, money records kept, the
   * sign-in account removed), without its wait for a payment under way, and the address is closed
   * for sign-up. Admins are never listed here, so no admin can delete themself or another.
   */
  for (const [endpoint, role] of [
    [endpoints.deleteBuyer, 'buyer'],
    [endpoints.deleteSeller, 'seller'],
  ] as const) {
    endpointRoute(app, endpoint, {
      publicLists: 'products',
      rateLimit: writes,
      handler: async (request) => {
        const { user } = await deleteAccount(app, request.params.id, 'admin', role);
        if (!user) throw notFound(role === 'buyer' ? 'Buyer not found' : 'Seller not found');
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
