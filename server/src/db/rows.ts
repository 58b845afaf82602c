import type {
  AdvertisedProduct,
  Booking,
  BookingState,
  Category,
  Condition,
  Product,
  ProductDetail,
  ProductState,
  Report,
  Role,
  SellerBooking,
  SellerRating,
  User,
} from '@replay/contract';
import { fromCents } from '@replay/contract';

/* Row shapes as the queries select them, and their mapping to the API contract. */

export interface UserRow {
  id: string;
  email: string;
  name: string;
  img: string;
  role: Role;
  verified: boolean;
  created_at: Date;
  /** The identity provider's user id (null until the account's first sign-in after it was made). */
  firebase_uid?: string | null;
  email_verified_at?: Date | null;
  phone?: string;
  meeting_place?: string;
  /** Tokens issued before this time are refused (see src/accounts/sessions.ts). */
  sessions_valid_after?: Date | null;
  /** The identity provider's last password change this API has seen. */
  password_changed_at?: Date | null;
  /** The newest sign-in whose password change time was looked up. */
  last_sign_in_at?: Date | null;
  [key: string]: unknown;
}

export const toUser = (row: UserRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  img: row.img,
  role: row.role,
  verified: row.verified,
});

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
  p.closed_at IS NOT NULL AS closed`;

/** Public lists leave the seller's e-mail out; the seller's own list and the admin see it. */
export const toProduct = (row: ProductRow, options: { withSellerEmail: boolean }): Product => ({
  _id: row.id,
  sellerName: row.seller_name,
  ...(options.withSellerEmail ? { sellerEmail: row.seller_email } : {}),
  category_id: row.category_id,
  title: row.title,
  condition: row.condition,
  description: row.description,
  location: row.location,
  mobile: row.mobile,
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
  options: { withSellerEmail: boolean },
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

export interface BookingRow {
  id: string;
  buyer_id: string;
  buyer_name: string;
  buyer_email: string;
  product_id: string;
  title: string;
  resprice_cents: number;
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
  [key: string]: unknown;
}

/**
 * A paid order shows what its payment recorded (title, amount, picture at the time); any other
 * booking shows the product as it is now.
 */
export const BOOKING_COLUMNS = `b.id, b.buyer_id, u.name AS buyer_name, u.email AS buyer_email, b.product_id,
  COALESCE(pay.title, p.title) AS title, COALESCE(pay.amount_cents, p.resprice_cents) AS resprice_cents,
  COALESCE(pay.image_url, p.image_url) AS image_url, p.status, b.mobile, b.location, pay.transaction_id,
  p.archived_at IS NOT NULL AS archived, p.closed_at IS NOT NULL AS closed, b.created_at, b.cancelled_at IS NOT NULL AS cancelled,
  COALESCE(h.booking_id = b.id, false) AS held, COALESCE(h.booking_id <> b.id, false) AS held_by_other,
  EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id) AS reviewed, p.seller_id, s.name AS seller_name`;

/** A booking with its buyer, product, seller, payment and the product's current hold, if any. */
export const BOOKING_FROM = `bookings b
  JOIN users u ON u.id = b.buyer_id
  JOIN products p ON p.id = b.product_id
  JOIN users s ON s.id = p.seller_id
  LEFT JOIN payments pay ON pay.booking_id = b.id
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
  sellerId: row.seller_id,
  sellerName: row.seller_name,
});

/** Where a booking stands for its seller; a payment outranks everything, then cancellation, then the product. */
export function bookingState(row: BookingRow): BookingState {
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
});

export interface ReportRow {
  id: string;
  product_id: string;
  title: string;
  image_url: string;
  email: string;
  reports: number;
  created_at: Date;
  [key: string]: unknown;
}

export const toReport = (row: ReportRow): Report => ({
  _id: row.id,
  productId: row.product_id,
  imageUrl: row.image_url,
  title: row.title,
  email: row.email,
  reports: row.reports,
  date: row.created_at.toISOString(),
});
