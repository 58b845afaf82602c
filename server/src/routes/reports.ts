import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { DeleteResult, InsertResult, Report } from '@replay/contract';
import { guarded, requireAccount, requireRole } from '../auth/guards';
import { archiveProduct, findProduct } from '../db/catalog';
import { insertReport, isReported, listReports } from '../db/reports';
import { toReport } from '../db/rows';
import { badRequest, conflict, notFound } from '../errors';
import { toPage } from '../db/paging';
import { pageRequest, TIME_ID, withNextCursor } from './paging';
import { EmailQuery, Id, ListQuery, Strict } from './schemas';

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const writeLimit = { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } };

  app.get(
    '/report',
    { schema: { querystring: ListQuery }, ...guarded(requireRole('admin')) },
    async (request, reply): Promise<Report[]> => {
      const wanted = pageRequest(request.query, TIME_ID);
      const page = toPage(
        await listReports(app.db, wanted),
        wanted.limit,
        (row) => [row.time_key, row.product_id],
        toReport,
      );
      withNextCursor(reply, page.nextCursor);
      return page.items;
    },
  );

  app.post(
    '/report',
    {
      config: writeLimit,
      schema: {
        querystring: EmailQuery,
        body: Strict({
          productId: Id,
          imageUrl: Type.Optional(Type.String()),
          title: Type.Optional(Type.String()),
          email: Type.Optional(Type.String()),
        }),
      },
      ...guarded(requireAccount),
    },
    async (request, reply): Promise<InsertResult> => {
      const product = await findProduct(app.db, request.body.productId);
      if (!product) throw notFound('Product not found');
      if (product.seller_id === request.account!.id) throw badRequest('You cannot report your own product');
      const id = await insertReport(app.db, product.id, request.account!.id);
      if (!id) throw conflict('You have already reported this product');
      reply.status(201);
      return { acknowledged: true, insertedId: id };
    },
  );

  app.delete(
    '/report/delete/:productId',
    {
      config: writeLimit,
      schema: { params: Strict({ productId: Id }), querystring: EmailQuery },
      ...guarded(requireRole('admin')),
    },
    async (request): Promise<DeleteResult> => {
      const { productId } = request.params;
      if (!(await isReported(app.db, productId))) throw notFound('This product has no reports');
      // Deleting the product removes its reports and advertisement with it; its money records stay.
      const deletedCount = await app.db.transaction((tx) => archiveProduct(tx, productId));
      await app.payments.cancelProductIntents(productId);
      return { acknowledged: true, deletedCount };
    },
  );
};
