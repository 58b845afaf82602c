import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { blockBetween } from '../db/blocks';
import {
  cancelBooking,
  findBooking,
  findVisibleBooking,
  hasCancelledBooking,
  insertBooking,
  listActiveBookingIds,
  listActiveBookingsOfProduct,
  listBuyerBookings,
  listSellerBookings,
} from '../db/bookings';
import { findProduct } from '../db/catalog';
import type { PageRequest } from '../db/paging';
import type { BookingRow } from '../db/bookings';
import type { UserRow } from '../db/users';
import { conflict, forbidden, notFound } from '../errors';
import type { Notifier } from '../notifications/notifier';
import type { PaymentService } from '../payments/service';

export interface BookingServiceOptions {
  db: Database;
  /** Tells sellers of bookings and cancellations, in the transaction that makes them. */
  notifier: Notifier;
  /** Cancels with the provider the open payment intents of what is cancelled. */
  payments: PaymentService;
  /** Told of each booking made. */
  booked?: () => void;
}

/** What a buyer sends to book a product. */
export interface BookingRequest {
  productId: string;
  mobile: string;
  location: string;
}

/**
 * Bookings (server/README.md, Limits and guarantees against abuse): who may book what, once;
 * cancelling, by the buyer or because the product or the buyer left. A booking and what it tells
 * its seller are one transaction; the provider's intents are canceled after it commits.
 */
export class BookingService {
  constructor(private readonly options: BookingServiceOptions) {}

  /** A page of the buyer's bookings (`limit + 1` rows, see toPage). */
  listForBuyer(buyerId: string, wanted: PageRequest) {
    return listBuyerBookings(this.options.db, buyerId, wanted);
  }

  /** A page of the bookings of the seller's products. */
  listForSeller(sellerId: string, wanted: PageRequest) {
    return listSellerBookings(this.options.db, sellerId, wanted);
  }

  /** One of the buyer's own bookings (the payment page's). */
  async getOwn(buyer: UserRow, bookingId: string): Promise<BookingRow> {
    const booking = await findVisibleBooking(this.options.db, bookingId);
    if (!booking) throw notFound('Booking not found');
    if (booking.buyer_id !== buyer.id) throw forbidden('This booking belongs to another buyer');
    return booking;
  }

  /**
   * Books a product on sale for the buyer, once (a second booking is 409), unless either blocked
   * the other. Booking again a product whose booking they cancelled counts against
   * `limitRebooking` (it throws past the limit). The id of the new booking.
   */
  async book(buyer: UserRow, request: BookingRequest, limitRebooking: () => Promise<void>): Promise<string> {
    const { db, notifier } = this.options;
    const product = await findProduct(db, request.productId);
    if (!product) throw notFound('Product not found');
    if (!product.status) throw conflict('This product has already been sold');
    if (product.closed) throw conflict('This product is no longer available');
    if (product.withheld) throw conflict('Not available');
    const blocked = await blockBetween(db, product.seller_id, buyer.id);
    if (blocked === 'a') throw forbidden("You can't book this seller's products");
    if (blocked === 'b') throw forbidden('You blocked this seller; unblock them to book their products');
    // Each new booking may take the product's hold afresh: booking again after cancelling is limited.
    if (await hasCancelledBooking(db, buyer.id, product.id)) await limitRebooking();
    const id = await db.transaction(async (tx) => {
      const inserted = await insertBooking(tx, {
        productId: product.id,
        buyerId: buyer.id,
        mobile: request.mobile.trim(),
        location: request.location.trim(),
      });
      if (inserted) {
        await notifier.tell(tx, product.seller_id, `booking:${inserted}:created`, {
          kind: 'booking_created',
          product: product.title,
          buyerName: buyer.name,
        });
      }
      return inserted;
    });
    if (!id) throw conflict('You have already booked this product');
    this.options.booked?.();
    return id;
  }

  /**
   * The buyer cancels an unpaid booking: it is kept, marked cancelled, its hold ends and its open
   * intents are canceled with the provider. Cancelling it again changes nothing (0).
   */
  async cancel(buyer: UserRow, bookingId: string): Promise<number> {
    const { db } = this.options;
    const booking = await findBooking(db, bookingId);
    if (!booking) throw notFound('Booking not found');
    if (booking.buyer_id !== buyer.id) throw forbidden('This booking belongs to another buyer');
    const outcome = await db.transaction(async (tx) => {
      const cancelled = await cancelBooking(tx, bookingId);
      if (cancelled === 'cancelled') {
        await this.options.notifier.tell(tx, booking.seller_id, `booking:${bookingId}:cancelled`, {
          kind: 'booking_cancelled',
          product: booking.title,
          buyerName: booking.buyer_name,
        });
      }
      return cancelled;
    });
    if (outcome === 'paid') throw conflict('This booking is paid and can no longer be cancelled');
    if (outcome === 'already_cancelled') return 0;
    await this.options.payments.cancelBookingIntents(bookingId);
    return 1;
  }

  /**
   * A product was closed or sold elsewhere (already committed, so no payment can sell it any
   * more): each unpaid booking is cancelled as its buyer would (its hold ends, and a card that
   * succeeds afterwards is refunded when recorded), its buyer told (`tell`, in the transaction
   * that cancels it), then the open intents are canceled.
   */
  async cancelForProduct(productId: string, tell: (tx: Queryable, buyerId: string) => Promise<void>): Promise<void> {
    const { db } = this.options;
    for (const booking of await listActiveBookingsOfProduct(db, productId)) {
      await db.transaction(async (tx) => {
        if ((await cancelBooking(tx, booking.id)) === 'cancelled') await tell(tx, booking.buyer_id);
      });
    }
    await this.options.payments.cancelProductIntents(productId);
  }

  /**
   * A buyer was deleted: each unpaid booking is cancelled as the buyer would (its hold ends, and a
   * card that succeeds afterwards is refunded when recorded), then their open intents are canceled.
   */
  async cancelForBuyer(buyerId: string): Promise<void> {
    const { db } = this.options;
    for (const bookingId of await listActiveBookingIds(db, buyerId)) {
      await db.transaction((tx) => cancelBooking(tx, bookingId));
    }
    await this.options.payments.cancelBuyerIntents(buyerId);
  }
}

/** The booking service of an app: its database, notifier and payments (stateless: one per user of it is fine). */
export function bookingService(app: FastifyInstance): BookingService {
  return new BookingService({
    db: app.db,
    notifier: app.notifier,
    payments: app.payments,
    booked: app.hasDecorator('metrics') ? () => app.metrics.bookingsCreated.inc() : undefined,
  });
}
