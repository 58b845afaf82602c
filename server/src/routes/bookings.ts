import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import {
  findVisibleBooking,
  hasCancelledBooking,
  insertBooking,
  listBuyerBookings,
  listSellerBookings,
} from '../db/bookings';
import { blockBetween } from '../db/blocks';
import { findProduct } from '../db/catalog';
import { toBooking, toSellerBooking } from '../db/rows';
import { conflict, forbidden, notFound } from '../errors';
import { toPage } from '../db/paging';
import { countedLimit, retryIn } from '../rate-limits';
import { endpointRoute } from './endpoint-route';
import { pageRequest, TIME_ID, timeIdKey, withNextCursor } from './paging';

/** Bookings: a buyer's orders and their payment page, booking a product, cancelling, a seller's bookings. */
export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const writes = app.config.rateLimits.writes;
  const limitRebooking = countedLimit(app, {
    max: app.config.rateLimits.rebook,
    timeWindow: '1 hour',
    key: (request) => `rebook:${request.account!.id}:${(request.body as { productId: string }).productId}`,
    message: (seconds) => `You have cancelled and booked this item again too often; try again ${retryIn(seconds)}`,
  });

  endpointRoute(app, endpoints.listMyBookings, {
    handler: async (request, reply) => {
      const wanted = pageRequest(request.query, TIME_ID);
      const page = toPage(
        await listBuyerBookings(app.db, request.account!.id, wanted),
        wanted.limit,
        timeIdKey,
        toBooking,
      );
      withNextCursor(reply, page.nextCursor);
      return page.items;
    },
  });

  endpointRoute(app, endpoints.getBooking, {
    handler: async (request) => {
      const booking = await findVisibleBooking(app.db, request.params.id);
      if (!booking) throw notFound('Booking not found');
      if (booking.buyer_id !== request.account!.id) throw forbidden('This booking belongs to another buyer');
      return toBooking(booking);
    },
  });

  endpointRoute(app, endpoints.bookProduct, {
    publicLists: 'nothing',
    rateLimit: writes,
    handler: async (request, reply) => {
      const body = request.body;
      const product = await findProduct(app.db, body.productId);
      if (!product) throw notFound('Product not found');
      if (!product.status) throw conflict('This product has already been sold');
      if (product.closed) throw conflict('This product is no longer available');
      const blocked = await blockBetween(app.db, product.seller_id, request.account!.id);
      if (blocked === 'a') throw forbidden("You can't book this seller's products");
      if (blocked === 'b') throw forbidden('You blocked this seller; unblock them to book their products');
      // Each new booking may take the product's hold afresh: booking again after cancelling is limited.
      if (await hasCancelledBooking(app.db, request.account!.id, product.id)) await limitRebooking(request, reply);
      const buyer = request.account!;
      const id = await app.db.transaction(async (tx) => {
        const inserted = await insertBooking(tx, {
          productId: product.id,
          buyerId: buyer.id,
          mobile: body.mobile.trim(),
          location: body.location.trim(),
        });
        if (inserted) {
          await app.notifier.tell(tx, product.seller_id, `booking:${inserted}:created`, {
            kind: 'booking_created',
            product: product.title,
            buyerName: buyer.name,
          });
        }
        return inserted;
      });
      if (!id) throw conflict('You have already booked this product');
      app.metrics.bookingsCreated.inc();
      return { acknowledged: true, insertedId: id };
    },
  });

  endpointRoute(app, endpoints.cancelBooking, {
    publicLists: 'nothing',
    rateLimit: writes,
    handler: async (request) => ({
      acknowledged: true as const,
      modifiedCount: await app.payments.cancelBooking(request.account!, request.params.id),
    }),
  });

  endpointRoute(app, endpoints.listSellerBookings, {
    handler: async (request, reply) => {
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
  });
}
