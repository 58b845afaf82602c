import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import {
  AcknowledgedSchema,
  BookingSchema,
  EmailQuery,
  IdParams,
  InsertResultSchema,
  ListQuery,
  SellerBookingSchema,
  Strict,
  bookingDetailsProperties,
} from '../schemas';

/** Booking a product, a buyer's orders, a seller's bookings, cancelling. */

export const listMyBookings = defineEndpoint({
  method: 'GET',
  path: '/booking',
  summary: "The buyer's bookings (My Orders), newest first",
  access: ['buyer'],
  query: ListQuery,
  paging: 'header',
  responses: { 200: Type.Array(BookingSchema) },
});

export const getBooking = defineEndpoint({
  method: 'GET',
  path: '/booking/:id',
  summary: "One of the buyer's bookings (the payment page)",
  access: ['buyer'],
  params: IdParams,
  responses: { 200: BookingSchema },
  errors: [404],
});

export const bookProduct = defineEndpoint({
  method: 'POST',
  path: '/booking',
  summary: 'Books a product: how to reach the buyer and where to meet',
  access: ['buyer'],
  query: EmailQuery,
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
  responses: { 201: InsertResultSchema },
  errors: [404, 409],
});

export const listSellerBookings = defineEndpoint({
  method: 'GET',
  path: '/seller/bookings',
  summary: "Bookings of the seller's products, with the buyers' contacts, newest first",
  access: ['seller'],
  query: ListQuery,
  paging: 'header',
  responses: { 200: Type.Array(SellerBookingSchema) },
});

export const cancelBooking = defineEndpoint({
  method: 'POST',
  path: '/booking/:id/cancel',
  summary: 'Cancels an unpaid booking (its buyer); it is kept and the product may be booked again',
  access: ['buyer'],
  params: IdParams,
  responses: { 200: AcknowledgedSchema },
  errors: [404, 409],
});
