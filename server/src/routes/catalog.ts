import type { FastifyInstance, FastifyReply } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import {
  categoryExists,
  listAdvertised,
  listCategories,
  listCategoryProducts,
  listSellerProducts,
} from '../db/catalog';
import { toAdvertised, toCategory, toProduct } from '../db/catalog';
import { toPage, type Page } from '../db/paging';
import { CATEGORIES_KEY, MISSING, type PublicList, type ServedPage } from '../plugins/app/public-cache';
import { findProductDetail } from '../listings/rules';
import { adminService } from '../admin/service';
import { listingService } from '../listings/service';
import { listPage, pageRequest, TIME_ID, timeIdKey, withNextCursor } from './paging';
import { notFound } from '../errors';
import { endpointRoute } from './endpoint-route';

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const listings = listingService(app);
  const writes = app.config.rateLimits.writes;

  // The public lists are served from the public cache, serialised by their route's schema once.
  const cached = (reply: FastifyReply, list: PublicList, page: ServedPage) => {
    withNextCursor(app.publicCache.served(reply, list, page), page.nextCursor);
    return reply.type('application/json; charset=utf-8').send(page.body);
  };
  const serializer = (reply: FastifyReply) => (page: Page<unknown>) => reply.serialize(page.items) as string;
  const pageKey = (query: { limit?: number; cursor?: string }) => `${query.limit ?? ''}:${query.cursor ?? ''}`;

  endpointRoute(app, endpoints.listCategories, {
    handler: async (_request, reply) => {
      const page = await app.publicCache.get(
        CATEGORIES_KEY,
        async () => ({
          items: (await listCategories(app.db)).map(toCategory),
          nextCursor: null,
        }),
        serializer(reply),
      );
      return cached(reply, 'categories', page!);
    },
  });

  endpointRoute(app, endpoints.listAdvertised, {
    handler: async (request, reply) => {
      const page = await app.publicCache.get(
        `advertised:${pageKey(request.query)}`,
        async () => {
          const wanted = pageRequest(request.query, TIME_ID);
          return toPage(await listAdvertised(app.db, wanted), wanted.limit, timeIdKey, toAdvertised);
        },
        serializer(reply),
      );
      return cached(reply, 'advertised', page!);
    },
  });

  endpointRoute(app, endpoints.listCategoryProducts, {
    handler: async (request, reply) => {
      const categoryId = request.params.id;
      const page = await app.publicCache.get(
        `category:${categoryId}:${pageKey(request.query)}`,
        async () => {
          if (!(await categoryExists(app.db, categoryId))) return MISSING;
          const wanted = pageRequest(request.query, TIME_ID);
          return toPage(await listCategoryProducts(app.db, categoryId, wanted), wanted.limit, timeIdKey, (row) =>
            toProduct(row, { withSellerContact: false }),
          );
        },
        serializer(reply),
      );
      if (page === undefined) throw notFound('Category not found');
      return cached(reply, 'category', page);
    },
  });

  endpointRoute(app, endpoints.getProduct, {
    handler: async (request) => {
      const detail = await findProductDetail(app.db, request.params.id, { publicPage: true });
      if (!detail) throw notFound('Product not found');
      return detail;
    },
  });

  endpointRoute(app, endpoints.getProductContact, {
    handler: (request) => listings.contact(request.account!, request.params.id),
  });

  endpointRoute(app, endpoints.listMyProducts, {
    handler: (request, reply) =>
      listPage(
        request.query,
        reply,
        (wanted) => listSellerProducts(app.db, request.account!.id, wanted),
        (row) => toProduct(row, { withSellerContact: true }),
      ),
  });

  endpointRoute(app, endpoints.addProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => ({
      acknowledged: true,
      insertedId: await listings.add(request.account!, request.body),
    }),
  });

  endpointRoute(app, endpoints.advertiseProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => ({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: await listings.advertise(request.account!, request.body.productId),
    }),
  });

  endpointRoute(app, endpoints.deleteProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => ({
      acknowledged: true,
      // An admin's deletion is a moderation decision (its seller gets the statement of reasons).
      deletedCount:
        request.account!.role === 'admin'
          ? await adminService(app).removeProduct(request.account!, request.params.id, 'listing')
          : await listings.delete(request.account!, request.params.id),
    }),
  });
}
