import type { PaymentIntentResponse } from '@replay/shared/contract';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { findBooking } from '../db/bookings';
import { markSold } from '../db/catalog';
import {
  countIntents,
  findIntent,
  findOpenIntent,
  findPaymentByTransaction,
  insertIntent,
  insertPayment,
  setIntentStatus,
} from '../db/payments';
import type { BookingRow, UserRow } from '../db/rows';
import { conflict, forbidden, notFound, paymentRequired } from '../errors';
import type { PaymentProvider } from './provider';

const SOLD_TO_ANOTHER = 'Item is bought by another buyer';

export interface PaymentServiceOptions {
  db: Database;
  provider: PaymentProvider;
  currency: string;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Card payments for bookings (ARCHITECTURE §8). The amount always comes from the stored product;
 * a payment is recorded only when the provider confirms it for that booking and amount; and a
 * product is sold at most once: the sale is one conditional UPDATE, so of many payments racing
 * for one product exactly one is recorded and the others are refunded and answered 409.
 */
export class PaymentService {
  constructor(private readonly options: PaymentServiceOptions) {}

  private async ownBooking(buyer: UserRow, bookingId: string): Promise<BookingRow> {
    const booking = await findBooking(this.options.db, bookingId);
    if (!booking) throw notFound('Booking not found');
    if (booking.buyer_id !== buyer.id) throw forbidden('This booking belongs to another buyer');
    return booking;
  }

  async createIntent(buyer: UserRow, bookingId: string): Promise<PaymentIntentResponse> {
    const { db, provider, currency } = this.options;
    const booking = await this.ownBooking(buyer, bookingId);
    if (booking.transaction_id) throw conflict('This booking is already paid');
    if (!booking.status) throw conflict(SOLD_TO_ANOTHER);

    const amountCents = booking.resprice_cents;
    const open = await findOpenIntent(db, booking.id, amountCents);
    if (open && open.provider === provider.name) {
      return { clientSecret: open.client_secret, paymentIntentId: open.id, amount: amountCents, currency: open.currency, provider: provider.name };
    }
    const attempt = await countIntents(db, booking.id);
    const intent = await provider.createIntent({
      amountCents,
      currency,
      bookingId: booking.id,
      idempotencyKey: `booking:${booking.id}:pi:${attempt}`,
    });
    await insertIntent(db, {
      id: intent.id,
      booking_id: booking.id,
      provider: provider.name,
      amount_cents: amountCents,
      currency: intent.currency,
      client_secret: intent.clientSecret,
      status: intent.status,
    });
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: amountCents, currency: intent.currency, provider: provider.name };
  }

  /** POST /payments from the buyer's browser after the provider reported success. */
  async recordForBuyer(buyer: UserRow, bookingId: string, transactionId: string): Promise<string> {
    const booking = await this.ownBooking(buyer, bookingId);
    return this.record(booking, transactionId);
  }

  /** A provider webhook saying a transaction succeeded; the same path as the browser's call. */
  async recordFromWebhook(transactionId: string): Promise<string | undefined> {
    const intent = await findIntent(this.options.db, transactionId);
    if (!intent) return undefined;
    const booking = await findBooking(this.options.db, intent.booking_id);
    if (!booking) return undefined;
    return this.record(booking, transactionId);
  }

  private async record(booking: BookingRow, transactionId: string): Promise<string> {
    const { db, provider } = this.options;

    // Idempotent per transaction: the same confirmation recorded twice answers the first record.
    const existing = await findPaymentByTransaction(db, transactionId);
    if (existing) {
      if (existing.booking_id !== booking.id) throw conflict('This transaction belongs to another booking');
      return existing.id;
    }

    const intent = await provider.retrieveIntent(transactionId);
    if (!intent || intent.bookingId !== booking.id) throw paymentRequired('No payment was found for this booking');
    if (intent.status !== 'succeeded') throw paymentRequired('The payment has not succeeded yet');
    if (intent.amountCents !== booking.resprice_cents) throw paymentRequired('The amount paid does not match the price');

    let paymentId: string | undefined;
    try {
      paymentId = await db.transaction(async (tx) => {
        if (!(await markSold(tx, booking.product_id))) return undefined;
        return insertPayment(tx, {
          bookingId: booking.id,
          productId: booking.product_id,
          buyerId: booking.buyer_id,
          email: booking.buyer_email,
          transactionId,
          amountCents: intent.amountCents,
          currency: intent.currency,
          provider: provider.name,
        });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent call recorded this very transaction first.
      const raced = await findPaymentByTransaction(db, transactionId);
      if (raced?.booking_id === booking.id) return raced.id;
    }
    if (paymentId) {
      await setIntentStatus(db, transactionId, 'succeeded');
      return paymentId;
    }

    // Someone else bought the product first: give this buyer's money back.
    await this.refund(transactionId);
    const again = await findBooking(db, booking.id);
    throw conflict(again?.transaction_id ? 'This booking is already paid; your second payment was refunded' : `${SOLD_TO_ANOTHER}; your payment was refunded`);
  }

  private async refund(transactionId: string): Promise<void> {
    try {
      await this.options.provider.refund(transactionId);
      await setIntentStatus(this.options.db, transactionId, 'refunded');
    } catch (error) {
      this.options.log.warn({ err: error, transactionId }, 'refund failed; needs manual follow-up');
    }
  }
}
