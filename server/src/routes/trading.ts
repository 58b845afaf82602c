import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  LIMITS,
  type AcknowledgedResult,
  type DeleteResult,
  type InsertResult,
  type Product,
  type ReviewsResponse,
  type SellerBooking,
  type SellerProfile,
} from '@replay/contract';
import { guarded, requireAccount, requireRole } from '../auth/guards';
import { findBooking, listSellerBookings } from '../db/bookings';
import { toPage } from '../db/paging';
import { toProduct, toRating, toSellerBooking } from '../db/rows';
import {
  findSeller,
  insertReview,
  listFavourites,
  listSellerReviews,
  removeFavourite,
  saveFavourite,
} from '../db/trading';
import { conflict, forbidden, notFound } from '../errors';
import { pageRequest, TIME_ID, timeIdKey, withNextCursor } from './paging';
import { ReviewPayloadSchema } from '@replay/contract/schemas';
import { Id, IdParams, ListQuery, PageQuery } from './schemas';

const ProductParams = Type.Object({ productId: Id });

/**
 * The trade loop beyond the spec: sellers see who booked, buyers cancel, rate sellers and save
 * items, and any signed-in user may read a seller's profile and reviews. Reservations live in the payment service.
 */
export const tradingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const writeLimit = { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } };
  const buyer = guarded(requireRole('buyer'));
  const seller = guarded(requireRole('seller'));
  // Seller pages are for signed-in users, like category pages.
  const signedIn = { onRequest: requireAccount };

  app.get(
    '/seller/bookings',
    { schema: { querystring: ListQuery }, ...seller },
    async (request, reply): Promise<SellerBooking[]> => {
      const wanted = pageRequest(request.query, TIME_ID);
      const page = toPage(
        await listSellerBookings(app.db, request.account!.id, wanted),
        wanted.limit,
        timeIdKey,
        toSellerBooking,
      );
      withNextCursor(reply, page.nextCursor);
      return page.items;
    },
  );

  app.post(
    '/booking/:id/cancel',
    { config: writeLimit, schema: { params: IdParams }, ...buyer },
    async (request): Promise<AcknowledgedResult> => ({
      acknowledged: true,
      modifiedCount: await app.payments.cancelBooking(request.account!, request.params.id),
    }),
  );

  app.post(
    '/reviews',
    {
      config: writeLimit,
      schema: {
        body: ReviewPayloadSchema,
      },
      ...buyer,
    },
    async (request, reply): Promise<InsertResult> => {
      const { bookingId, rating, comment } = request.body;
      const booking = await findBooking(app.db, bookingId);
      if (!booking) throw notFound('Booking not found');
      if (booking.buyer_id !== request.account!.id) throw forbidden('This booking belongs to another buyer');
      if (!booking.transaction_id) throw conflict('You can rate the seller once this order is paid');
      const id = await app.db.transaction((tx) =>
        insertReview(tx, {
          bookingId,
          sellerId: booking.seller_id,
          buyerId: booking.buyer_id,
          rating,
          comment: comment?.trim() ?? '',
        }),
      );
      if (!id) throw conflict('You already rated the seller for this order');
      reply.status(201);
      return { acknowledged: true, insertedId: id };
    },
  );

  app.get('/sellers/:id', { schema: { params: IdParams }, ...signedIn }, async (request): Promise<SellerProfile> => {
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
  });

  app.get(
    '/sellers/:id/reviews',
    { schema: { params: IdParams, querystring: PageQuery }, ...signedIn },
    async (request): Promise<ReviewsResponse> => {
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
  );

  app.get(
    '/favourites',
    { schema: { querystring: ListQuery }, ...buyer },
    async (request, reply): Promise<Product[]> => {
      const wanted = pageRequest(request.query, TIME_ID);
      const page = toPage(await listFavourites(app.db, request.account!.id, wanted), wanted.limit, timeIdKey, (row) =>
        toProduct(row, { withSellerEmail: false }),
      );
      withNextCursor(reply, page.nextCursor);
      return page.items;
    },
  );

  app.put(
    '/favourites/:productId',
    { config: writeLimit, schema: { params: ProductParams }, ...buyer },
    async (request): Promise<AcknowledgedResult> => {
      if (!(await saveFavourite(app.db, request.account!.id, request.params.productId)))
        throw notFound('Product not found');
      return { acknowledged: true };
    },
  );

  app.delete(
    '/favourites/:productId',
    { config: writeLimit, schema: { params: ProductParams }, ...buyer },
    async (request): Promise<DeleteResult> => ({
      acknowledged: true,
      deletedCount: await removeFavourite(app.db, request.account!.id, request.params.productId),
    }),
  );
};
