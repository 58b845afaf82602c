import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { archiveProduct, findProduct } from '../db/catalog';
import { insertReport, isReported, listReports } from '../db/reports';
import { toReport } from '../db/rows';
import { badRequest, conflict, notFound } from '../errors';
import { endpointRoute } from './endpoint-route';
import { listPage } from './paging';

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const writes = app.config.rateLimits.writes;

  endpointRoute(app, endpoints.listReports, {
    handler: (request, reply) =>
      listPage(
        request.query,
        reply,
        (wanted) => listReports(app.db, wanted),
        toReport,
        (row) => [row.time_key, row.product_id],
      ),
  });

  endpointRoute(app, endpoints.reportProduct, {
    publicLists: 'nothing',
    rateLimit: writes,
    handler: async (request) => {
      const product = await findProduct(app.db, request.body.productId);
      if (!product) throw notFound('Product not found');
      if (product.seller_id === request.account!.id) throw badRequest('You cannot report your own product');
      const id = await insertReport(app.db, product.id, request.account!.id);
      if (!id) throw conflict('You have already reported this product');
      return { acknowledged: true, insertedId: id };
    },
  });

  endpointRoute(app, endpoints.deleteReportedProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      const { productId } = request.params;
      if (!(await isReported(app.db, productId))) throw notFound('This product has no reports');
      // Deleting the product removes its reports and advertisement with it; its money records stay.
      const deletedCount = await app.db.transaction(async (tx) => {
        const product = await findProduct(tx, productId);
        const archived = await archiveProduct(tx, productId);
        if (product && archived) {
          await app.notifier.tell(tx, product.seller_id, `removed:${product.id}`, {
            kind: 'listing_removed',
            product: product.title,
          });
        }
        return archived;
      });
      await app.payments.cancelProductIntents(productId);
      return { acknowledged: true, deletedCount };
    },
  });
}
