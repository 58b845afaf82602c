import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';
import type {
  AdvertisedProduct,
  Category,
  Condition,
  Product,
  ProductDetail,
  ProductState,
  SellerRating,
} from '@replay/contract';
import { fromCents } from '@replay/contract';

export interface CategoryRow {
  id: string;
  category_name: string;
  img: string;
  [key: string]: unknown;
}

export const toCategory = (row: CategoryRow): Category => ({
  _id: row.id,
  category_name: row.category_name,
  img: row.img,
});

export interface ProductRow {
  id: string;
  seller_id: string;
  seller_name: string;
  seller_email: string;
  seller_verified: boolean;
  category_id: string;
  title: string;
  condition: Condition;
  description: string;
  location: string;
  mobile: string;
  orgprice_cents: number;
  resprice_cents: number;
  use_year: number;
  puryear: number;
  image_url: string;
  advertise: boolean;
  status: boolean;
  created_at: Date;
  seller_rating_count: number;
  seller_rating_total: number;
  version: number;
  /** Closed by its seller (off the public lists until reopened). */
  closed: boolean;
  /** Off every public list and page while its seller is suspended. */
  withheld?: boolean;
  [key: string]: unknown;
}

/** Where a listing stands: sold (here or elsewhere) outranks closed. */
export const productState = (row: Pick<ProductRow, 'status' | 'closed'>): ProductState =>
  !row.status ? 'sold' : row.closed ? 'closed' : 'available';

/** A seller's rating from the running totals kept on the account: the mean to one decimal. */
export const toRating = (count: number, total: number): SellerRating => ({
  average: count === 0 ? 0 : Math.round((total * 10) / count) / 10,
  count,
});

/** Columns every product query selects, with the seller's name and current verification joined in. */
export const PRODUCT_COLUMNS = `p.id, p.seller_id, u.name AS seller_name, u.email AS seller_email,
  u.verified AS seller_verified, p.category_id, p.title, p.condition, p.description, p.location, p.mobile,
  p.orgprice_cents, p.resprice_cents, p.use_year, p.puryear, p.image_url, p.advertise, p.status, p.created_at,
  u.rating_count AS seller_rating_count, u.rating_total AS seller_rating_total, p.version,
  p.closed_at IS NOT NULL AS closed, p.withheld`;

/**
 * Public lists and pages leave the seller's e-mail and mobile out; the seller's own list and the
 * admin see them (a buyer who booked gets the mobile with the booking, or GET /product/{id}/contact).
 */
export const toProduct = (row: ProductRow, options: { withSellerContact: boolean }): Product => ({
  _id: row.id,
  sellerName: row.seller_name,
  ...(options.withSellerContact ? { sellerEmail: row.seller_email, mobile: row.mobile } : {}),
  category_id: row.category_id,
  title: row.title,
  condition: row.condition,
  description: row.description,
  location: row.location,
  orgprice: fromCents(row.orgprice_cents),
  resprice: fromCents(row.resprice_cents),
  useYear: row.use_year,
  puryear: row.puryear,
  imageUrl: row.image_url,
  advertise: row.advertise,
  status: row.status,
  date: row.created_at.toISOString(),
  verified: row.seller_verified,
  sellerId: row.seller_id,
  sellerRating: toRating(row.seller_rating_count, row.seller_rating_total),
  state: productState(row),
  version: row.version,
});

/** One listing as its page shows it: the product, its photos in order, its prices oldest first. */
export const toProductDetail = (
  row: ProductRow,
  images: string[],
  prices: Array<{ price_cents: number; changed_at: Date }>,
  options: { withSellerContact: boolean },
): ProductDetail => ({
  ...toProduct(row, options),
  images,
  priceHistory: prices.map((price) => ({
    price: fromCents(price.price_cents),
    changedAt: price.changed_at.toISOString(),
  })),
});

export const toAdvertised = (row: ProductRow): AdvertisedProduct => ({
  _id: row.id,
  productId: row.id,
  title: row.title,
  resprice: fromCents(row.resprice_cents),
  status: row.status,
  imageUrl: row.image_url,
  sellerName: row.seller_name,
  verified: row.seller_verified,
  sellerId: row.seller_id,
  sellerRating: toRating(row.seller_rating_count, row.seller_rating_total),
});

const PRODUCT_FROM = 'products p JOIN users u ON u.id = p.seller_id';
/** Products the site shows: deleted ones are archived, kept only for the money records. */
const LISTED = 'p.archived_at IS NULL';
/**
 * Products the public lists show: listed, not closed by their seller (a closed one keeps its page),
 * not hidden by a moderation decision (its page stays), not withheld while its seller is suspended.
 */
export const ON_PUBLIC_LISTS = 'p.closed_at IS NULL AND p.hidden_at IS NULL AND NOT p.withheld';

export function listCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.query<CategoryRow>('SELECT id, category_name, img FROM categories ORDER BY position, category_name');
}

export async function categoryExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM categories WHERE id = $1', [id])).length > 0;
}

/** A product row with its place in the newest-first order. */
export type ListedProductRow = ProductRow & { time_key: string };

/**
 * One keyset page of listed products, newest first, `limit + 1` rows (see toPage). `where` is
 * SQL over `p` with parameters $1…$n given in `params`.
 */
function newestProducts(
  db: Queryable,
  where: string,
  params: unknown[],
  page: PageRequest,
): Promise<ListedProductRow[]> {
  const n = params.length;
  const after = page.after ? `AND ${afterTimeId('p.created_at', 'p.id', `$${n + 2}`, `$${n + 3}`)}` : '';
  return db.query<ListedProductRow>(
    `SELECT ${PRODUCT_COLUMNS}, ${timeKey('p.created_at')} AS time_key FROM ${PRODUCT_FROM}
     WHERE ${where} AND ${LISTED} ${after} ORDER BY p.created_at DESC, p.id DESC LIMIT $${n + 1}`,
    [...params, page.limit + 1, ...(page.after ?? [])],
  );
}

export function listCategoryProducts(
  db: Queryable,
  categoryId: string,
  page: PageRequest,
): Promise<ListedProductRow[]> {
  return newestProducts(db, `p.category_id = $1 AND ${ON_PUBLIC_LISTS}`, [categoryId], page);
}

export function listSellerProducts(db: Queryable, sellerId: string, page: PageRequest): Promise<ListedProductRow[]> {
  return newestProducts(db, 'p.seller_id = $1', [sellerId], page);
}

/** Advertised products still available, newest first (the home carousel; closing ends an advertisement). */
export function listAdvertised(db: Queryable, page: PageRequest): Promise<ListedProductRow[]> {
  return newestProducts(db, 'p.advertise AND p.status AND p.hidden_at IS NULL AND NOT p.withheld', [], page);
}

export function findProduct(db: Queryable, id: string): Promise<ProductRow | undefined> {
  return db
    .query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.id = $1 AND ${LISTED}`, [id])
    .then((rows) => rows[0]);
}

export interface NewProduct {
  sellerId: string;
  categoryId: string;
  title: string;
  condition: Condition;
  description: string;
  location: string;
  mobile: string;
  orgpriceCents: number;
  respriceCents: number;
  useYear: number;
  puryear: number;
  imageUrl: string;
  /** Its photos in order, `imageUrl` first; just `imageUrl` when absent. */
  images?: string[];
  advertise?: boolean;
  createdAt?: Date;
}

/**
 * Adds a product with its photos and first price, and its title's words to the vocabulary search
 * corrects misspellings against. Run it in a transaction.
 */
export async function insertProduct(db: Queryable, product: NewProduct): Promise<string> {
  await db.query(
    `INSERT INTO search_words (word) SELECT unnest(tsvector_to_array(to_tsvector('english', $1))) ON CONFLICT DO NOTHING`,
    [product.title],
  );
  const rows = await db.query<{ id: string }>(
    `INSERT INTO products (seller_id, category_id, title, condition, description, location, mobile,
       orgprice_cents, resprice_cents, use_year, puryear, image_url, advertise, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, COALESCE($14, now()))
     RETURNING id`,
    [
      product.sellerId,
      product.categoryId,
      product.title,
      product.condition,
      product.description,
      product.location,
      product.mobile,
      product.orgpriceCents,
      product.respriceCents,
      product.useYear,
      product.puryear,
      product.imageUrl,
      product.advertise ?? false,
      product.createdAt ?? null,
    ],
  );
  const id = rows[0]!.id;
  await replaceProductImages(db, id, product.images ?? [product.imageUrl]);
  await db.query(
    'INSERT INTO price_history (product_id, price_cents, changed_at) SELECT id, resprice_cents, created_at FROM products WHERE id = $1',
    [id],
  );
  return id;
}

/** Sets a product's photos, in order (the first is its cover, products.image_url, set by the caller). */
export async function replaceProductImages(db: Queryable, productId: string, urls: readonly string[]): Promise<void> {
  await db.query('DELETE FROM product_images WHERE product_id = $1', [productId]);
  await db.query(
    `INSERT INTO product_images (product_id, position, url)
     SELECT $1, position - 1, url FROM unnest($2::text[]) WITH ORDINALITY AS photo(url, position)`,
    [productId, urls],
  );
}

/** Marks an available product advertised; returns how many rows changed (0 when it already was). */
export async function advertiseProduct(db: Queryable, id: string): Promise<number> {
  const rows = await db.query(
    'UPDATE products SET advertise = true WHERE id = $1 AND status AND closed_at IS NULL AND NOT advertise RETURNING id',
    [id],
  );
  return rows.length;
}

/**
 * Deletes a product as far as the site is concerned: it is archived (gone from every list and
 * lookup, its advertisement ended, its reports removed) but kept for the bookings, payment
 * intents and payments that point at it. Returns 0 when it was not listed.
 */
export async function archiveProduct(db: Queryable, id: string): Promise<number> {
  const rows = await db.query(
    `UPDATE products SET archived_at = now(), advertise = false WHERE id = $1 AND archived_at IS NULL RETURNING id`,
    [id],
  );
  return rows.length;
}

/** Locks a product's row for the rest of the transaction (see recording a payment); answers its price now. */
export async function lockProduct(db: Queryable, id: string): Promise<number | undefined> {
  const rows = await db.query<{ resprice_cents: number }>(
    'SELECT resprice_cents FROM products WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0]?.resprice_cents;
}

/**
 * Marks an available, listed product sold in one statement. Under concurrency exactly one caller
 * gets `true`: a second updater waits for the first's row lock and then no longer matches `status`.
 * A closed product is not for sale.
 */
export async function markSold(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE products SET status = false, advertise = false
     WHERE id = $1 AND status AND closed_at IS NULL AND archived_at IS NULL RETURNING id`,
    [id],
  );
  return rows.length === 1;
}

/**
 * Puts a sold product back on sale after its sale was refunded in full before the handover (its
 * seller may have closed or deleted it meanwhile: then it stays as it is).
 */
export async function putBackOnSale(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE products SET status = true WHERE id = $1 AND NOT status AND closed_at IS NULL AND archived_at IS NULL RETURNING id',
    [id],
  );
  return rows.length === 1;
}

/**
 * A product's mobile, its seller, and whether `buyerId` has a booking of it that is live (not
 * cancelled) or paid: who may see the number.
 */
export async function findProductContact(
  db: Queryable,
  id: string,
  buyerId: string,
): Promise<{ mobile: string; seller_id: string; booked: boolean } | undefined> {
  const rows = await db.query<{ mobile: string; seller_id: string; booked: boolean }>(
    `SELECT p.mobile, p.seller_id, EXISTS (
       SELECT 1 FROM bookings b LEFT JOIN payments pay ON pay.booking_id = b.id
       WHERE b.product_id = p.id AND b.buyer_id = $2 AND (b.cancelled_at IS NULL OR pay.id IS NOT NULL)
     ) AS booked
     FROM products p WHERE p.id = $1`,
    [id, buyerId],
  );
  return rows[0];
}
