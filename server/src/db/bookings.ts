import type { Queryable } from './database';
import { fromTimeKey, timeKey, type PageRequest } from './paging';
import { BOOKING_COLUMNS, BOOKING_FROM, BOOKING_VISIBLE, type BookingRow } from './rows';

/** A page of a buyer's bookings, newest first (`limit + 1` rows, see toPage). */
export function listBuyerBookings(db: Queryable, buyerId: string, page: PageRequest): Promise<Array<BookingRow & { time_key: string }>> {
  const after = page.after ? `AND (b.created_at, b.id) < (${fromTimeKey('$3')}, $4::uuid)` : '';
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
  return db.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE b.id = $1`, [id]).then((rows) => rows[0]);
}

/** Inserts a booking; returns undefined when this buyer already booked the product. */
export async function insertBooking(
  db: Queryable,
  booking: { productId: string; buyerId: string; mobile: string; location: string },
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO bookings (product_id, buyer_id, mobile, location) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT bookings_one_per_buyer DO NOTHING RETURNING id`,
    [booking.productId, booking.buyerId, booking.mobile, booking.location],
  );
  return rows[0]?.id;
}
