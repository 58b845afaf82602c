import type { Static } from '@sinclair/typebox';
import type { BodyOf, ResponseOf } from './endpoint';
import type * as endpoints from './endpoints';
import type * as schemas from './schemas';

/*
 * The types of what the API answers and takes, derived from their schemas (`./schemas.ts`) and
 * endpoint entries (`./endpoints/`): a field or a rule is written once, there. Type-only imports:
 * no page downloads a schema for them.
 */

/** An ISO-8601 timestamp in UTC, as sent over the wire. */
export type IsoDate = string;

/** Every error the API returns: `message`, and `errors` (field → message) on validation failures. */
export type ApiError = Static<typeof schemas.ErrorBody>;

/** A buyer or seller as listed for the admin. */
export type User = Static<typeof schemas.UserSchema>;
export type Category = Static<typeof schemas.CategorySchema>;
/** What the seller says about a product: the fields of the add-product form (POST /products). */
export type ProductDetails = Static<typeof schemas.ProductDetailsSchema>;
/** A product listing; money in the listing's currency with two decimals, from integer cents. */
export type Product = Static<typeof schemas.ProductSchema>;
/** One listing as its page shows it: the product, its photos in order and its price history. */
export type ProductDetail = Static<typeof schemas.ProductDetailSchema>;
/** A price a listing had from `changedAt` on. */
export type PriceChange = Static<typeof schemas.PriceChangeSchema>;
export type SellerRating = Static<typeof schemas.SellerRatingSchema>;
/** An advertised product as shown in the home carousel. */
export type AdvertisedProduct = Static<typeof schemas.AdvertisedProductSchema>;
/** A buyer's booking. `status` is the product's current availability; `paid` is this buyer's payment. */
export type Booking = Static<typeof schemas.BookingSchema>;
/** A booking of one of the seller's products: who, how to reach them, where to meet. */
export type SellerBooking = Static<typeof schemas.SellerBookingSchema>;
/** A seller's public profile. */
export type SellerProfile = Static<typeof schemas.SellerProfileSchema>;
/** A buyer's review of a seller after a paid order. */
export type Review = Static<typeof schemas.ReviewSchema>;
/** A reported product as the admin reviews it: one row per product, however many reports it got. */
export type Report = Static<typeof schemas.ReportSchema>;

/** Something that happened to the user, as the bell lists it. */
export type Notification = Static<typeof schemas.NotificationSchema>;
/** Where the user gets the notifications they may turn off. */
export type NotificationPreferences = Static<typeof schemas.NotificationPreferencesSchema>;

/** A conversation about a product between its seller and one buyer, as the caller lists it. */
export type Conversation = Static<typeof schemas.ConversationSchema>;
/** A message of a conversation. */
export type Message = Static<typeof schemas.MessageSchema>;
/** A reported message as the admin reviews it. */
export type MessageReport = Static<typeof schemas.MessageReportSchema>;
/** The caller's unread counts of messages and notifications. */
export type Badges = Static<typeof schemas.BadgesSchema>;

/* Write results: the spec's clients read these flags. */
export type InsertResult = Static<typeof schemas.InsertResultSchema>;
export type UpdateResult = Static<typeof schemas.UpdateResultSchema>;
export type DeleteResult = Static<typeof schemas.DeleteResultSchema>;
export type AcknowledgedResult = Static<typeof schemas.AcknowledgedSchema>;

/* Payloads and answers more than one module names. */
export type NewProductPayload = BodyOf<typeof endpoints.addProduct>;
export type ProductEditPayload = BodyOf<typeof endpoints.editProduct>;
export type BookingPayload = BodyOf<typeof endpoints.bookProduct>;
export type ReviewPayload = BodyOf<typeof endpoints.reviewSeller>;
export type PaymentIntentResponse = ResponseOf<typeof endpoints.createPaymentIntent>;
/** Mirrors the shape of Stripe's confirmCardPayment result. */
export type TestCardConfirmResponse = ResponseOf<typeof endpoints.confirmTestCard>;
export type TestCardConfirmPayload = BodyOf<typeof endpoints.confirmTestCard>;
export type SaveUserPayload = BodyOf<typeof endpoints.saveUser>;
export type HealthResponse = ResponseOf<typeof endpoints.getHealth>;

/* Sellers get paid. */
/** A seller's money in cents: pending, available, paid out. */
export type Balance = Static<typeof schemas.BalanceSchema>;
/** A line of a seller's ledger, with both balances after it. */
export type LedgerLine = Static<typeof schemas.LedgerLineSchema>;
export type PayoutAccount = Static<typeof schemas.PayoutAccountSchema>;
export type PayoutAccountInput = Static<typeof schemas.PayoutAccountInputSchema>;
export type Payout = Static<typeof schemas.PayoutSchema>;
/** A problem reported with an order, as its buyer and seller see it. */
export type OrderDispute = Static<typeof schemas.OrderDisputeSchema>;
export type AdminDispute = Static<typeof schemas.AdminDisputeSchema>;
export type MoneyOverview = Static<typeof schemas.MoneyOverviewSchema>;
/** The fee's rule as the API answers it (GET /fees). */
export type FeeRuleInfo = Static<typeof schemas.FeeRuleSchema>;
export type Handover = Static<typeof schemas.HandoverSchema>;

/* The audit log. */
export type AuditEntry = Static<typeof schemas.AuditEntrySchema>;
export type AuditTarget = Static<typeof schemas.AuditTargetSchema>;

/* Moderation. */
export type CaseTarget = Static<typeof schemas.CaseTargetSchema>;
export type CasePreview = Static<typeof schemas.CasePreviewSchema>;
export type ModerationCase = Static<typeof schemas.CaseSchema>;
export type CaseReport = Static<typeof schemas.CaseReportSchema>;
export type CaseDetail = Static<typeof schemas.CaseDetailSchema>;
export type Decision = Static<typeof schemas.DecisionSchema>;
export type Appeal = Static<typeof schemas.AppealSchema>;
export type AdminAppeal = Static<typeof schemas.AdminAppealSchema>;
export type Transparency = Static<typeof schemas.TransparencySchema>;

/* Offers. */
export type Offer = Static<typeof schemas.OfferSchema>;
export type OfferDetail = Static<typeof schemas.OfferDetailSchema>;
export type OfferRound = Static<typeof schemas.OfferRoundSchema>;
