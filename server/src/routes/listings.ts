import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { listingService } from '../listings/service';
import { endpointRoute } from './endpoint-route';

/**
 * A seller's listing after it was added (docs/architecture.md, "The trade loop"): edits made on a
 * version, closing, reopening, selling elsewhere (src/listings/service.ts). Each changes the
 * product lists, not the categories.
 */
export async function listingRoutes(app: FastifyInstance): Promise<void> {
  const listings = listingService(app);
  const writes = app.config.rateLimits.writes;

  endpointRoute(app, endpoints.editProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: (request) => listings.edit(request.account!, request.params.id, request.body),
  });

  endpointRoute(app, endpoints.closeProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: (request) => listings.close(request.account!, request.params.id),
  });

  endpointRoute(app, endpoints.reopenProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: (request) => listings.reopen(request.account!, request.params.id),
  });

  endpointRoute(app, endpoints.markProductSoldElsewhere, {
    publicLists: 'products',
    rateLimit: writes,
    handler: (request) => listings.markSoldElsewhere(request.account!, request.params.id),
  });
}
