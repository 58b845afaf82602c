import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';
import type { Booking, BookingState, OrderDispute, SellerBooking } from '@replay/contract';
import { fromCents } from '@replay/contract';

export interface BookingRow {
  id: string;
  buyer_id: string;
  buyer_name: string;
  buyer_email: string;
  product_id: string;
  title: string;
  resprice_cents: number;
  /** The price an accepted offer agreed (the booking is paid at it), and that offer. */
  agreed_cents?: number | null;
  offer_id?: string | null;
  image_url: string;
  status: boolean;
  mobile: string;
  location: string;
  transaction_id: string | null;
  /** The product was deleted (archived) by its seller or an admin. */
  archived: boolean;
  /** Its seller closed the product. */
  closed: boolean;
  created_at: Date;
  cancelled: boolean;
  /** This booking's buyer holds the product (paying now). */
  held: boolean;
  /** Another booking's buyer holds the product. */
  held_by_other: boolean;
  reviewed: boolean;
  seller_id: string;
  seller_name: string;
  seller_mobile: string;
  /* The order's money and handover, once paid (NULL for orders paid before the ledger). */
  fee_cents: number | null;
  refunded_cents: number | null;
  handover_code: string | null;
  handover_locked_until: Date | null;
  handover_due_at: Date | null;
  handover_at: Date | null;
  protection_ends_at: Date | null;
  refunded_in_full_at: Date | null;
  dispute_id: string | null;
  dispute_state: OrderDispute['state'] | null;
  dispute_reason: OrderDispute['reason'] | null;
  dispute_details: string | null;
  dispute_response: string | null;
  dispute_response_images: string[] | null;
  dispute_outcome: OrderDispute['outcome'] | null;
  dispute_refund_cents: number | null;
  dispute_resolution: string | null;
  [key: string]: unknown;
}

/**
 * A paid order shows what its payment recorded (title, amount, picture at the time); any other
 * booking shows the product as it is now.
 */
export const BOOKING_COLUMNS = `b.id, b.buyer_id, u.name AS buyer_name, u.email AS buyer_email, b.product_id,
  COALESCE(pay.title, p.title) AS title, COALESCE(pay.amount_cents, b.agreed_cents, p.resprice_cents) AS resprice_cents,
  b.agreed_cents, b.offer_id,
  COALESCE(pay.image_url, p.image_url) AS image_url, p.status, b.mobile, b.location, pay.transaction_id,
  p.archived_at IS NOT NULL AS archived, p.closed_at IS NOT NULL AS closed, b.created_at, b.cancelled_at IS NOT NULL AS cancelled,
  COALESCE(h.booking_id = b.id, false) AS held, COALESCE(h.booking_id <> b.id, false) AS held_by_other,
  EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id) AS reviewed, p.seller_id, s.name AS seller_name,
  pay.fee_cents, pay.refunded_cents, pay.handover_code, pay.handover_locked_until, pay.handover_due_at, pay.handover_at,
  pay.protection_ends_at, pay.refunded_in_full_at, p.mobile AS seller_mobile, d.id AS dispute_id, d.state AS dispute_state, d.reason AS dispute_reason,
  d.details AS dispute_details, d.response AS dispute_response, d.response_images AS dispute_response_images,
  d.outcome AS dispute_outcome, d.refund_cents AS dispute_refund_cents, d.resolution AS dispute_resolution`;

/** A booking with its buyer, product, seller, payment and the product's current hold, if any. */
export const BOOKING_FROM = `bookings b
  JOIN users u ON u.id = b.buyer_id
  JOIN products p ON p.id = b.product_id
  JOIN users s ON s.id = p.seller_id
  LEFT JOIN payments pay ON pay.booking_id = b.id
  LEFT JOIN disputes d ON d.payment_id = pay.id
  LEFT JOIN holds h ON h.product_id = b.product_id AND h.expires_at > now()`;

/** Bookings a buyer still sees: those of listed products, and every paid order whatever happened since. */
export const BOOKING_VISIBLE = '(p.archived_at IS NULL OR pay.id IS NOT NULL)';

export const toBooking = (row: BookingRow): Booking => ({
  _id: row.id,
  userName: row.buyer_name,
  email: row.buyer_email,
  productName: row.title,
  price: fromCents(row.resprice_cents),
  mobile: row.mobile,
  location: row.location,
  paid: row.transaction_id !== null,
  imageUrl: row.image_url,
  productId: row.product_id,
  status: row.status,
  ...(row.transaction_id ? { transactionId: row.transaction_id } : {}),
  date: row.created_at.toISOString(),
  cancelled: row.cancelled,
  reservedByOther: row.held_by_other && row.status && row.transaction_id === null && !row.cancelled,
  reviewed: row.reviewed,
  // The meet-up needs the seller's number while the booking is live or paid, not once it ended.
  ...(row.seller_mobile && !row.cancelled && (row.transaction_id !== null || row.status)
    ? { sellerMobile: row.seller_mobile }
    : {}),
  sellerId: row.seller_id,
  sellerName: row.seller_name,
  ...(row.offer_id ? { offerId: row.offer_id } : {}),
  // The code the buyer shows at the meet-up: theirs alone, until the handover.
  ...(row.handover_code && !row.handover_at && !row.refunded_in_full_at ? { handoverCode: row.handover_code } : {}),
  ...orderProgress(row),
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Where a paid order in the ledger stands, for both sides' views; nothing for other bookings. */
function orderProgress(row: BookingRow) {
  if (row.transaction_id === null || row.fee_cents === null) return {};
  return {
    handoverAt: iso(row.handover_at),
    protectionEndsAt: iso(row.protection_ends_at),
    handoverDueAt: row.handover_at || row.refunded_in_full_at ? null : iso(row.handover_due_at),
    refundedCents: row.refunded_cents ?? 0,
    dispute: row.dispute_id
      ? {
          _id: row.dispute_id,
          state: row.dispute_state!,
          reason: row.dispute_reason!,
          details: row.dispute_details!,
          ...(row.dispute_response !== null
            ? { response: row.dispute_response, responseImages: row.dispute_response_images ?? [] }
            : {}),
          ...(row.dispute_outcome ? { outcome: row.dispute_outcome } : {}),
          ...(row.dispute_refund_cents !== null ? { refundCents: row.dispute_refund_cents } : {}),
          ...(row.dispute_resolution ? { resolution: row.dispute_resolution } : {}),
        }
      : null,
  };
}

/** Where a booking stands for its seller; a payment outranks everything, then cancellation, then the product. */
export function bookingState(row: BookingRow): BookingState {
  if (row.refunded_in_full_at) return 'refunded';
  if (row.transaction_id !== null) return 'paid';
  if (row.cancelled) return 'cancelled';
  if (!row.status) return 'sold_to_another';
  return row.held ? 'reserved' : 'waiting';
}

export const toSellerBooking = (row: BookingRow): SellerBooking => ({
  _id: row.id,
  productId: row.product_id,
  productName: row.title,
  price: fromCents(row.resprice_cents),
  buyerId: row.buyer_id,
  buyerName: row.buyer_name,
  buyerEmail: row.buyer_email,
  mobile: row.mobile,
  location: row.location,
  bookedAt: row.created_at.toISOString(),
  state: bookingState(row),
  ...(row.offer_id ? { offerId: row.offer_id } : {}),
  ...(row.transaction_id !== null && row.fee_cents !== null
    ? {
        feeCents: row.fee_cents,
        netCents: row.resprice_cents - (row.refunded_cents ?? 0) - row.fee_cents,
        handoverLockedUntil: iso(row.handover_locked_until),
      }
    : {}),
  ...orderProgress(row),
});

/** A page of a buyer's bookings, newest first (`limit + 1` rows, see toPage). */
export function listBuyerBookings(
  db: Queryable,
  buyerId: string,
  page: PageRequest,
): Promise<Array<BookingRow & { time_key: string }>> {
  const after = page.after ? `AND ${afterTimeId('b.created_at', 'b.id', '$3', '$4')}` : '';
  return db.query(
    `SELECT ${BOOKING_COLUMNS}, ${timeKey('b.created_at')} AS time_key FROM ${BOOKING_FROM}
     WHERE b.buyer_id = $1 AND ${BOOKING_VISIBLE} ${after} ORDER BY b.created_at DESC, b.id DESC LIMIT $2`,
    [buyerId, page.limit + 1, ...(page.after ?? [])],
  );
}

/** A booking as its buyer sees it (undefined when its product was deleted before it was paid). */
export function findVisibleBooking(db: Queryable, id: string): Promise<BookingRow | undefined> {
  return db
    .query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE b.id = $1 AND ${BOOKING_VISIBLE}`, [id])
    .then((rows) => rows[0]);
}

/** Any booking, archived product or not: what payment recording works on. */
export function findBooking(db: Queryable, id: string): Promise<BookingRow | undefined> {
  return db
    .query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE b.id = $1`, [id])
    .then((rows) => rows[0]);
}

/** Inserts a booking; returns undefined when this buyer already has a booking of the product that is not cancelled. */
export async function insertBooking(
  db: Queryable,
  booking: { productId: string; buyerId: string; mobile: string; location: string },
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO bookings (product_id, buyer_id, mobile, location) VALUES ($1, $2, $3, $4)
     ON CONFLICT (product_id, buyer_id) WHERE cancelled_at IS NULL DO NOTHING RETURNING id`,
    [booking.productId, booking.buyerId, booking.mobile, booking.location],
  );
  return rows[0]?.id;
}

/** Whether the buyer has cancelled a booking of the product before. */
export async function hasCancelledBooking(db: Queryable, buyerId: string, productId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM bookings WHERE product_id = $1 AND buyer_id = $2 AND cancelled_at IS NOT NULL LIMIT 1',
    [productId, buyerId],
  );
  return rows.length === 1;
}

/** A page of the bookings of a seller's products, newest first (`limit + 1` rows, see toPage). */
export function listSellerBookings(
  db: Queryable,
  sellerId: string,
  page: PageRequest,
): Promise<Array<BookingRow & { time_key: string }>> {
  const after = page.after ? `AND ${afterTimeId('b.created_at', 'b.id', '$3', '$4')}` : '';
  return db.query(
    `SELECT ${BOOKING_COLUMNS}, ${timeKey('b.created_at')} AS time_key FROM ${BOOKING_FROM}
     WHERE b.product_id IN (SELECT id FROM products WHERE seller_id = $1) AND ${BOOKING_VISIBLE} ${after}
     ORDER BY b.created_at DESC, b.id DESC LIMIT $2`,
    [sellerId, page.limit + 1, ...(page.after ?? [])],
  );
}

export type CancelOutcome = 'cancelled' | 'already_cancelled' | 'paid';

/**
 * Cancels an unpaid booking and ends its hold. Run it in a transaction: the booking's row lock
 * orders it against recording a payment for it (which takes the same lock first), and the check
 * for a payment is a statement after the lock, so on PostgreSQL it sees a payment committed
 * while it waited.
 */
export async function cancelBooking(db: Queryable, bookingId: string): Promise<CancelOutcome> {
  const locked = await db.query<{ cancelled: boolean }>(
    'SELECT cancelled_at IS NOT NULL AS cancelled FROM bookings WHERE id = $1 FOR UPDATE',
    [bookingId],
  );
  if (locked[0]?.cancelled) return 'already_cancelled';
  if ((await db.query('SELECT 1 FROM payments WHERE booking_id = $1', [bookingId])).length > 0) return 'paid';
  await db.query('UPDATE bookings SET cancelled_at = now() WHERE id = $1', [bookingId]);
  await db.query('DELETE FROM holds WHERE booking_id = $1', [bookingId]);
  return 'cancelled';
}

/** Locks a booking that is not cancelled, for recording its payment; false when it was cancelled. */
export async function lockActiveBooking(db: Queryable, bookingId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM bookings WHERE id = $1 AND cancelled_at IS NULL FOR UPDATE', [bookingId]);
  return rows.length === 1;
}

/** A buyer's bookings that are not cancelled (paid ones included). */
export async function listActiveBookingIds(db: Queryable, buyerId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM bookings WHERE buyer_id = $1 AND cancelled_at IS NULL', [
    buyerId,
  ]);
  return rows.map((row) => row.id);
}

/** Buyers other than `buyerId` with a booking of the product that is not cancelled (told when it sells to another). */
export async function listOtherBookers(db: Queryable, productId: string, buyerId: string): Promise<string[]> {
  const rows = await db.query<{ buyer_id: string }>(
    'SELECT DISTINCT buyer_id FROM bookings WHERE product_id = $1 AND buyer_id <> $2 AND cancelled_at IS NULL',
    [productId, buyerId],
  );
  return rows.map((row) => row.buyer_id);
}

/** Whether the buyer ever booked the product (cancelled or not): its seller may then message them. */
export async function hasBooked(db: Queryable, buyerId: string, productId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM bookings WHERE product_id = $1 AND buyer_id = $2 LIMIT 1', [
    productId,
    buyerId,
  ]);
  return rows.length === 1;
}

/** A product's bookings that are not cancelled (a paid one included), and their buyers. */
export function listActiveBookingsOfProduct(
  db: Queryable,
  productId: string,
): Promise<Array<{ id: string; buyer_id: string }>> {
  return db.query<{ id: string; buyer_id: string }>(
    'SELECT id, buyer_id FROM bookings WHERE product_id = $1 AND cancelled_at IS NULL ORDER BY created_at',
    [productId],
  );
}

/** Ends a booking whose payment was refunded in full: its buyer may book the product again. */
export async function endRefundedBooking(db: Queryable, bookingId: string, at: Date): Promise<void> {
  await db.query('UPDATE bookings SET cancelled_at = $2 WHERE id = $1 AND cancelled_at IS NULL', [bookingId, at]);
}
