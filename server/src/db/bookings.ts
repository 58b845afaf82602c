import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';
import { BOOKING_COLUMNS, BOOKING_FROM, BOOKING_VISIBLE, type BookingRow } from './rows';

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
