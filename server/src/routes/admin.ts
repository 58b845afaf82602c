import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { adminService } from '../admin/service';
import { toUser } from '../db/users';
import { endpointRoute } from './endpoint-route';
import { listPage, pageRequest, TIME_ID, timeIdKey } from './paging';
import { toPage } from '../db/paging';
import type { AuditRow } from '../db/audit';

const toAuditEntry = (row: AuditRow) => ({
  _id: row.id,
  actor: { _id: row.actor_id, name: row.actor_name },
  action: row.action,
  target: { kind: row.target_kind, id: row.target_id },
  ...(row.ground ? { ground: row.ground } : {}),
  ...(row.reason ? { reason: row.reason } : {}),
  requestId: row.request_id,
  createdAt: row.created_at.toISOString(),
});

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const admin = adminService(app);
  const writes = app.config.rateLimits.writes;

  endpointRoute(app, endpoints.listAuditLog, {
    handler: async (request) => {
      const { actor, action, target } = request.query;
      const wanted = pageRequest(request.query, TIME_ID);
      return toPage(await admin.auditLog({ actor, action, target }, wanted), wanted.limit, timeIdKey, toAuditEntry);
    },
  });

  for (const [endpoint, role] of [
    [endpoints.listBuyers, 'buyer'],
    [endpoints.listSellers, 'seller'],
  ] as const) {
    endpointRoute(app, endpoint, {
      handler: (request, reply) => listPage(request.query, reply, (wanted) => admin.listMembers(role, wanted), toUser),
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
        await admin.deleteMember(request.account!, role, request.params.id);
        return { acknowledged: true, deletedCount: 1 };
      },
    });
  }

  endpointRoute(app, endpoints.verifySeller, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      const result = await admin.verifySeller(request.params.id);
      return { acknowledged: true, matchedCount: result.matched, modifiedCount: result.modified };
    },
  });
}
