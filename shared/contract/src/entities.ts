import type { Static } from '@sinclair/typebox';
import type { Role } from './domain';
import type { ProductDetailsSchema } from './schemas';

/** An ISO-8601 timestamp in UTC, as sent over the wire. */
export type IsoDate = string;

/** A buyer or seller as listed for the admin. */
export interface User {
  _id: string;
  name: string;
  email: string;
  img: string;
  role: Role;
  verified: boolean;
}

export interface Category {
  _id: string;
  category_name: string;
  img: string;
}

/**
 * What the seller says about a product: the fields of the add-product form (POST /products),
 * derived from the schema the server validates them with (`@replay/contract/schemas`).
 */
export type ProductDetails = Static<typeof ProductDetailsSchema>;

/**
 * A product listing. Money is in the listing's currency with two decimals, computed
 * from integer cents on the server. `status` true means available; false means sold.
 * `verified` is the seller's current verification, so verifying a seller badges all
 * of their products.
 */
export interface Product extends ProductDetails {
  _id: string;
  sellerName: string;
  /** Present only for the seller's own listings and for the admin; never in public lists. */
  sellerEmail?: string;
  advertise: boolean;
  status: boolean;
  date: IsoDate;
  verified: boolean;
  /** The seller's account id: their page is /seller/{sellerId}. */
  sellerId: string;
  sellerRating: SellerRating;
}

/** What buyers said of a seller: the mean of their 1–5 star reviews, one decimal, and how many. */
export interface SellerRating {
  /** 0 when there are no reviews yet. */
  average: number;
  count: number;
}

/** An advertised product as shown in the home carousel. */
export interface AdvertisedProduct {
  _id: string;
  productId: string;
  title: string;
  resprice: number;
  status: boolean;
  imageUrl: string;
  sellerName: string;
  verified: boolean;
  sellerId: string;
  sellerRating: SellerRating;
}

/** A buyer's booking. `status` is the product's current availability; `paid` is this buyer's payment. */
export interface Booking {
  _id: string;
  userName: string;
  email: string;
  productName: string;
  price: number;
  mobile: string;
  location: string;
  paid: boolean;
  imageUrl: string;
  productId: string;
  status: boolean;
  /** Transaction id of this booking's recorded payment, when paid. */
  transactionId?: string;
  date: IsoDate;
  /** The buyer cancelled it (unpaid bookings only); they may book the product again. */
  cancelled: boolean;
  /** Another buyer is paying for the product right now (see HOLD_MINUTES). */
  reservedByOther: boolean;
  /** The buyer already rated the seller for this order. */
  reviewed: boolean;
  sellerId: string;
  sellerName: string;
}

/** Where a booking stands, as its seller sees it. */
export const BOOKING_STATES = ['waiting', 'reserved', 'paid', 'cancelled', 'sold_to_another'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** A booking of one of the seller's products (GET /seller/bookings): who, how to reach them, where to meet. */
export interface SellerBooking {
  _id: string;
  productId: string;
  productName: string;
  price: number;
  buyerName: string;
  buyerEmail: string;
  mobile: string;
  location: string;
  bookedAt: IsoDate;
  state: BookingState;
}

/** A seller's public profile (GET /sellers/{id}). */
export interface SellerProfile {
  _id: string;
  name: string;
  img: string;
  verified: boolean;
  memberSince: IsoDate;
  rating: SellerRating;
}

/** A buyer's review of a seller after a paid order. */
export interface Review {
  _id: string;
  rating: number;
  comment: string;
  buyerName: string;
  date: IsoDate;
}

/** A reported product as the admin reviews it: one row per product, however many reports it got. */
export interface Report {
  _id: string;
  productId: string;
  imageUrl: string;
  title: string;
  /** E-mail of the latest reporter. */
  email: string;
  /** How many users reported the product. */
  reports: number;
  date: IsoDate;
}

export interface Payment {
  _id: string;
  email: string;
  transactionId: string;
  bookingId: string;
  productId: string;
  price: number;
  date: IsoDate;
}
