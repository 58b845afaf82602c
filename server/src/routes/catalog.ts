import type { FastifyReply } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { toCents } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import {
  advertiseProduct,
  categoryExists,
  archiveProduct,
  findProduct,
  insertProduct,
  listAdvertised,
  listCategories,
  listCategoryProducts,
  listSellerProducts,
} from '../db/catalog';
import { toAdvertised, toCategory, toProduct } from '../db/rows';
import { toPage, type Page } from '../db/paging';
import { CATEGORIES_KEY, MISSING, type PublicList, type ServedPage } from '../plugins/app/public-cache';
import { requireProductImages } from '../images/uploads';
import { checkProductRules, findProductDetail } from './product-rules';
import { pageRequest, TIME_ID, timeIdKey, withNextCursor } from './paging';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { endpointRoute } from './endpoint-route';

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
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
            toProduct(row, { withSellerEmail: false }),
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
      const detail = await findProductDetail(app.db, request.params.id);
      if (!detail) throw notFound('Product not found');
      return detail;
    },
  });

  endpointRoute(app, endpoints.listMyProducts, {
    handler: async (request, reply) => {
      const wanted = pageRequest(request.query, TIME_ID);
      const page = toPage(
        await listSellerProducts(app.db, request.account!.id, wanted),
        wanted.limit,
        timeIdKey,
        (row) => toProduct(row, { withSellerEmail: true }),
      );
      withNextCursor(reply, page.nextCursor);
      return page.items;
    },
  });

  endpointRoute(app, endpoints.addProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      const body = request.body;
      await checkProductRules(app.db, {
        categoryId: body.category_id,
        puryear: body.puryear,
        orgpriceCents: toCents(body.orgprice),
        respriceCents: toCents(body.resprice),
      });
      const images = body.images ?? [body.imageUrl];
      if (images[0] !== body.imageUrl) throw badRequest('imageUrl must be the first of images (the cover)');
      const id = await app.db.transaction(async (tx) => {
        await requireProductImages(tx, app.images, images, request.account!.id);
        return insertProduct(tx, {
          sellerId: request.account!.id,
          categoryId: body.category_id,
          title: body.title.trim(),
          condition: body.condition,
          description: body.description.trim(),
          location: body.location.trim(),
          mobile: body.mobile.trim(),
          orgpriceCents: toCents(body.orgprice),
          respriceCents: toCents(body.resprice),
          useYear: body.useYear,
          puryear: body.puryear,
          imageUrl: body.imageUrl,
          images,
        });
      });
      return { acknowledged: true, insertedId: id };
    },
  });

  endpointRoute(app, endpoints.advertiseProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      const product = await findProduct(app.db, request.body.productId);
      if (!product) throw notFound('Product not found');
      if (product.seller_id !== request.account!.id) throw forbidden('You can only advertise your own products');
      if (!product.status) throw conflict('Sold products cannot be advertised');
      if (product.closed) throw conflict('Closed products cannot be advertised; reopen it first');
      const modified = await advertiseProduct(app.db, product.id);
      return { acknowledged: true, matchedCount: 1, modifiedCount: modified };
    },
  });

  endpointRoute(app, endpoints.deleteProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      const product = await findProduct(app.db, request.params.id);
      if (!product) throw notFound('Product not found');
      const caller = request.account!;
      if (caller.role !== 'admin' && product.seller_id !== caller.id)
        throw forbidden('You can only delete your own products');
      // Its buyer's order must stay; an admin removing it archives it with the money trail.
      if (caller.role !== 'admin' && !product.status) throw conflict('A sold product cannot be deleted');
      const deletedCount = await app.db.transaction(async (tx) => {
        const archived = await archiveProduct(tx, product.id);
        // A seller removing their own listing needs no word of it; an admin's removal is told.
        if (archived && product.seller_id !== caller.id) {
          await app.notifier.tell(tx, product.seller_id, `removed:${product.id}`, {
            kind: 'listing_removed',
            product: product.title,
          });
        }
        return archived;
      });
      await app.payments.cancelProductIntents(product.id);
      return { acknowledged: true, deletedCount };
    },
  });
}
