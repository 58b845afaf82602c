import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import type { Offer, OfferDetail } from '@replay/contract';
import type { OfferRow } from '../db/offers';
import { endpointRoute } from './endpoint-route';
import { offsetOf, offsetPage } from './paging';

export const toOffer = (row: OfferRow): Offer => ({
  _id: row.id,
  productId: row.product_id,
  productTitle: row.product_title,
  productImageUrl: row.product_image_url,
  listedCents: row.listed_cents,
  buyerId: row.buyer_id,
  buyerName: row.buyer_name,
  sellerId: row.seller_id,
  sellerName: row.seller_name,
  conversationId: row.conversation_id,
  amountCents: row.amount_cents,
  state: row.state,
  round: row.round,
  expiresAt: row.expires_at.toISOString(),
  ...(row.pay_until ? { payUntil: row.pay_until.toISOString() } : {}),
  ...(row.booking_id ? { bookingId: row.booking_id } : {}),
  updatedAt: row.updated_at.toISOString(),
});

const toDetail = (
  row: OfferRow & { rounds: Array<{ by_role: 'buyer' | 'seller'; amount_cents: number; created_at: Date }> },
): OfferDetail => ({
  ...toOffer(row),
  rounds: row.rounds.map((round) => ({
    by: round.by_role,
    amountCents: round.amount_cents,
    at: round.created_at.toISOString(),
  })),
});

/** Offers (src/offers/service.ts). */
export async function offerRoutes(app: FastifyInstance): Promise<void> {
  const { offers } = app;
  const writes = app.config.rateLimits.writes;

  endpointRoute(app, endpoints.makeOffer, {
    rateLimit: writes,
    verifiedEmail: true,
    handler: async (request) => {
      const offer = await offers.make(request.account!, request.body);
      return {
        _id: offer.id,
        conversationId: offer.conversation_id,
        state: offer.state,
        amountCents: offer.amount_cents,
        expiresAt: offer.expires_at.toISOString(),
      };
    },
  });

  endpointRoute(app, endpoints.listOffers, {
    handler: async (request) => {
      const { role, state, conversationId, cursor, limit = 20 } = request.query;
      const offset = offsetOf(cursor);
      return offsetPage(
        await offers.list(request.account!, { role, state, conversationId }, offset, limit),
        offset,
        limit,
        toOffer,
      );
    },
  });

  endpointRoute(app, endpoints.getOffer, {
    handler: async (request) => toDetail(await offers.find(request.account!, request.params.id)),
  });

  endpointRoute(app, endpoints.acceptOffer, {
    rateLimit: writes,
    handler: async (request) => toDetail(await offers.accept(request.account!, request.params.id)),
  });

  endpointRoute(app, endpoints.declineOffer, {
    rateLimit: writes,
    handler: async (request) => toDetail(await offers.decline(request.account!, request.params.id)),
  });

  endpointRoute(app, endpoints.withdrawOffer, {
    rateLimit: writes,
    handler: async (request) => toDetail(await offers.withdraw(request.account!, request.params.id)),
  });

  endpointRoute(app, endpoints.counterOffer, {
    rateLimit: writes,
    handler: async (request) =>
      toDetail(await offers.counter(request.account!, request.params.id, request.body.amountCents)),
  });
}
