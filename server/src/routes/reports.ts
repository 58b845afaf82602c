import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { adminService } from '../admin/service';
import { toReport } from '../db/reports';
import { endpointRoute } from './endpoint-route';
import { listPage } from './paging';

/** Reports of products: a buyer's report, the admin's list and removal (src/admin/service.ts). */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const admin = adminService(app);
  const writes = app.config.rateLimits.writes;

  endpointRoute(app, endpoints.listReports, {
    handler: (request, reply) =>
      listPage(
        request.query,
        reply,
        (wanted) => admin.listReports(wanted),
        toReport,
        (row) => [row.time_key, row.product_id],
      ),
  });

  endpointRoute(app, endpoints.reportProduct, {
    publicLists: 'nothing',
    rateLimit: writes,
    handler: async (request, reply) => {
      const { productId, reason, details } = request.body;
      const report = await admin.report(request.account!, productId, { reason, details });
      // A repeat of the same report answers 200 with the first one's id.
      reply.status(report.created ? 201 : 200);
      return { acknowledged: true, insertedId: report.id };
    },
  });

  endpointRoute(app, endpoints.deleteReportedProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => ({
      acknowledged: true,
      deletedCount: await admin.removeProduct(request.account!, request.params.productId, 'reports'),
    }),
  });
}
