import type { Condition, Role } from './domain';

/** An ISO-8601 timestamp in UTC, as sent over the wire. */
export type IsoDate = string;

/** A buyer or seller as listed for the admin (spec section 3). */
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

/** What the seller says about a product: the fields of the add-product form (POST /products). */
export interface ProductDetails {
  category_id: string;
  title: string;
  condition: Condition;
  description: string;
  location: string;
  mobile: string;
  orgprice: number;
  resprice: number;
  useYear: number;
  puryear: number;
  imageUrl: string;
}

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
