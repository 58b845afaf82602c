import type { FastifyInstance } from 'fastify';
import { LIMITS, toCents } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { decodeCursor, toPage } from '../db/paging';
import { createCorrections, searchProducts, searchRowKey, sortKeyKinds } from '../db/search';
import { toProduct } from '../db/catalog';
import { rateLimitKey } from '../auth/guards';
import { badRequest } from '../errors';
import { endpointRoute } from './endpoint-route';

/** GET /products/search: keyword, filters and a sort over listed products, in keyset pages. Public. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const corrections = createCorrections();
  endpointRoute(app, endpoints.searchProducts, {
    // Public and the costliest read: limited per client address, whatever token comes with it.
    rateLimit: app.config.rateLimits.search,
    rateLimitKey: (request) => `ip:${request.ip}`,
    handler: async (request, reply) => {
      const query = request.query;
      if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
        throw badRequest('minPrice cannot be more than maxPrice');
      }
      const sort = query.sort ?? 'newest';
      const limit = query.limit ?? LIMITS.searchPageDefault;
      // The page is the same for everyone who asks the same question: its key is the validated query.
      const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
      const load = async () => {
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
        return toPage(rows, limit, searchRowKey, (row) => toProduct(row, { withSellerContact: false }));
      };
      const page = await app.publicCache.getSearch(
        key,
        rateLimitKey(request),
        load,
        (whole) => reply.serialize(whole) as string,
      );
      return app.publicCache.served(reply, 'search', page).type('application/json; charset=utf-8').send(page.body);
    },
  });
}
