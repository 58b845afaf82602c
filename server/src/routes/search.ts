import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LIMITS, SEARCH_SORTS, toCents, type Product, type SearchResponse } from '@replay/contract';
import { decodeCursor, toPage } from '../db/paging';
import { createCorrections, searchProducts, searchRowKey, sortKeyKinds } from '../db/search';
import { toProduct } from '../db/rows';
import { badRequest } from '../errors';
import { Condition, Id, OneOf } from './schemas';

const Price = Type.Number({ minimum: 0, maximum: LIMITS.priceMax, multipleOf: 0.01 });

const SearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    category: Type.Optional(Id),
    /** One seller's products (their page). */
    seller: Type.Optional(Id),
    condition: Type.Optional(Condition),
    minPrice: Type.Optional(Price),
    maxPrice: Type.Optional(Price),
    verified: Type.Optional(Type.Boolean()),
    available: Type.Optional(Type.Boolean()),
    sort: Type.Optional(OneOf(SEARCH_SORTS)),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.searchPageMax })),
  },
  { additionalProperties: false },
);

/** GET /products/search: keyword, filters and a sort over listed products, in keyset pages. Public. */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const corrections = createCorrections();
  app.get('/products/search', { schema: { querystring: SearchQuery } }, async (request): Promise<SearchResponse> => {
    const query = request.query;
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw badRequest('minPrice cannot be more than maxPrice');
    }
    const sort = query.sort ?? 'newest';
    const limit = query.limit ?? LIMITS.searchPageDefault;
    const rows = await searchProducts(
      app.db,
      {
        q: query.q?.trim() || undefined,
        categoryId: query.category,
        sellerId: query.seller,
        condition: query.condition,
        minCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
        maxCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
        verifiedOnly: query.verified ?? false,
        availableOnly: query.available ?? true,
        sort,
      },
      { limit, after: query.cursor === undefined ? undefined : decodeCursor(query.cursor, sortKeyKinds(sort)) },
      corrections,
    );
    return toPage(rows, limit, searchRowKey, (row): Product => toProduct(row, { withSellerEmail: false }));
  });
};
