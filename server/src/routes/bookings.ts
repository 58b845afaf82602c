import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Booking, InsertResult } from '@replay/contract';
import { guarded, requireRole } from '../auth/guards';
import { findVisibleBooking, insertBooking, listBuyerBookings } from '../db/bookings';
import { findProduct } from '../db/catalog';
import { toBooking } from '../db/rows';
import { conflict, forbidden, notFound } from '../errors';
import { toPage } from '../db/paging';
import { pageRequest, TIME_ID, timeIdKey, withNextCursor } from './paging';
import { bookingDetailsProperties } from '@replay/contract/schemas';
import { EmailQuery, IdParams, ListQuery, Strict } from './schemas';

export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const buyer = guarded(requireRole('buyer'));

  app.get('/booking', { schema: { querystring: ListQuery }, ...buyer }, async (request, reply): Promise<Booking[]> => {
    const wanted = pageRequest(request.query, TIME_ID);
    const page = toPage(
      await listBuyerBookings(app.db, request.account!.id, wanted),
      wanted.limit,
      timeIdKey,
      toBooking,
    );
    withNextCursor(reply, page.nextCursor);
    return page.items;
  });

  app.get('/booking/:id', { schema: { params: IdParams }, ...buyer }, async (request): Promise<Booking> => {
    const booking = await findVisibleBooking(app.db, request.params.id);
    if (!booking) throw notFound('Booking not found');
    if (booking.buyer_id !== request.account!.id) throw forbidden('This booking belongs to another buyer');
    return toBooking(booking);
  });

  app.post(
    '/booking',
    {
      config: { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } },
      schema: {
        querystring: EmailQuery,
        body: Strict({
          ...bookingDetailsProperties,
          // The rest of the spec's payload is read from stored data, never from the client.
          userName: Type.Optional(Type.String()),
          email: Type.Optional(Type.String()),
          productName: Type.Optional(Type.String()),
          price: Type.Optional(Type.Number()),
          paid: Type.Optional(Type.Boolean()),
          imageUrl: Type.Optional(Type.String()),
          status: Type.Optional(Type.Boolean()),
        }),
      },
      ...buyer,
    },
    async (request, reply): Promise<InsertResult> => {
      const body = request.body;
      const product = await findProduct(app.db, body.productId);
      if (!product) throw notFound('Product not found');
      if (!product.status) throw conflict('This product has already been sold');
      const id = await insertBooking(app.db, {
        productId: product.id,
        buyerId: request.account!.id,
        mobile: body.mobile.trim(),
        location: body.location.trim(),
      });
      if (!id) throw conflict('You have already booked this product');
      reply.status(201);
      return { acknowledged: true, insertedId: id };
    },
  );
};
