import type { Condition } from '@replay/contract';
import type { Queryable } from './database';
import { replaceProductImages } from './catalog';

/*
 * What a seller does with a listing after adding it (docs/architecture.md, "The trade loop"): its photos
 * in order, edits made on a version, its price history, closing, reopening and selling elsewhere.
 */

/** A listing's photos in order, the cover first (just its cover for a row listed without any). */
export async function listProductImages(db: Queryable, productId: string, cover: string): Promise<string[]> {
  const rows = await db.query<{ url: string }>(
    'SELECT url FROM product_images WHERE product_id = $1 ORDER BY position',
    [productId],
  );
  return rows.length > 0 ? rows.map((row) => row.url) : [cover];
}

export interface PriceRow {
  price_cents: number;
  changed_at: Date;
  [key: string]: unknown;
}

/** How many of a listing's latest prices its page is sent: more than a month of daily changes. */
export const PRICE_HISTORY_SHOWN = 50;

/** A listing's latest prices (PRICE_HISTORY_SHOWN at most), oldest first. */
export async function listPriceHistory(db: Queryable, productId: string): Promise<PriceRow[]> {
  const rows = await db.query<PriceRow>(
    `SELECT price_cents, changed_at FROM price_history WHERE product_id = $1
     ORDER BY changed_at DESC, id DESC LIMIT $2`,
    [productId, PRICE_HISTORY_SHOWN],
  );
  return rows.reverse();
}

/** What an edit may change: the seller's fields, and the photos (the first is the cover). */
export interface ListingChanges {
  categoryId?: string;
  title?: string;
  condition?: Condition;
  description?: string;
  location?: string;
  mobile?: string;
  orgpriceCents?: number;
  respriceCents?: number;
  useYear?: number;
  puryear?: number;
  images?: string[];
}

/** A listing as an edit, a close or a reopen finds it, its row locked for the rest of the transaction. */
export interface LockedListing {
  id: string;
  seller_id: string;
  title: string;
  status: boolean;
  closed: boolean;
  /** When it was closed (null: it is not). */
  closed_at: Date | null;
  sold_elsewhere: boolean;
  version: number;
  orgprice_cents: number;
  resprice_cents: number;
  puryear: number;
  /** A buyer holds it now (paying). */
  held: boolean;
  [key: string]: unknown;
}

/**
 * Locks a listed product's row FOR UPDATE (undefined when it is not listed). Taking a hold locks it
 * FOR SHARE and recording a payment FOR UPDATE (see takeHold), so what this answers (its state,
 * its version, whether a buyer holds it) stays true until the transaction ends.
 */
export async function lockListing(db: Queryable, id: string): Promise<LockedListing | undefined> {
  const rows = await db.query<LockedListing>(
    `SELECT id, seller_id, title, status, closed_at IS NOT NULL AS closed, closed_at,
       sold_elsewhere_at IS NOT NULL AS sold_elsewhere, version, orgprice_cents, resprice_cents, puryear
     FROM products WHERE id = $1 AND archived_at IS NULL FOR UPDATE`,
    [id],
  );
  const listing = rows[0];
  if (!listing) return undefined;
  const held = await db.query('SELECT 1 FROM holds WHERE product_id = $1 AND expires_at > now()', [id]);
  return { ...listing, held: held.length === 1 };
}

const COLUMNS: Record<Exclude<keyof ListingChanges, 'images'>, string> = {
  categoryId: 'category_id',
  title: 'title',
  condition: 'condition',
  description: 'description',
  location: 'location',
  mobile: 'mobile',
  orgpriceCents: 'orgprice_cents',
  respriceCents: 'resprice_cents',
  useYear: 'use_year',
  puryear: 'puryear',
};

/**
 * Applies an edit to a listing locked by lockListing and moves its version on; a new price is
 * added to its history, new photos replace the old ones (the first becomes the cover), a new
 * title's words join the search vocabulary. Answers the new version.
 */
export async function applyListingChanges(
  db: Queryable,
  listing: LockedListing,
  changes: ListingChanges,
): Promise<number> {
  const sets: string[] = [];
  const params: unknown[] = [listing.id];
  for (const [key, column] of Object.entries(COLUMNS) as Array<[keyof typeof COLUMNS, string]>) {
    if (changes[key] === undefined) continue;
    params.push(changes[key]);
    sets.push(`${column} = $${params.length}`);
  }
  if (changes.images) {
    params.push(changes.images[0]);
    sets.push(`image_url = $${params.length}`);
  }
  const [row] = await db.query<{ version: number }>(
    `UPDATE products SET ${[...sets, 'version = version + 1'].join(', ')} WHERE id = $1 RETURNING version`,
    params,
  );
  if (changes.images) await replaceProductImages(db, listing.id, changes.images);
  if (changes.respriceCents !== undefined && changes.respriceCents !== listing.resprice_cents) {
    await db.query('INSERT INTO price_history (product_id, price_cents) VALUES ($1, $2)', [
      listing.id,
      changes.respriceCents,
    ]);
  }
  if (changes.title !== undefined) {
    await db.query(
      `INSERT INTO search_words (word) SELECT unnest(tsvector_to_array(to_tsvector('english', $1))) ON CONFLICT DO NOTHING`,
      [changes.title],
    );
  }
  return row!.version;
}

/**
 * Closes a listing locked by lockListing: off every public list, its advertisement ended, its hold
 * ended (its bookings and intents are the payment service's, once this commits).
 */
export async function closeListing(db: Queryable, id: string): Promise<Date> {
  const [row] = await db.query<{ closed_at: Date }>(
    'UPDATE products SET closed_at = now(), advertise = false WHERE id = $1 RETURNING closed_at',
    [id],
  );
  await db.query('DELETE FROM holds WHERE product_id = $1', [id]);
  return row!.closed_at;
}

/** Puts a closed listing locked by lockListing on sale again. */
export async function reopenListing(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE products SET closed_at = NULL WHERE id = $1', [id]);
}

/** Marks a listing locked by lockListing sold outside the site, for good; as closing, its hold ends. */
export async function markListingSoldElsewhere(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE products SET status = false, advertise = false, closed_at = NULL, sold_elsewhere_at = now() WHERE id = $1`,
    [id],
  );
  await db.query('DELETE FROM holds WHERE product_id = $1', [id]);
}

/**
 * The buyers who saved a listing and have no booking of it under way (those with one are told as
 * their booking is cancelled).
 */
export async function listSaversWithoutBooking(db: Queryable, productId: string): Promise<string[]> {
  const rows = await db.query<{ buyer_id: string }>(
    `SELECT f.buyer_id FROM favourites f
     WHERE f.product_id = $1 AND NOT EXISTS (
       SELECT 1 FROM bookings b WHERE b.product_id = f.product_id AND b.buyer_id = f.buyer_id AND b.cancelled_at IS NULL)`,
    [productId],
  );
  return rows.map((row) => row.buyer_id);
}

/** The buyers who saved a listing and were not told of a drop of its price in the last day. */
export async function listSaversToTellOfPriceDrop(db: Queryable, productId: string): Promise<string[]> {
  const rows = await db.query<{ buyer_id: string }>(
    `SELECT f.buyer_id FROM favourites f
     WHERE f.product_id = $1 AND NOT EXISTS (
       SELECT 1 FROM notifications n
       WHERE n.user_id = f.buyer_id AND n.kind = 'price_drop' AND n.key LIKE $2
         AND n.created_at > now() - interval '1 day')`,
    [productId, `${priceDropKeyPrefix(productId)}%`],
  );
  return rows.map((row) => row.buyer_id);
}

/** The notification keys of a listing's price drops begin with this (then the version the drop made). */
export const priceDropKeyPrefix = (productId: string) => `price-drop:${productId}:`;

/** A drop worth telling savers of: at least 5 % and at least 1.00 below the price before. */
export const isPriceDrop = (beforeCents: number, afterCents: number): boolean =>
  beforeCents - afterCents >= 100 && (beforeCents - afterCents) * 100 >= beforeCents * 5;
