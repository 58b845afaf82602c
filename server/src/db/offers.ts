import type { OfferState } from '@replay/contract';
import type { Queryable } from './database';

/* Offers' tables (migration 15). Money is integer cents; times are the app's clock's. */

export interface OfferRow {
  id: string;
  product_id: string;
  product_title: string;
  product_image_url: string;
  buyer_id: string;
  buyer_name: string;
  seller_id: string;
  seller_name: string;
  conversation_id: string;
  amount_cents: number;
  listed_cents: number;
  state: OfferState;
  round: number;
  expires_at: Date;
  pay_until: Date | null;
  booking_id: string | null;
  created_at: Date;
  updated_at: Date;
  [key: string]: unknown;
}

const OFFER_SELECT = `SELECT o.*, p.title AS product_title, p.image_url AS product_image_url,
    b.name AS buyer_name, s.name AS seller_name
  FROM offers o JOIN products p ON p.id = o.product_id JOIN users b ON b.id = o.buyer_id JOIN users s ON s.id = o.seller_id`;

export async function findOffer(db: Queryable, id: string, lock = false): Promise<OfferRow | undefined> {
  if (lock) await db.query('SELECT id FROM offers WHERE id = $1 FOR UPDATE', [id]);
  return (await db.query<OfferRow>(`${OFFER_SELECT} WHERE o.id = $1`, [id]))[0];
}

/** The buyer's live chain (open or countered) on a product, locked. */
export async function findLiveOffer(db: Queryable, productId: string, buyerId: string): Promise<OfferRow | undefined> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM offers WHERE product_id = $1 AND buyer_id = $2 AND state IN ('open', 'countered') FOR UPDATE`,
    [productId, buyerId],
  );
  return rows[0] ? findOffer(db, rows[0].id) : undefined;
}

/** How many offers (the buyer's rounds) the buyer made on the product since `since`. */
export async function countBuyerRounds(
  db: Queryable,
  productId: string,
  buyerId: string,
  since: Date,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM offer_rounds r JOIN offers o ON o.id = r.offer_id
     WHERE o.product_id = $1 AND o.buyer_id = $2 AND r.by_role = 'buyer' AND r.created_at > $3`,
    [productId, buyerId, since],
  );
  return row!.n;
}

export async function insertOffer(
  db: Queryable,
  offer: {
    productId: string;
    buyerId: string;
    sellerId: string;
    conversationId: string;
    amountCents: number;
    listedCents: number;
    expiresAt: Date;
    at: Date;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO offers (product_id, buyer_id, seller_id, conversation_id, amount_cents, listed_cents, state, round,
       expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'open', 1, $7, $8, $8) RETURNING id`,
    [
      offer.productId,
      offer.buyerId,
      offer.sellerId,
      offer.conversationId,
      offer.amountCents,
      offer.listedCents,
      offer.expiresAt,
      offer.at,
    ],
  );
  await insertRound(db, row!.id, 1, 'buyer', offer.amountCents, offer.at);
  return row!.id;
}

export async function insertRound(
  db: Queryable,
  offerId: string,
  round: number,
  by: 'buyer' | 'seller',
  amountCents: number,
  at: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO offer_rounds (offer_id, round, by_role, amount_cents, created_at) VALUES ($1, $2, $3, $4, $5)',
    [offerId, round, by, amountCents, at],
  );
}

/** A new round on the chain: the amount on the table, who waits for whom, a new expiry. */
export async function setRound(
  db: Queryable,
  offerId: string,
  round: {
    round: number;
    state: 'open' | 'countered';
    amountCents: number;
    listedCents: number;
    expiresAt: Date;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `UPDATE offers SET round = $2, state = $3, amount_cents = $4, listed_cents = $5, expires_at = $6, updated_at = $7 WHERE id = $1`,
    [offerId, round.round, round.state, round.amountCents, round.listedCents, round.expiresAt, round.at],
  );
  await insertRound(db, offerId, round.round, round.state === 'open' ? 'buyer' : 'seller', round.amountCents, round.at);
}

export async function setOfferState(db: Queryable, offerId: string, state: OfferState, at: Date): Promise<void> {
  await db.query('UPDATE offers SET state = $2, updated_at = $3 WHERE id = $1', [offerId, state, at]);
}

export async function markAccepted(
  db: Queryable,
  offerId: string,
  bookingId: string,
  payUntil: Date,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE offers SET state = 'accepted', booking_id = $2, pay_until = $3, updated_at = $4 WHERE id = $1`,
    [offerId, bookingId, payUntil, at],
  );
}

export function listRounds(db: Queryable, offerId: string) {
  return db.query<{ by_role: 'buyer' | 'seller'; amount_cents: number; created_at: Date }>(
    'SELECT by_role, amount_cents, created_at FROM offer_rounds WHERE offer_id = $1 ORDER BY round',
    [offerId],
  );
}

/** A page of a member's offers, newest change first (offset-paged like moderation's lists, `limit + 1` rows). */
export function listOffersOf(
  db: Queryable,
  filter: { userId: string; role: 'buyer' | 'seller'; state?: OfferState; conversationId?: string },
  offset: number,
  limit: number,
): Promise<OfferRow[]> {
  const params: unknown[] = [filter.userId, limit + 1, offset];
  const where = [filter.role === 'buyer' ? 'o.buyer_id = $1' : 'o.seller_id = $1'];
  if (filter.state) {
    params.push(filter.state);
    where.push(`o.state = $${params.length}`);
  }
  if (filter.conversationId) {
    params.push(filter.conversationId);
    where.push(`o.conversation_id = $${params.length}`);
  }
  return db.query<OfferRow>(
    `${OFFER_SELECT} WHERE ${where.join(' AND ')} ORDER BY o.updated_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
    params,
  );
}

/** Whether another offer of the product is accepted (it holds the product until paid or lapsed). */
export async function anotherAccepted(db: Queryable, productId: string, offerId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM offers WHERE product_id = $1 AND state = 'accepted' AND id <> $2`, [
    productId,
    offerId,
  ]);
  return rows.length > 0;
}

/**
 * The buyer's booking of the product at the agreed price: their active booking takes it, or a new
 * one is made (reaching them with their profile's phone and meeting place). Its id.
 */
export async function bookAtAgreedPrice(
  db: Queryable,
  booking: {
    productId: string;
    buyerId: string;
    offerId: string;
    agreedCents: number;
    mobile: string;
    location: string;
  },
): Promise<string> {
  const updated = await db.query<{ id: string }>(
    `UPDATE bookings SET agreed_cents = $3, offer_id = $4
     WHERE product_id = $1 AND buyer_id = $2 AND cancelled_at IS NULL RETURNING id`,
    [booking.productId, booking.buyerId, booking.agreedCents, booking.offerId],
  );
  if (updated[0]) return updated[0].id;
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO bookings (product_id, buyer_id, mobile, location, agreed_cents, offer_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [booking.productId, booking.buyerId, booking.mobile, booking.location, booking.agreedCents, booking.offerId],
  );
  return inserted!.id;
}

/**
 * The product's hold for the booking until `until`: taken when free (or expired), or already this
 * booking's. False when another booking holds it.
 */
export async function holdForOffer(db: Queryable, productId: string, bookingId: string, until: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO holds (product_id, booking_id, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (product_id) DO UPDATE SET booking_id = EXCLUDED.booking_id, expires_at = EXCLUDED.expires_at
     WHERE holds.expires_at <= now() OR holds.booking_id = EXCLUDED.booking_id RETURNING product_id`,
    [productId, bookingId, until],
  );
  return rows.length > 0;
}

/** Open and countered offers that expired by `now`, each claimed once (whichever instance runs the job). */
export function expireOffers(db: Queryable, now: Date): Promise<OfferRow[]> {
  return db.query<OfferRow>(
    `WITH done AS (UPDATE offers SET state = 'expired', updated_at = $1
       WHERE state IN ('open', 'countered') AND expires_at <= $1 RETURNING id)
     ${OFFER_SELECT} WHERE o.id IN (SELECT id FROM done)`,
    [now],
  );
}

/**
 * Accepted offers not paid by their time, lapsed once each: their booking is cancelled and its hold
 * ends, so the product is free again.
 */
export async function lapseOffers(db: Queryable, now: Date): Promise<OfferRow[]> {
  const lapsed = await db.query<{ id: string; booking_id: string }>(
    `UPDATE offers o SET state = 'lapsed', updated_at = $1
     WHERE o.state = 'accepted' AND o.pay_until <= $1
       AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay.booking_id = o.booking_id)
     RETURNING o.id, o.booking_id`,
    [now],
  );
  if (lapsed.length === 0) return [];
  const bookings = lapsed.map((row) => row.booking_id);
  await db.query('DELETE FROM holds WHERE booking_id = ANY($1::uuid[])', [bookings]);
  await db.query('UPDATE bookings SET cancelled_at = now() WHERE id = ANY($1::uuid[]) AND cancelled_at IS NULL', [
    bookings,
  ]);
  return db.query<OfferRow>(`${OFFER_SELECT} WHERE o.id = ANY($1::uuid[])`, [lapsed.map((row) => row.id)]);
}

/**
 * Every other live offer of a product that went to someone else or left the site becomes
 * superseded (and an accepted, unpaid one but the sold booking's): the offers to tell.
 */
export async function supersedeOffers(
  db: Queryable,
  productId: string,
  exceptBookingId: string | null,
  at: Date,
): Promise<OfferRow[]> {
  const rows = await db.query<{ id: string; booking_id: string | null; state: string }>(
    `UPDATE offers o SET state = 'superseded', updated_at = $3
     WHERE o.product_id = $1 AND (o.state IN ('open', 'countered')
       OR (o.state = 'accepted' AND o.booking_id IS DISTINCT FROM $2::uuid
           AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay.booking_id = o.booking_id)))
     RETURNING o.id, o.booking_id`,
    [productId, exceptBookingId, at],
  );
  if (rows.length === 0) return [];
  const bookings = rows.map((row) => row.booking_id).filter((id): id is string => id !== null);
  if (bookings.length > 0) await db.query('DELETE FROM holds WHERE booking_id = ANY($1::uuid[])', [bookings]);
  return db.query<OfferRow>(`${OFFER_SELECT} WHERE o.id = ANY($1::uuid[])`, [rows.map((row) => row.id)]);
}

/** Live offers of a product at or above a new price: declined (the offers to tell). */
export function declineOffersAtOrAbove(
  db: Queryable,
  productId: string,
  priceCents: number,
  at: Date,
): Promise<OfferRow[]> {
  return db.query<OfferRow>(
    `WITH done AS (UPDATE offers SET state = 'declined', updated_at = $3
       WHERE product_id = $1 AND state IN ('open', 'countered') AND amount_cents >= $2 RETURNING id)
     ${OFFER_SELECT} WHERE o.id IN (SELECT id FROM done)`,
    [productId, priceCents, at],
  );
}
