import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';
import { PRODUCT_COLUMNS, type ProductRow } from './catalog';
import { type UserRow } from './users';

/* Reservations while paying, reviews of sellers, buyers' saved items (docs/architecture.md, "The trade loop"). */

export interface HoldRequest {
  productId: string;
  bookingId: string;
  buyerId: string;
  minutes: number;
  /** Times the booking may take the hold again after it ran out. */
  renewals: number;
  /** Products one buyer may hold at once. */
  maxPerBuyer: number;
}

/**
 * What asking for a product's hold came to: `taken` (a first hold), `renewed` (taken again after it
 * ran out, nobody else having taken it), `held` (this booking's hold runs: unchanged); or refused:
 * another booking holds it, this booking may take it no more (renewals used up, or another buyer
 * took it meanwhile), the buyer holds too many products, or the product is sold or removed.
 */
export type HoldOutcome =
  'taken' | 'renewed' | 'held' | 'reserved' | 'ended' | 'too_many' | 'sold' | 'removed' | 'cancelled';

/**
 * Reserves a product for a booking's buyer (run it in a transaction). A booking takes the hold once;
 * asking again while it runs changes nothing; once it ran out the booking may take it again only if
 * no other booking took it meanwhile (the row still names this booking) and at most `renewals`
 * times. Why each race is safe:
 * - One buyer's requests run one at a time (the buyer's row lock), so the count of their holds is
 *   exact and two tabs of one booking take the hold once.
 * - The booking's row lock orders this against cancelling the booking, which ends its hold: a hold
 *   is never taken for a cancelled booking.
 * - The product's row, locked FOR SHARE, orders this against recording a payment, which locks it
 *   FOR UPDATE and then checks for another buyer's hold: either the sale sees this hold, or this
 *   sees the product sold. Its seller's edit of the price and closing it lock it FOR UPDATE too:
 *   either they see this hold (a new price is refused) or this sees the new price, or it closed.
 * - Between buyers, the hold is one row per product taken in one upsert that only an expired hold
 *   passes: of buyers asking at once exactly one gets it (the others wait for its row and then no
 *   longer match).
 */
export async function takeHold(db: Queryable, request: HoldRequest): Promise<HoldOutcome> {
  const { productId, bookingId, buyerId } = request;
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [buyerId]);
  const [booking] = await db.query<{ holds_taken: number; cancelled: boolean }>(
    'SELECT holds_taken, cancelled_at IS NOT NULL AS cancelled FROM bookings WHERE id = $1 FOR UPDATE',
    [bookingId],
  );
  if (!booking || booking.cancelled) return 'cancelled';
  // A closed product is off sale, as a deleted one: no hold until its seller reopens it.
  const [product] = await db.query<{ status: boolean; archived: boolean }>(
    `SELECT status, archived_at IS NOT NULL OR closed_at IS NOT NULL AS archived FROM products WHERE id = $1 FOR SHARE`,
    [productId],
  );
  if (!product || product.archived) return 'removed';
  if (!product.status) return 'sold';

  const current = await currentHold(db, productId);
  if (current?.live) return current.booking_id === bookingId ? 'held' : 'reserved';
  const holding = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM holds h JOIN bookings b ON b.id = h.booking_id
     WHERE b.buyer_id = $1 AND h.product_id <> $2 AND h.expires_at > now()`,
    [buyerId, productId],
  );
  if (holding[0]!.n >= request.maxPerBuyer) return 'too_many';

  const first = booking.holds_taken === 0;
  if (!first && booking.holds_taken > request.renewals) return 'ended';
  const rows = first
    ? await db.query(
        `INSERT INTO holds (product_id, booking_id, expires_at) VALUES ($1, $2, now() + $3::integer * interval '1 minute')
         ON CONFLICT (product_id) DO UPDATE SET booking_id = EXCLUDED.booking_id, expires_at = EXCLUDED.expires_at
         WHERE holds.expires_at <= now()
         RETURNING booking_id`,
        [productId, bookingId, request.minutes],
      )
    : await db.query(
        `UPDATE holds SET expires_at = now() + $3::integer * interval '1 minute'
         WHERE product_id = $1 AND booking_id = $2 AND expires_at <= now()
         RETURNING booking_id`,
        [productId, bookingId, request.minutes],
      );
  // Not taken: another buyer's hold runs (it came a moment ago), or another buyer took it after
  // this booking's ran out and let it go, so this booking's turn has passed.
  if (rows.length === 0) return first || (await currentHold(db, productId))?.live ? 'reserved' : 'ended';
  await db.query('UPDATE bookings SET holds_taken = holds_taken + 1 WHERE id = $1', [bookingId]);
  return first ? 'taken' : 'renewed';
}

function currentHold(db: Queryable, productId: string): Promise<{ booking_id: string; live: boolean } | undefined> {
  return db
    .query<{ booking_id: string; live: boolean }>(
      'SELECT booking_id, expires_at > now() AS live FROM holds WHERE product_id = $1',
      [productId],
    )
    .then((rows) => rows[0]);
}

/** Whether a booking other than `bookingId` holds the product now. */
export async function heldByAnother(db: Queryable, productId: string, bookingId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM holds WHERE product_id = $1 AND booking_id <> $2 AND expires_at > now()', [
    productId,
    bookingId,
  ]);
  return rows.length === 1;
}

/** Ends a product's hold (it sold, closed or sold elsewhere). */
export async function releaseHold(db: Queryable, productId: string): Promise<void> {
  await db.query('DELETE FROM holds WHERE product_id = $1', [productId]);
}

export interface ReviewRow {
  id: string;
  rating: number;
  comment: string;
  buyer_name: string;
  created_at: Date;
  time_key: string;
  [key: string]: unknown;
}

/**
 * Stores a buyer's review of an order and adds it to the seller's running rating, in one
 * transaction (run it in one). Undefined when the order was already reviewed (the unique booking).
 */
export async function insertReview(
  db: Queryable,
  review: { bookingId: string; sellerId: string; buyerId: string; rating: number; comment: string },
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO reviews (booking_id, seller_id, buyer_id, rating, comment) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (booking_id) DO NOTHING RETURNING id`,
    [review.bookingId, review.sellerId, review.buyerId, review.rating, review.comment],
  );
  const id = rows[0]?.id;
  if (id) {
    await db.query('UPDATE users SET rating_count = rating_count + 1, rating_total = rating_total + $2 WHERE id = $1', [
      review.sellerId,
      review.rating,
    ]);
  }
  return id;
}

/** A page of a seller's reviews, newest first (`limit + 1` rows, see toPage). */
export function listSellerReviews(db: Queryable, sellerId: string, page: PageRequest): Promise<ReviewRow[]> {
  const after = page.after ? `AND ${afterTimeId('r.created_at', 'r.id', '$3', '$4')}` : '';
  return db.query<ReviewRow>(
    `SELECT r.id, r.rating, r.comment, u.name AS buyer_name, r.created_at, ${timeKey('r.created_at')} AS time_key
     FROM reviews r JOIN users u ON u.id = r.buyer_id
     WHERE r.seller_id = $1 ${after} ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
    [sellerId, page.limit + 1, ...(page.after ?? [])],
  );
}

export type SellerRow = UserRow & { rating_count: number; rating_total: number };

/** A seller with an active account, and their rating. */
export function findSeller(db: Queryable, id: string): Promise<SellerRow | undefined> {
  return db
    .query<SellerRow>(
      `SELECT id, email, name, img, role, verified, created_at, rating_count, rating_total FROM users
       WHERE id = $1 AND role = 'seller' AND archived_at IS NULL`,
      [id],
    )
    .then((rows) => rows[0]);
}

/** Saves a listed product for a buyer; saving it again changes nothing. False when the product is not listed. */
export async function saveFavourite(db: Queryable, buyerId: string, productId: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO favourites (buyer_id, product_id)
     SELECT $1, id FROM products WHERE id = $2 AND archived_at IS NULL
     ON CONFLICT (buyer_id, product_id) DO UPDATE SET buyer_id = EXCLUDED.buyer_id RETURNING product_id`,
    [buyerId, productId],
  );
  return rows.length === 1;
}

export async function removeFavourite(db: Queryable, buyerId: string, productId: string): Promise<number> {
  return (
    await db.query('DELETE FROM favourites WHERE buyer_id = $1 AND product_id = $2 RETURNING product_id', [
      buyerId,
      productId,
    ])
  ).length;
}

/** A page of a buyer's saved products that are still listed (sold ones too), latest saved first. */
export function listFavourites(
  db: Queryable,
  buyerId: string,
  page: PageRequest,
): Promise<Array<ProductRow & { time_key: string }>> {
  const after = page.after ? `AND ${afterTimeId('f.created_at', 'f.product_id', '$3', '$4')}` : '';
  return db.query(
    `SELECT ${PRODUCT_COLUMNS}, ${timeKey('f.created_at')} AS time_key
     FROM favourites f JOIN products p ON p.id = f.product_id JOIN users u ON u.id = p.seller_id
     WHERE f.buyer_id = $1 AND p.archived_at IS NULL ${after}
     ORDER BY f.created_at DESC, f.product_id DESC LIMIT $2`,
    [buyerId, page.limit + 1, ...(page.after ?? [])],
  );
}
