import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';
import { PRODUCT_COLUMNS, type ProductRow, type UserRow } from './rows';

/* Reservations while paying, reviews of sellers, buyers' saved items (docs/architecture.md, "The trade loop"). */

/**
 * Reserves a product for a booking's buyer for `minutes`: takes the product's hold when there is
 * none, it has expired, or it is this booking's already (then it is extended). One statement, so
 * of two buyers asking at once exactly one gets it: the second waits for the first's row and then
 * no longer matches. False when another booking holds it.
 */
export async function takeHold(db: Queryable, productId: string, bookingId: string, minutes: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO holds (product_id, booking_id, expires_at) VALUES ($1, $2, now() + $3::integer * interval '1 minute')
     ON CONFLICT (product_id) DO UPDATE SET booking_id = EXCLUDED.booking_id, expires_at = EXCLUDED.expires_at
     WHERE holds.booking_id = EXCLUDED.booking_id OR holds.expires_at <= now()
     RETURNING booking_id`,
    [productId, bookingId, minutes],
  );
  return rows.length === 1;
}

/** Ends a product's hold (it sold). */
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
