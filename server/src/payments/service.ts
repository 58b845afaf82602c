import type { PaymentIntentResponse } from '@replay/contract';
import type { Database, Queryable } from '../db/database';
import { findBooking, listOtherBookers, lockActiveBooking } from '../db/bookings';
import { heldByAnother, releaseHold, takeHold } from '../db/trading';
import { lockProduct, markSold } from '../db/catalog';
import {
  addRefund,
  claimRefunds,
  countIntents,
  countPendingRefunds,
  findIntent,
  findIntentBySecret,
  findOpenIntent,
  findPaymentByTransaction,
  findPaymentTime,
  findRefundOfTransaction,
  insertIntent,
  insertPayment,
  listOpenIntentsOfBooking,
  listOpenIntentsOfBuyer,
  listOpenIntentsOfOtherBookings,
  listOpenIntentsOfProduct,
  listOpenIntentsOfSeller,
  setIntentStatus,
  settleRefund,
  type PaymentIntentRow,
  type PaymentRow,
} from '../db/payments';
import type { BookingRow } from '../db/bookings';
import type { UserRow } from '../db/users';
import { badGateway, conflict, forbidden, notFound, paymentRequired } from '../errors';
import type { Notifier } from '../notifications/notifier';
import type { PaymentProvider } from './provider';

const SOLD_TO_ANOTHER = 'Item is bought by another buyer';
const NO_LONGER_LISTED = 'This product is no longer available';
const CANCELLED = 'This booking was cancelled';
export const RESERVED = 'This item is reserved by another buyer for a few minutes';
const HOLD_ENDED = 'Your reservation of this item has run out; cancel this booking and book it again to pay';
const REPRICED = 'The seller changed the price of this item';
const PROVIDER_DOWN = 'The payment provider is unavailable; please try again';

export interface PaymentServiceOptions {
  db: Database;
  provider: PaymentProvider;
  currency: string;
  /** Minutes a payment intent reserves the product for its buyer; 0: no reservations. */
  holdMinutes: number;
  /** Times a booking may take the hold again after it ran out (see takeHold). */
  holdRenewals: number;
  /** Products one buyer may hold at once. */
  maxHoldsPerBuyer: number;
  /** Tells buyers and sellers of sales, cancellations and refunds, in the transaction that makes them. */
  notifier: Notifier;
  /** Posts each sale to the ledger, in the transaction that records it (see MoneyService.recordSale). */
  sales: {
    record(
      tx: Queryable,
      sale: {
        paymentId: string;
        sellerId: string;
        productId: string;
        bookingId: string;
        product: string;
        amountCents: number;
      },
    ): Promise<void>;
  };
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Told of each payment recorded, and of each that could not buy its product (refunded). */
  metrics?: { recorded(): void; conflict(reason: 'cancelled' | 'reserved' | 'repriced' | 'unavailable'): void };
}

/** What a run of the refund job did. */
export interface RefundRun {
  refunded: number;
  failed: number;
  pending: number;
}

/**
 * Card payments for bookings (server/README.md, Money guarantees). The amount always comes from the stored product;
 * a payment is recorded only when the provider confirms it for that booking and amount; a product
 * is sold at most once; the same transaction recorded twice is one payment and is never refunded;
 * money owed back is stored before it is refunded, and retried until the provider takes it.
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
    if (booking.archived || booking.closed) throw conflict(NO_LONGER_LISTED);
    if (booking.cancelled) throw conflict(CANCELLED);
    if (this.options.holdMinutes > 0) await this.hold(booking);

    // The price as it is once the hold is taken: from then on its seller cannot change it (see
    // editListing), so the intent is for the price the sale will check.
    const amountCents = (await findBooking(db, booking.id))?.resprice_cents ?? booking.resprice_cents;
    const open = await findOpenIntent(db, booking.id, amountCents);
    if (open && open.provider === provider.name) {
      return {
        clientSecret: open.client_secret,
        paymentIntentId: open.id,
        amount: amountCents,
        currency: open.currency,
        provider: provider.name,
      };
    }
    const attempt = await countIntents(db, booking.id);
    const intent = await this.askProvider(() =>
      provider.createIntent({
        amountCents,
        currency,
        bookingId: booking.id,
        idempotencyKey: `booking:${booking.id}:pi:${attempt}`,
      }),
    );
    await insertIntent(db, {
      id: intent.id,
      booking_id: booking.id,
      provider: provider.name,
      amount_cents: amountCents,
      currency: intent.currency,
      client_secret: intent.clientSecret,
      status: intent.status,
    });
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount: amountCents,
      currency: intent.currency,
      provider: provider.name,
    };
  }

  /**
   * Opening the payment reserves the product for this buyer for a while (see takeHold). A fresh hold
   * closes the other bookings' open intents with the
   * provider, so no one else can pay while it runs (recording refuses them too, see record).
   */
  private async hold(booking: BookingRow): Promise<void> {
    const { db, holdMinutes, holdRenewals, maxHoldsPerBuyer } = this.options;
    const taken = await db.transaction((tx) =>
      takeHold(tx, {
        productId: booking.product_id,
        bookingId: booking.id,
        buyerId: booking.buyer_id,
        minutes: holdMinutes,
        renewals: holdRenewals,
        maxPerBuyer: maxHoldsPerBuyer,
      }),
    );
    switch (taken) {
      case 'taken':
      case 'renewed':
        await this.cancelIntents(await listOpenIntentsOfOtherBookings(db, booking.product_id, booking.id));
        return;
      case 'held':
        return;
      case 'reserved':
        throw conflict(RESERVED);
      case 'ended':
        throw conflict(HOLD_ENDED);
      case 'too_many':
        throw conflict(`You are already paying for ${maxHoldsPerBuyer} items; finish or cancel one first`);
      case 'sold':
        throw conflict(SOLD_TO_ANOTHER);
      case 'removed':
        throw conflict(NO_LONGER_LISTED);
      case 'cancelled':
        throw conflict(CANCELLED);
    }
  }

  /**
   * The test-card confirmation refuses a card for a product another buyer holds, before any money
   * moves (with Stripe the browser confirms with Stripe itself; recording refuses and refunds it).
   */
  async refuseIfReservedForAnother(clientSecret: string): Promise<void> {
    const intent = await findIntentBySecret(this.options.db, clientSecret);
    const booking = intent && (await findBooking(this.options.db, intent.booking_id));
    if (booking && (await heldByAnother(this.options.db, booking.product_id, booking.id))) throw conflict(RESERVED);
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

    // Already recorded (a repeated call, or the webhook after the browser): the same answer.
    const existing = await findPaymentByTransaction(db, transactionId);
    if (existing) return this.sameBooking(existing, booking);

    const intent = await this.askProvider(() => provider.retrieveIntent(transactionId));
    if (!intent || intent.bookingId !== booking.id) throw paymentRequired('No payment was found for this booking');
    if (intent.status !== 'succeeded') throw paymentRequired('The payment has not succeeded yet');

    /*
     * The sale is one conditional UPDATE; the transaction that makes it inserts the payment.
     * A call that does not make the sale asks, in the same transaction, whether this very
     * transaction was recorded: on PostgreSQL (READ COMMITTED) its UPDATE waited for the row
     * lock of whichever call sold the product and saw that call's commit, and the next statement
     * takes a fresh snapshot, so it sees that call's payment row. Only a transaction that is not
     * the recorded one is refunded. No lock beyond the UPDATE's own row lock is needed, which
     * matters on PGlite: it has one connection, where transactions run one after another anyway
     * and SELECT … FOR UPDATE or advisory locks would isolate nothing.
     */
    const outcome = await db.transaction(
      async (
        tx,
      ): Promise<{
        sold?: string;
        recorded?: PaymentRow;
        cancelled?: boolean;
        reserved?: boolean;
        repriced?: boolean;
      }> => {
        // The booking's row lock orders this against its cancellation (see cancelBooking).
        if (!(await lockActiveBooking(tx, booking.id))) return { cancelled: true };
        // The product's row lock orders this against another buyer taking its hold (see takeHold)
        // and against its seller changing its price (see editListing), and the checks are
        // statements after the lock, which see a hold or a price committed while it waited.
        // A booking made by an accepted offer is paid at its agreed price, whatever the listing says.
        const listed = await lockProduct(tx, booking.product_id);
        const price = booking.agreed_cents ?? listed;
        if (await heldByAnother(tx, booking.product_id, booking.id)) return { reserved: true };
        // Paid at a price the seller has changed since (a recorded transaction answers the same).
        if (price !== undefined && price !== intent.amountCents) {
          const recorded = await findPaymentByTransaction(tx, transactionId);
          return recorded ? { recorded } : { repriced: true };
        }
        if (await markSold(tx, booking.product_id)) {
          await releaseHold(tx, booking.product_id);
          const id = await insertPayment(tx, {
            bookingId: booking.id,
            productId: booking.product_id,
            buyerId: booking.buyer_id,
            email: booking.buyer_email,
            transactionId,
            amountCents: intent.amountCents,
            currency: intent.currency,
            provider: provider.name,
          });
          // Posted and told by the call that made the sale, in its transaction: once, however many calls race.
          await this.options.sales.record(tx, {
            paymentId: id,
            sellerId: booking.seller_id,
            productId: booking.product_id,
            bookingId: booking.id,
            product: booking.title,
            amountCents: intent.amountCents,
          });
          await this.tellSale(tx, booking, {
            paymentId: id,
            transactionId,
            amountCents: intent.amountCents,
            currency: intent.currency,
          });
          return { sold: id };
        }
        return { recorded: await findPaymentByTransaction(tx, transactionId) };
      },
    );

    if (outcome.sold) {
      this.options.metrics?.recorded();
      await setIntentStatus(db, transactionId, 'succeeded');
      await this.cancelIntents(await listOpenIntentsOfProduct(db, booking.product_id, transactionId));
      return outcome.sold;
    }
    if (outcome.recorded) return this.sameBooking(outcome.recorded, booking);
    this.options.metrics?.conflict(
      outcome.cancelled ? 'cancelled' : outcome.reserved ? 'reserved' : outcome.repriced ? 'repriced' : 'unavailable',
    );
    if (outcome.cancelled) {
      await this.refund(transactionId, CANCELLED);
      throw conflict(`${CANCELLED}; your payment was refunded`);
    }
    if (outcome.reserved) {
      await this.refund(transactionId, RESERVED);
      throw conflict(`${RESERVED}; your payment was refunded`);
    }
    if (outcome.repriced) {
      await this.refund(transactionId, REPRICED);
      throw conflict(`${REPRICED}; your payment was refunded`);
    }

    // This buyer's money cannot buy the product: someone else did, or it was deleted.
    const again = await findBooking(db, booking.id);
    const reason = again?.transaction_id
      ? 'This booking is already paid'
      : again?.status === false
        ? SOLD_TO_ANOTHER
        : NO_LONGER_LISTED;
    await this.refund(transactionId, reason);
    throw conflict(
      again?.transaction_id ? `${reason}; your second payment was refunded` : `${reason}; your payment was refunded`,
    );
  }

  /** The seller hears of the sale, the buyer gets a receipt, the product's other bookers that it is gone. */
  private async tellSale(
    tx: Queryable,
    booking: BookingRow,
    payment: { paymentId: string; transactionId: string; amountCents: number; currency: string },
  ): Promise<void> {
    const { notifier } = this.options;
    const paidAt = await findPaymentTime(tx, payment.paymentId);
    const money = {
      amountCents: payment.amountCents,
      currency: payment.currency,
      transactionId: payment.transactionId,
    };
    await notifier.tell(tx, booking.seller_id, `payment:${payment.paymentId}`, {
      kind: 'sold',
      product: booking.title,
      buyerName: booking.buyer_name,
      ...money,
    });
    await notifier.tell(tx, booking.buyer_id, `payment:${payment.paymentId}`, {
      kind: 'receipt',
      product: booking.title,
      sellerName: booking.seller_name,
      paidAt,
      ...money,
    });
    await notifier.tellAll(
      tx,
      await listOtherBookers(tx, booking.product_id, booking.buyer_id),
      `sold:${booking.product_id}`,
      {
        kind: 'sold_to_another',
        product: booking.title,
      },
    );
  }

  /**
   * A call to the provider whose answer the request needs. Its failure is a 502 in our words: the
   * provider's own text (a Stripe error carries a 4xx status and a message meant for us) never
   * reaches the client. A webhook answered 502 is delivered again.
   */
  private async askProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.options.log.warn({ err: error }, 'the payment provider failed');
      throw badGateway(PROVIDER_DOWN);
    }
  }

  private sameBooking(payment: { id: string; booking_id: string | null }, booking: BookingRow): string {
    if (payment.booking_id !== booking.id) throw conflict('This transaction belongs to another booking');
    return payment.id;
  }

  /**
   * Closes intents that can no longer buy anything: the product sold to someone else, or it was
   * deleted. One that succeeded meanwhile cannot be canceled; recording it refunds it.
   */
  private async cancelIntents(intents: PaymentIntentRow[]): Promise<void> {
    const { db, provider, log } = this.options;
    for (const intent of intents) {
      try {
        await provider.cancel(intent.id);
        await setIntentStatus(db, intent.id, 'canceled');
      } catch (error) {
        log.warn({ err: error, transactionId: intent.id }, 'could not cancel a payment intent');
      }
    }
  }

  /** A booking was cancelled: its open intents are canceled. */
  async cancelBookingIntents(bookingId: string): Promise<void> {
    await this.cancelIntents(await listOpenIntentsOfBooking(this.options.db, bookingId));
  }

  /** A product was deleted, closed or sold elsewhere, or its price changed: its buyers' open intents are canceled. */
  async cancelProductIntents(productId: string): Promise<void> {
    await this.cancelIntents(await listOpenIntentsOfProduct(this.options.db, productId));
  }

  /** A buyer was deleted (their bookings cancelled): their open intents are canceled. */
  async cancelBuyerIntents(buyerId: string): Promise<void> {
    await this.cancelIntents(await listOpenIntentsOfBuyer(this.options.db, buyerId));
  }

  /** A seller was deleted: the open intents on all of their products are canceled. */
  async cancelSellerIntents(sellerId: string): Promise<void> {
    await this.cancelIntents(await listOpenIntentsOfSeller(this.options.db, sellerId));
  }

  /** Stores that a transaction is owed back, then tries to refund it now. */
  private async refund(transactionId: string, reason: string): Promise<void> {
    await addRefund(this.options.db, transactionId, reason);
    for (const claimed of await claimRefunds(this.options.db, { transactionId })) await this.attemptRefund(claimed);
  }

  private async attemptRefund(transactionId: string): Promise<boolean> {
    const { db, provider, log } = this.options;
    try {
      await provider.refund(transactionId);
    } catch (error) {
      await settleRefund(db, transactionId, error instanceof Error ? error.message : String(error));
      log.warn({ err: error, transactionId }, 'refund failed; it stays pending and is retried');
      return false;
    }
    await db.transaction(async (tx) => {
      await settleRefund(tx, transactionId);
      await setIntentStatus(tx, transactionId, 'refunded');
      await this.tellRefund(tx, transactionId);
    });
    return true;
  }

  /** The buyer hears of their refund (once per transaction: a refund is made once). */
  private async tellRefund(tx: Queryable, transactionId: string): Promise<void> {
    const refund = await findRefundOfTransaction(tx, transactionId);
    const booking = refund && (await findBooking(tx, refund.booking_id));
    if (!refund || !booking) return;
    await this.options.notifier.tell(tx, booking.buyer_id, `refund:${transactionId}`, {
      kind: 'refund',
      product: booking.title,
      reason: refund.reason,
      amountCents: refund.amount_cents,
      currency: refund.currency,
    });
  }

  /**
   * The refund job: attempts every pending refund not leased by another instance, in batches.
   * Safe to run on several instances at once (see claimRefunds).
   */
  async retryPendingRefunds(batch = 20): Promise<RefundRun> {
    const run: RefundRun = { refunded: 0, failed: 0, pending: 0 };
    for (;;) {
      const claimed = await claimRefunds(this.options.db, { limit: batch });
      for (const transactionId of claimed) {
        if (await this.attemptRefund(transactionId)) run.refunded += 1;
        else run.failed += 1;
      }
      if (claimed.length < batch || run.failed > 0) break;
    }
    run.pending = await countPendingRefunds(this.options.db);
    if (run.refunded > 0 || run.pending > 0) this.options.log.info({ ...run }, 'refund job ran');
    return run;
  }
}
