import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { toCents, type InsertResult, type Product, type UpdateResult, type DeleteResult } from '@replay/contract';
import { guarded, requireRole } from '../auth/guards';
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
import { toPage } from '../db/paging';
import { MISSING, type CachedPage } from '../public-cache';
import { pageRequest, TIME_ID, timeIdKey, withNextCursor } from './paging';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { productDetailsProperties } from '@replay/contract/schemas';
import { EmailQuery, Id, IdParams, ListQuery, PageQuery, Strict } from './schemas';

const NewProductBody = Strict({
  ...productDetailsProperties,
  // Fields the spec's client sends that the server owns; accepted and ignored.
  sellerName: Type.Optional(Type.String()),
  sellerEmail: Type.Optional(Type.String()),
  status: Type.Optional(Type.Boolean()),
  advertise: Type.Optional(Type.Boolean()),
  date: Type.Optional(Type.String()),
  verified: Type.Optional(Type.Boolean()),
});

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const writeLimit = { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } };
  const seller = guarded(requireRole('seller'));

  // The public lists are served from the public cache, already serialized.
  const cached = (reply: FastifyReply, page: CachedPage) => {
    withNextCursor(reply, page.nextCursor);
    return reply.type('application/json; charset=utf-8').send(page.body);
  };
  const pageKey = (query: { limit?: number; cursor?: string }) => `${query.limit ?? ''}:${query.cursor ?? ''}`;

  app.get('/categories', async (_request, reply) => {
    const page = await app.publicCache.get('categories', async () => ({
      items: (await listCategories(app.db)).map(toCategory),
      nextCursor: null,
    }));
    return cached(reply, page!);
  });

  app.get('/product/advertise', { schema: { querystring: PageQuery } }, async (request, reply) => {
    const page = await app.publicCache.get(`advertised:${pageKey(request.query)}`, async () => {
      const wanted = pageRequest(request.query, TIME_ID);
      return toPage(await listAdvertised(app.db, wanted), wanted.limit, timeIdKey, toAdvertised);
    });
    return cached(reply, page!);
  });

  app.get('/products/:id', { schema: { params: IdParams, querystring: PageQuery } }, async (request, reply) => {
    const categoryId = request.params.id;
    const page = await app.publicCache.get(`category:${categoryId}:${pageKey(request.query)}`, async () => {
      if (!(await categoryExists(app.db, categoryId))) return MISSING;
      const wanted = pageRequest(request.query, TIME_ID);
      return toPage(await listCategoryProducts(app.db, categoryId, wanted), wanted.limit, timeIdKey, (row) =>
        toProduct(row, { withSellerEmail: false }),
      );
    });
    if (page === undefined) throw notFound('Category not found');
    return cached(reply, page);
  });

  app.get('/product/:id', { schema: { params: IdParams } }, async (request): Promise<Product> => {
    const row = await findProduct(app.db, request.params.id);
    if (!row) throw notFound('Product not found');
    return toProduct(row, { withSellerEmail: false });
  });

  app.get(
    '/products',
    { schema: { querystring: ListQuery }, ...seller },
    async (request, reply): Promise<Product[]> => {
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
  );

  app.post(
    '/products',
    { config: writeLimit, schema: { querystring: EmailQuery, body: NewProductBody }, ...seller },
    async (request, reply): Promise<InsertResult> => {
      const body = request.body;
      if (!(await categoryExists(app.db, body.category_id))) throw badRequest('category_id is not a known category');
      if (body.puryear > new Date().getUTCFullYear()) throw badRequest('puryear cannot be in the future');
      const id = await insertProduct(app.db, {
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
      });
      reply.status(201);
      return { acknowledged: true, insertedId: id };
    },
  );

  app.post(
    '/product/advertise',
    {
      config: writeLimit,
      schema: {
        querystring: EmailQuery,
        body: Strict({
          productId: Id,
          title: Type.Optional(Type.String()),
          resprice: Type.Optional(Type.Number()),
          status: Type.Optional(Type.Boolean()),
          imageUrl: Type.Optional(Type.String()),
          sellerEmail: Type.Optional(Type.String()),
        }),
      },
      ...seller,
    },
    async (request): Promise<UpdateResult> => {
      const product = await findProduct(app.db, request.body.productId);
      if (!product) throw notFound('Product not found');
      if (product.seller_id !== request.account!.id) throw forbidden('You can only advertise your own products');
      if (!product.status) throw conflict('Sold products cannot be advertised');
      const modified = await advertiseProduct(app.db, product.id);
      return { acknowledged: true, matchedCount: 1, modifiedCount: modified };
    },
  );

  app.delete(
    '/product/delete/:id',
    {
      config: writeLimit,
      schema: { params: IdParams, querystring: EmailQuery },
      ...guarded(requireRole('seller', 'admin')),
    },
    async (request): Promise<DeleteResult> => {
      const product = await findProduct(app.db, request.params.id);
      if (!product) throw notFound('Product not found');
      const caller = request.account!;
      if (caller.role !== 'admin' && product.seller_id !== caller.id)
        throw forbidden('You can only delete your own products');
      // Its buyer's order must stay; an admin removing it archives it with the money trail.
      if (caller.role !== 'admin' && !product.status) throw conflict('A sold product cannot be deleted');
      const deletedCount = await app.db.transaction((tx) => archiveProduct(tx, product.id));
      await app.payments.cancelProductIntents(product.id);
      return { acknowledged: true, deletedCount };
    },
  );
};
