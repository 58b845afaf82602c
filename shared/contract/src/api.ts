import type { Role, SelfServiceRole } from './domain';
import type { Static } from '@sinclair/typebox';
import type { Product, ProductDetails, Review } from './entities';
import type { ReviewPayloadSchema } from './schemas';

/** Every error the API returns. `errors` maps a field to its message on validation failures. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

/* ---- write results (the spec reads these flags) ---- */
export interface InsertResult {
  acknowledged: boolean;
  insertedId: string;
}
export interface UpdateResult {
  acknowledged: boolean;
  matchedCount: number;
  modifiedCount: number;
}
export interface DeleteResult {
  acknowledged: boolean;
  deletedCount: number;
}

/* ---- users and identity ---- */
export type RoleResponse = Array<{ role: Role }>;
export type VerifiedResponse = Array<{ verified: boolean }>;

/** PUT /users. The role applies only when the user is first saved; it never changes afterwards. */
export interface SaveUserPayload {
  name: string;
  email: string;
  img?: string;
  role?: SelfServiceRole;
  verified?: boolean;
}
export interface SaveUserResponse extends UpdateResult {
  upsertedId: string | null;
  role: Role;
}

export interface TokenResponse {
  accessToken: string;
}

/* ---- products ---- */
/** POST /products. Seller identity, status, advertise, date and verified are set by the server. */
export type NewProductPayload = ProductDetails;

/** POST /product/advertise. Only productId is used; the rest is read from the stored product. */
export interface AdvertisePayload {
  productId: string;
  title?: string;
  resprice?: number;
  status?: boolean;
  imageUrl?: string;
  sellerEmail?: string;
}

/* ---- admin ---- */
export interface VerifySellerPayload {
  verified: true;
  email?: string;
}

/* ---- reports ---- */
/** POST /report. Only productId is used; title, image and reporter come from stored data and the token. */
export interface ReportPayload {
  productId: string;
  imageUrl?: string;
  title?: string;
  email?: string;
}

/* ---- bookings ---- */
/**
 * POST /booking. The buyer's identity, product name, price, image and status come from
 * stored data; only productId, mobile and location are taken from the client.
 */
export interface BookingPayload {
  productId: string;
  mobile: string;
  location: string;
  userName?: string;
  email?: string;
  productName?: string;
  price?: number;
  paid?: boolean;
  imageUrl?: string;
  status?: boolean;
}

/* ---- trading: cancelling, reviews, saved items ---- */
/** POST /booking/{id}/cancel and PUT /favourites/{productId}. */
export interface AcknowledgedResult {
  acknowledged: true;
  modifiedCount?: number;
}

/** POST /reviews: one per paid order, by its buyer (whole stars, 1 to 5); the server's schema. */
export type ReviewPayload = Static<typeof ReviewPayloadSchema>;

/** GET /sellers/{id}/reviews: newest first, a page at a time. */
export interface ReviewsResponse {
  items: Review[];
  nextCursor: string | null;
}

/* ---- payments ---- */
/** POST /create-payment-intent. The amount comes from the stored booking, never from `price`. */
export interface PaymentIntentPayload {
  bookingId: string;
  price?: number;
}
export interface PaymentIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
  /** Amount to be charged, in cents, as the server computed it. */
  amount: number;
  currency: string;
  provider: PaymentProviderName;
}

/** POST /payments. Recorded only when the provider confirms the transaction for this booking and amount. */
export interface PaymentPayload {
  bookingId: string;
  transactionId: string;
  email?: string;
  price?: number;
  productId?: string;
}
export type PaymentResponse = InsertResult;

export type PaymentProviderName = 'dummy' | 'stripe';

/** Card details for the built-in test-card provider (Stripe test numbers). */
export interface TestCardConfirmPayload {
  clientSecret: string;
  card: { number: string; expMonth: number; expYear: number; cvc: string };
  billingDetails?: { name?: string; email?: string };
}
/** Mirrors the shape of Stripe's confirmCardPayment result. */
export type TestCardConfirmResponse =
  | { paymentIntent: { id: string; status: 'succeeded' | 'requires_action'; amount: number; currency: string } }
  | { error: { type: 'card_error' | 'invalid_request_error'; code: string; decline_code?: string; message: string } };

/* ---- images ---- */
export interface ImageUploadResponse {
  success: boolean;
  data: { url: string };
}

/* ---- health ---- */
/** GET /health: 200 with status ok when every dependency answers, else 503 with status degraded. */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'pglite' | 'postgres';
  /** Each dependency the instance uses: database, redis (with REDIS_URL), images. */
  dependencies: Record<string, 'ok' | 'down'>;
  uptime: number;
}

/* ---- search and pages ---- */
/** GET /products/search: one page of results; `nextCursor` asks for the next one (null on the last). */
export interface SearchResponse {
  items: Product[];
  nextCursor: string | null;
}

/** Header in which spec lists (whose body is an array) send the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
