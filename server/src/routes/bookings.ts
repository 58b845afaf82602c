import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { BookingService } from '../bookings/service';
import { toBooking, toSellerBooking } from '../db/bookings';
import { countedLimit, retryIn } from '../rate-limits';
import { endpointRoute } from './endpoint-route';
import { listPage } from './paging';

/** Bookings: a buyer's orders and their payment page, booking a product, cancelling, a seller's bookings. */
export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const { db, notifier, payments, metrics } = app;
  const bookings = new BookingService({ db, notifier, payments, booked: () => metrics.bookingsCreated.inc() });
  const writes = app.config.rateLimits.writes;
  const limitRebooking = countedLimit(app, {
    max: app.config.rateLimits.rebook,
    timeWindow: '1 hour',
    key: (request) => `rebook:${request.account!.id}:${(request.body as { productId: string }).productId}`,
    message: (seconds) => `You have cancelled and booked this item again too often; try again ${retryIn(seconds)}`,
  });

  endpointRoute(app, endpoints.listMyBookings, {
    handler: (request, reply) =>
      listPage(request.query, reply, (wanted) => bookings.listForBuyer(request.account!.id, wanted), toBooking),
  });

  endpointRoute(app, endpoints.getBooking, {
    handler: async (request) => toBooking(await bookings.getOwn(request.account!, request.params.id)),
  });

  endpointRoute(app, endpoints.bookProduct, {
    publicLists: 'nothing',
    rateLimit: writes,
    handler: async (request, reply) => ({
      acknowledged: true,
      insertedId: await bookings.book(request.account!, request.body, () => limitRebooking(request, reply)),
    }),
  });

  endpointRoute(app, endpoints.cancelBooking, {
    publicLists: 'nothing',
    rateLimit: writes,
    handler: async (request) => ({
      acknowledged: true as const,
      modifiedCount: await bookings.cancel(request.account!, request.params.id),
    }),
  });

  endpointRoute(app, endpoints.listSellerBookings, {
    handler: (request, reply) =>
      listPage(request.query, reply, (wanted) => bookings.listForSeller(request.account!.id, wanted), toSellerBooking),
  });
}
