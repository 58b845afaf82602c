import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { findBooking } from '../db/bookings';
import { toPage } from '../db/paging';
import { toProduct, toRating } from '../db/catalog';
import {
  findSeller,
  insertReview,
  listFavourites,
  listSellerReviews,
  removeFavourite,
  saveFavourite,
} from '../db/trading';
import { conflict, forbidden, notFound } from '../errors';
import { endpointRoute } from './endpoint-route';
import { listPage, pageRequest, TIME_ID, timeIdKey } from './paging';

/**
 * The trade loop beyond the spec: buyers rate sellers and save items, and any signed-in user may
 * read a seller's profile and reviews. Reservations live in the payment service.
 */
export async function tradingRoutes(app: FastifyInstance): Promise<void> {
  const writes = app.config.rateLimits.writes;

  endpointRoute(app, endpoints.reviewSeller, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      const { bookingId, rating, comment } = request.body;
      const booking = await findBooking(app.db, bookingId);
      if (!booking) throw notFound('Booking not found');
      if (booking.buyer_id !== request.account!.id) throw forbidden('This booking belongs to another buyer');
      if (!booking.transaction_id) throw conflict('You can rate the seller once this order is paid');
      const id = await app.db.transaction(async (tx) => {
        const inserted = await insertReview(tx, {
          bookingId,
          sellerId: booking.seller_id,
          buyerId: booking.buyer_id,
          rating,
          comment: comment?.trim() ?? '',
        });
        if (inserted) {
          await app.notifier.tell(tx, booking.seller_id, `review:${inserted}`, {
            kind: 'review',
            rating,
            comment: comment?.trim() ?? '',
            buyerName: booking.buyer_name,
            sellerId: booking.seller_id,
          });
        }
        return inserted;
      });
      if (!id) throw conflict('You already rated the seller for this order');
      return { acknowledged: true, insertedId: id };
    },
  });

  endpointRoute(app, endpoints.getSeller, {
    handler: async (request) => {
      const found = await findSeller(app.db, request.params.id);
      if (!found) throw notFound('Seller not found');
      return {
        _id: found.id,
        name: found.name,
        img: found.img,
        verified: found.verified,
        memberSince: found.created_at.toISOString(),
        rating: toRating(found.rating_count, found.rating_total),
      };
    },
  });

  endpointRoute(app, endpoints.listSellerReviews, {
    handler: async (request) => {
      if (!(await findSeller(app.db, request.params.id))) throw notFound('Seller not found');
      const wanted = pageRequest(
        { limit: request.query.limit ?? LIMITS.reviewsPage, cursor: request.query.cursor },
        TIME_ID,
      );
      return toPage(await listSellerReviews(app.db, request.params.id, wanted), wanted.limit, timeIdKey, (row) => ({
        _id: row.id,
        rating: row.rating,
        comment: row.comment,
        buyerName: row.buyer_name,
        date: row.created_at.toISOString(),
      }));
    },
  });

  endpointRoute(app, endpoints.listFavourites, {
    handler: (request, reply) =>
      listPage(
        request.query,
        reply,
        (wanted) => listFavourites(app.db, request.account!.id, wanted),
        (row) => toProduct(row, { withSellerContact: false }),
      ),
  });

  endpointRoute(app, endpoints.saveFavourite, {
    publicLists: 'nothing',
    rateLimit: writes,
    handler: async (request) => {
      if (!(await saveFavourite(app.db, request.account!.id, request.params.productId)))
        throw notFound('Product not found');
      return { acknowledged: true as const };
    },
  });

  endpointRoute(app, endpoints.removeFavourite, {
    publicLists: 'nothing',
    rateLimit: writes,
    handler: async (request) => ({
      acknowledged: true,
      deletedCount: await removeFavourite(app.db, request.account!.id, request.params.productId),
    }),
  });
}
