import { Type, type TSchema } from '@sinclair/typebox';
import {
  OFFER_STATES,
  APPEAL_STATES,
  AUDIT_TARGET_KINDS,
  CASE_STATES,
  CASE_TARGET_KINDS,
  DECISION_ACTIONS,
  DECISION_GROUNDS,
  BOOKING_STATES,
  CONDITIONS,
  LIMITS,
  DISPUTE_OUTCOMES,
  DISPUTE_STATES,
  LEDGER_LINE_TYPES,
  MOBILE_PATTERN,
  PAYMENT_PROVIDERS,
  PAYOUT_ACCOUNT_STATUSES,
  PAYOUT_STATUSES,
  PROBLEM_REASONS,
  NOTIFICATION_KINDS,
  PRODUCT_STATES,
  REPORT_REASONS,
  ROLES,
  SELF_SERVICE_ROLES,
} from './domain';

/*
 * `@replay/contract/schemas`: the shapes and rules of what clients send and what the API answers, as
 * JSON Schema (TypeBox), defined once. The endpoint entries (`./endpoints/`) are made of them; the
 * server validates requests and serialises answers with them; the contract's TypeScript types are
 * derived from them (`Static<typeof …>`), so a field or a limit cannot differ between the two. A
 * subpath, so a page that only needs the types never bundles TypeBox.
 */

/**
 * The form of an id: a UUID as the database writes it. JSON Schema's `uuid` format alone also
 * takes a `urn:uuid:` prefix, which PostgreSQL does not read.
 */
const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** Ids are UUIDs; anything else is a 400 with a clear message, not a database error. */
export const Id = Type.String({ format: 'uuid', pattern: UUID_PATTERN });

/** Text with at least one non-blank character, between `min` and `max` characters. */
export const Text = (min: number, max: number) => Type.String({ minLength: min, maxLength: max, pattern: '\\S' });
/** An amount of money: positive, at most LIMITS.priceMax, in whole cents. */
export const Money = Type.Number({ exclusiveMinimum: 0, maximum: LIMITS.priceMax, multipleOf: 0.01 });
const HTTP_URL_PATTERN = '^https?://\\S+$';
/** Web addresses only (no javascript: or data: URLs). */
export const HttpUrl = Type.String({ maxLength: 2048, pattern: HTTP_URL_PATTERN });
/** A web address, or empty for none. */
export const OptionalHttpUrl = Type.String({ maxLength: 2048, pattern: `^(${HTTP_URL_PATTERN.slice(1, -1)})?$` });
export const Mobile = Type.String({
  minLength: LIMITS.mobileMin,
  maxLength: LIMITS.mobileMax,
  pattern: MOBILE_PATTERN,
});
export const Location = Text(LIMITS.locationMin, LIMITS.locationMax);
/** One of a fixed list of strings, validated as a JSON-schema enum so the message lists the choices. */
export const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
export const Condition = OneOf(CONDITIONS);
export const SelfServiceRole = OneOf(SELF_SERVICE_ROLES);
/** An object that accepts no other properties. */
export const Strict = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

/** What a seller says about a product: the fields of the add-product form (POST /products). */
export const productDetailsProperties = {
  category_id: Id,
  title: Text(LIMITS.titleMin, LIMITS.titleMax),
  condition: Condition,
  description: Text(LIMITS.descriptionMin, LIMITS.descriptionMax),
  location: Location,
  mobile: Mobile,
  orgprice: Money,
  resprice: Money,
  useYear: Type.Integer({ minimum: 0, maximum: LIMITS.useYearMax }),
  puryear: Type.Integer({ minimum: LIMITS.purchaseYearMin, maximum: 9999 }),
  imageUrl: HttpUrl,
};
export const ProductDetailsSchema = Strict(productDetailsProperties);

/** A listing's photos in order, the cover first: 1 to LIMITS.productImagesMax images, none twice. */
export const ProductImages = Type.Array(HttpUrl, {
  minItems: 1,
  maxItems: LIMITS.productImagesMax,
  uniqueItems: true,
});

/**
 * An edit of a listing (PATCH /product/{id}): any of the seller's fields, its photos, and the
 * `version` the listing was loaded with (a listing changed since answers 409).
 */
export const productEditProperties = {
  version: Type.Integer({ minimum: 1 }),
  category_id: Type.Optional(productDetailsProperties.category_id),
  title: Type.Optional(productDetailsProperties.title),
  condition: Type.Optional(productDetailsProperties.condition),
  description: Type.Optional(productDetailsProperties.description),
  location: Type.Optional(productDetailsProperties.location),
  mobile: Type.Optional(productDetailsProperties.mobile),
  orgprice: Type.Optional(productDetailsProperties.orgprice),
  resprice: Type.Optional(productDetailsProperties.resprice),
  useYear: Type.Optional(productDetailsProperties.useYear),
  puryear: Type.Optional(productDetailsProperties.puryear),
  images: Type.Optional(ProductImages),
};

/** What a buyer types when booking: how to reach them and where to meet (POST /booking). */
export const bookingDetailsProperties = { productId: Id, mobile: Mobile, location: Location };

/* ---- params and queries ---- */

export const IdParams = Strict({ id: Id });

/** The spec's `?email=`: it grants nothing; when given it must be the caller's own (the server checks). */
export const EmailQuery = Strict({ email: Type.Optional(Type.String({ maxLength: 254 })) });

const pageProperties = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.listPageMax })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
};
/** A list's page: `limit` rows (at most 100) after `cursor`, the `nextCursor` of the previous page. */
export const PageQuery = Strict(pageProperties);
/** A spec list called with `?email=`, and its page. */
export const ListQuery = Strict({ ...EmailQuery.properties, ...pageProperties });

/* ---- what the API answers ---- */

/** Why something is reported, and what the reporter adds (at most LIMITS.reportDetailsMax characters). */
export const reportReasonProperties = {
  reason: Type.Optional(OneOf(REPORT_REASONS)),
  details: Type.Optional(Type.String({ maxLength: LIMITS.reportDetailsMax })),
};

/** An ISO-8601 timestamp in UTC. */
export const IsoDate = Type.String({ format: 'date-time' });
/** An amount as the API answers it: the listing's currency with two decimals, from integer cents. */
const Amount = Type.Number();
const Url = Type.String();

/** Every error: `message` for people; `errors` maps a field to its message on validation failures. */
export const ErrorBody = Strict({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** A wrong handover code: how many tries are left before the entry locks for an hour. */
  triesLeft: Type.Optional(Type.Integer()),
});

/** A buyer or seller as listed for the admin. */
export const UserSchema = Strict({
  _id: Id,
  name: Type.String(),
  email: Type.String(),
  img: Type.String(),
  role: OneOf(ROLES),
  verified: Type.Boolean(),
});

export const CategorySchema = Strict({ _id: Id, category_name: Type.String(), img: Url });

/** What buyers said of a seller: the mean of their 1–5 star reviews, one decimal (0 with none), and how many. */
export const SellerRatingSchema = Strict({ average: Type.Number(), count: Type.Integer() });

/**
 * A product listing: what the seller said of it (the add-product form) and what the server keeps.
 * `status` true means available or closed, false sold; `state` says which; `verified` is the
 * seller's current verification. `imageUrl` is the cover: lists carry no other photo.
 */
export const ProductSchema = Strict({
  _id: Id,
  sellerName: Type.String(),
  /** Only for the seller's own listings; never in public lists. */
  sellerEmail: Type.Optional(Type.String()),
  ...productDetailsProperties,
  /**
   * The seller's mobile: only for the seller, an admin, or a buyer with a live booking of the
   * product (the meet-up needs it then); every other answer leaves it out.
   */
  mobile: Type.Optional(Mobile),
  orgprice: Amount,
  resprice: Amount,
  imageUrl: Url,
  advertise: Type.Boolean(),
  status: Type.Boolean(),
  date: IsoDate,
  verified: Type.Boolean(),
  /** The seller's account id: their page is /seller/{sellerId}. */
  sellerId: Id,
  sellerRating: SellerRatingSchema,
  state: OneOf(PRODUCT_STATES),
  /** Moves on with every edit; an edit names the version it was made on. */
  version: Type.Integer(),
});

/** A price a listing had from `changedAt` on. */
export const PriceChangeSchema = Strict({ price: Amount, changedAt: IsoDate });

/**
 * One listing as its page shows it (GET /product/{id}): the product, its photos in order (the
 * cover first) and its price history, oldest first.
 */
export const ProductDetailSchema = Strict({
  ...ProductSchema.properties,
  images: Type.Array(Url),
  priceHistory: Type.Array(PriceChangeSchema),
});

/** An advertised product as the home carousel shows it. */
export const AdvertisedProductSchema = Strict({
  _id: Id,
  productId: Id,
  title: Type.String(),
  resprice: Amount,
  status: Type.Boolean(),
  imageUrl: Url,
  sellerName: Type.String(),
  verified: Type.Boolean(),
  sellerId: Id,
  sellerRating: SellerRatingSchema,
});

/** A buyer's booking. `status` is the product's current availability; `paid` is this buyer's payment. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A problem the buyer reported with an order, as its buyer and seller see it. */
export const OrderDisputeSchema = Strict({
  _id: Id,
  state: OneOf(DISPUTE_STATES),
  reason: OneOf(PROBLEM_REASONS),
  details: Type.String(),
  /** The seller's answer, once given. */
  response: Type.Optional(Type.String()),
  responseImages: Type.Optional(Type.Array(Type.String())),
  outcome: Type.Optional(OneOf(DISPUTE_OUTCOMES)),
  /** What the buyer got back, once resolved. */
  refundCents: Type.Optional(Type.Integer()),
  /** The admin's reason for the outcome. */
  resolution: Type.Optional(Type.String()),
});

/** Where a paid order stands between the payment and the seller's money (both sides' views). */
const orderProgressProperties = {
  /** When the item changed hands (the seller entered the code, or the buyer said they got it). */
  handoverAt: Type.Optional(Nullable(IsoDate)),
  /** Until when the buyer may report a problem; the seller's money is released after it. */
  protectionEndsAt: Type.Optional(Nullable(IsoDate)),
  /** Without a handover by then, the buyer is refunded in full. */
  handoverDueAt: Type.Optional(Nullable(IsoDate)),
  /** Money given back to the buyer so far, in cents. */
  refundedCents: Type.Optional(Type.Integer()),
  dispute: Type.Optional(Nullable(OrderDisputeSchema)),
};

export const BookingSchema = Strict({
  _id: Id,
  userName: Type.String(),
  email: Type.String(),
  productName: Type.String(),
  price: Amount,
  mobile: Type.String(),
  location: Type.String(),
  paid: Type.Boolean(),
  imageUrl: Url,
  productId: Id,
  status: Type.Boolean(),
  /** The transaction of this booking's recorded payment, when paid. */
  transactionId: Type.Optional(Type.String()),
  date: IsoDate,
  /** The buyer cancelled it (unpaid bookings only); they may book the product again. */
  cancelled: Type.Boolean(),
  /** Another buyer is paying for the product right now. */
  reservedByOther: Type.Boolean(),
  /** The buyer already rated the seller for this order. */
  reviewed: Type.Boolean(),
  sellerId: Id,
  sellerName: Type.String(),
  /** The seller's mobile for this product, while the booking is live or paid (the meet-up needs it). */
  sellerMobile: Type.Optional(Type.String()),
  /** Once paid, until the seller confirms the handover with it: the code the buyer shows at the meet-up. */
  handoverCode: Type.Optional(Type.String()),
  /** The accepted offer this booking was made at (its `price` is the agreed one). */
  offerId: Type.Optional(Id),
  ...orderProgressProperties,
});

/** A booking of one of the seller's products: who, how to reach them, where to meet, where it stands. */
export const SellerBookingSchema = Strict({
  _id: Id,
  productId: Id,
  productName: Type.String(),
  price: Amount,
  /** The buyer's account: the seller may message them about this product. */
  buyerId: Id,
  buyerName: Type.String(),
  buyerEmail: Type.String(),
  mobile: Type.String(),
  location: Type.String(),
  bookedAt: IsoDate,
  state: OneOf(BOOKING_STATES),
  /** Once paid: the Replay Market fee frozen on the order, and what the seller earns (after any refund). */
  feeCents: Type.Optional(Type.Integer()),
  netCents: Type.Optional(Type.Integer()),
  /** Once paid and not yet handed over: the code's entry is locked until then after 5 wrong tries. */
  handoverLockedUntil: Type.Optional(Nullable(IsoDate)),
  /** The accepted offer this booking was made at (its `price` is the agreed one). */
  offerId: Type.Optional(Id),
  ...orderProgressProperties,
});

/** A seller's public profile. */
export const SellerProfileSchema = Strict({
  _id: Id,
  name: Type.String(),
  img: Type.String(),
  verified: Type.Boolean(),
  memberSince: IsoDate,
  rating: SellerRatingSchema,
});

/** A buyer's review of a seller after a paid order. */
export const ReviewSchema = Strict({
  _id: Id,
  rating: Type.Integer(),
  comment: Type.String(),
  buyerName: Type.String(),
  date: IsoDate,
});

/** A reported product as the admin reviews it: one row per product, however many reports it got. */
export const ReportSchema = Strict({
  _id: Id,
  productId: Id,
  imageUrl: Url,
  title: Type.String(),
  /** E-mail of the latest reporter. */
  email: Type.String(),
  /** How many users reported the product. */
  reports: Type.Integer(),
  date: IsoDate,
  /** How many reports gave each reason. */
  reasons: Type.Optional(Type.Record(Type.String(), Type.Integer())),
});

/** Something that happened to the user: the bell lists it, `link` is the site's page it concerns. */
export const NotificationSchema = Strict({
  _id: Id,
  kind: OneOf(NOTIFICATION_KINDS),
  title: Type.String(),
  body: Type.String(),
  /** A path of the site (`/dashboard/mybookings`). */
  link: Type.String(),
  createdAt: IsoDate,
  read: Type.Boolean(),
});

/** Where a category of notification reaches the user. */
const ChannelsSchema = Strict({ email: Type.Boolean(), inApp: Type.Boolean() });
/**
 * The choices a user has: `activity` (reviews, verification, removed listings). Orders (bookings,
 * sales, receipts, refunds) and account mails are always sent.
 */
export const NotificationPreferencesSchema = Strict({ activity: ChannelsSchema });

/** A conversation about a product between its seller and one buyer, as each of them lists it. */
export const ConversationSchema = Strict({
  _id: Id,
  product: Strict({
    _id: Id,
    title: Type.String(),
    imageUrl: Url,
    resprice: Amount,
    /** The spec's availability: false once sold. */
    status: Type.Boolean(),
    /** The listing was removed (by its seller or an admin): the conversation stays readable. */
    closed: Type.Boolean(),
  }),
  /** The member who is not the caller. */
  otherParty: Strict({ _id: Id, name: Type.String(), img: Type.String() }),
  lastMessage: Type.Union([Strict({ body: Type.String(), sentAt: IsoDate, mine: Type.Boolean() }), Type.Null()]),
  /** Messages of the other member the caller has not read. */
  unread: Type.Integer(),
  /** The caller blocked the other member (neither may message the other while either blocks). */
  blocked: Type.Boolean(),
});

/** A message of a conversation. A message an admin removed reads "Message removed by admin". */
export const MessageSchema = Strict({
  _id: Id,
  body: Type.String(),
  sentAt: IsoDate,
  /** Sent by the caller. */
  mine: Type.Boolean(),
  senderName: Type.String(),
  /** An admin removed it after a report. */
  removed: Type.Boolean(),
  /** The sender's own id of the send, on the caller's own messages (a retried send is the same message). */
  clientId: Type.Optional(Type.String()),
});

/** The token of a send, chosen by the client: the same one again is the same message. */
export const ClientId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A reported message as the admin reviews it: one row per message, however many reports it got. */
export const MessageReportSchema = Strict({
  /** The message's id. */
  _id: Id,
  body: Type.String(),
  sentAt: IsoDate,
  senderId: Id,
  senderName: Type.String(),
  senderEmail: Type.String(),
  productTitle: Type.String(),
  /** Each reason given, once. */
  reasons: Type.Array(OneOf(REPORT_REASONS)),
  /** How many users reported it. */
  reports: Type.Integer(),
  /** When it was last reported. */
  reportedAt: IsoDate,
});

/** The caller's unread counts: messages and notifications. */
export const BadgesSchema = Strict({
  messages: Type.Integer(),
  notifications: Type.Integer(),
  /** A buyer's bookings waiting for their payment. */
  ordersToPay: Type.Optional(Type.Integer()),
  /** A seller's bookings waiting for the buyer's payment or the handover. */
  bookingsToAnswer: Type.Optional(Type.Integer()),
  /** An admin's open moderation cases. */
  openCases: Type.Optional(Type.Integer()),
});

/** A page of a `body`-paged list. */
export const PageOf = <T extends TSchema>(item: T) =>
  Strict({ items: Type.Array(item), nextCursor: Type.Union([Type.String(), Type.Null()]) });

/* Write results: the spec's clients read these flags. */
export const InsertResultSchema = Strict({ acknowledged: Type.Boolean(), insertedId: Id });
export const UpdateResultSchema = Strict({
  acknowledged: Type.Boolean(),
  matchedCount: Type.Integer(),
  modifiedCount: Type.Integer(),
});
export const DeleteResultSchema = Strict({ acknowledged: Type.Boolean(), deletedCount: Type.Integer() });
export const AcknowledgedSchema = Strict({
  acknowledged: Type.Literal(true),
  modifiedCount: Type.Optional(Type.Integer()),
});

/* ---- Sellers get paid ---- */

/** What a seller has earned, in cents: pending (paid orders not yet released, after the fee), available, paid out. */
export const BalanceSchema = Strict({
  pendingCents: Type.Integer(),
  availableCents: Type.Integer(),
  paidOutCents: Type.Integer(),
  currency: Type.String(),
});

/** A line of a seller's ledger: `amountCents` signed from the seller's side, and both balances after it. */
export const LedgerLineSchema = Strict({
  _id: Type.String(),
  type: OneOf(LEDGER_LINE_TYPES),
  amountCents: Type.Integer(),
  bookingId: Type.Optional(Id),
  productId: Type.Optional(Id),
  description: Type.String(),
  createdAt: IsoDate,
  pendingBalanceCents: Type.Integer(),
  availableBalanceCents: Type.Integer(),
});

/** A seller's payout account: its status and what the provider still needs. */
export const PayoutAccountSchema = Strict({
  /** Who keeps the account: the built-in provider (a form on our page) or Stripe (its onboarding link). */
  provider: OneOf(PAYMENT_PROVIDERS),
  status: OneOf(PAYOUT_ACCOUNT_STATUSES),
  requirements: Type.Array(Type.String()),
  legalName: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
  /** The account number's last four characters. */
  ibanLast4: Type.Optional(Type.String()),
});

/** ISO 3166-1 alpha-2. */
const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });

/** A payout account with the built-in provider: who, where, and the account number (IBAN). */
export const PayoutAccountInputSchema = Strict({
  legalName: Text(2, LIMITS.nameMax),
  country: CountryCode,
  iban: Type.String({ minLength: 5, maxLength: 42 }),
});

export const PayoutSchema = Strict({
  _id: Id,
  amountCents: Type.Integer(),
  status: OneOf(PAYOUT_STATUSES),
  createdAt: IsoDate,
  failureMessage: Type.Optional(Type.String()),
});

/** A dispute as the admin's Disputes page lists it. */
export const AdminDisputeSchema = Strict({
  _id: Id,
  bookingId: Id,
  productTitle: Type.String(),
  reason: OneOf(PROBLEM_REASONS),
  details: Type.String(),
  state: OneOf(DISPUTE_STATES),
  openedAt: IsoDate,
  response: Type.Optional(Type.String()),
  responseImages: Type.Optional(Type.Array(Type.String())),
  buyerName: Type.String(),
  sellerName: Type.String(),
  /** What the buyer paid, and what may still be refunded, in cents. */
  paidCents: Type.Integer(),
  refundableCents: Type.Integer(),
  outcome: Type.Optional(OneOf(DISPUTE_OUTCOMES)),
  refundCents: Type.Optional(Type.Integer()),
  resolution: Type.Optional(Type.String()),
  resolvedAt: Type.Optional(IsoDate),
});

/** The reconciliation job's last run: whether the ledger agrees with payments, refunds, payouts and the provider. */
export const ReconciliationSchema = Strict({
  at: IsoDate,
  ok: Type.Boolean(),
  differences: Type.Array(Type.String()),
});

/** The admin's Money page. */
export const MoneyOverviewSchema = Strict({
  feesCents: Type.Integer(),
  heldCents: Type.Integer(),
  pendingPayoutsCents: Type.Integer(),
  /** Available money of sellers whose accounts were closed, held until it is paid out. */
  closedAccountsCents: Type.Integer(),
  currency: Type.String(),
  lastReconciliation: Nullable(ReconciliationSchema),
});

/** The fee rule, for the listing form's "You'll earn" line. */
export const FeeRuleSchema = Strict({ percent: Type.Number(), minCents: Type.Integer(), currency: Type.String() });

/** A change of the handover: when the item changed hands and until when the buyer may report a problem. */
export const HandoverSchema = Strict({ handoverAt: IsoDate, protectionEndsAt: IsoDate });

/* ---- The audit log ---- */

/** What an admin acted on: a user, a product, a message or a dispute, by id. */
export const AuditTargetSchema = Strict({ kind: OneOf(AUDIT_TARGET_KINDS), id: Type.String() });

/** One admin action, as the audit log keeps it for ever. */
export const AuditEntrySchema = Strict({
  _id: Id,
  actor: Strict({ _id: Id, name: Type.String() }),
  /** The endpoint's name (`deleteSeller`, `resolveDispute`…). */
  action: Type.String(),
  target: AuditTargetSchema,
  ground: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  /** The request that did it, as the API's logs and traces name it. */
  requestId: Type.String(),
  createdAt: IsoDate,
});

/* ---- Moderation: cases, decisions, appeals, transparency ---- */

/** What a case or a decision is about, by kind and id. */
export const CaseTargetSchema = Strict({ kind: OneOf(CASE_TARGET_KINDS), id: Id });

/** How many reports and notices gave each reason. */
const ReasonCounts = Type.Record(Type.String(), Type.Integer());

/** What the admin sees of a case's target without opening it. */
export const CasePreviewSchema = Strict({
  /** A listing's title, a message's text, a member's name. */
  text: Type.String(),
  imageUrl: Type.Optional(Type.String()),
  /** Whose content it is (the member the decision would affect). */
  owner: Nullable(Strict({ _id: Id, name: Type.String(), email: Type.String() })),
  /** False once it is gone (a listing removed, a message hidden, an account closed). */
  present: Type.Boolean(),
});

/** One case of the moderation queue: every report and notice about one target. */
export const CaseSchema = Strict({
  _id: Id,
  target: CaseTargetSchema,
  reasons: ReasonCounts,
  /** Reports and notices, together. */
  reports: Type.Integer(),
  firstAt: IsoDate,
  lastAt: IsoDate,
  state: OneOf(CASE_STATES),
  /** Whether any report gave a severe reason (illegal or scam): those come first. */
  severe: Type.Boolean(),
  preview: CasePreviewSchema,
});

/** A report or notice of a case, as the admin reads it. */
export const CaseReportSchema = Strict({
  _id: Id,
  source: OneOf(['report', 'notice'] as const),
  reason: OneOf(REPORT_REASONS),
  details: Type.Optional(Type.String()),
  /** A signed-in reporter; a notice's notifier is named by name and e-mail instead. */
  reporter: Nullable(Strict({ _id: Id, name: Type.String() })),
  notifier: Type.Optional(Strict({ name: Type.String(), email: Type.String(), reference: Type.String() })),
  createdAt: IsoDate,
});

/** An appeal of a decision, and how it ended. */
export const AppealSchema = Strict({
  _id: Id,
  text: Type.String(),
  state: OneOf(APPEAL_STATES),
  createdAt: IsoDate,
  decidedAt: Type.Optional(IsoDate),
  /** The deciding admin's reasons. */
  reason: Type.Optional(Type.String()),
});

/** A decision with its statement of reasons. */
export const DecisionSchema = Strict({
  _id: Id,
  action: OneOf(DECISION_ACTIONS),
  ground: OneOf(DECISION_GROUNDS),
  law: Type.Optional(Type.String()),
  facts: Type.String(),
  target: CaseTargetSchema,
  /** What the target was when decided: a listing's title, a message's text, the member's name. */
  targetText: Type.String(),
  /** A suspension's length and end. */
  days: Type.Optional(Type.Number()),
  suspendedUntil: Type.Optional(IsoDate),
  /** Always false: a person decided. */
  automated: Type.Boolean(),
  createdAt: IsoDate,
  appealUntil: IsoDate,
  appeal: Nullable(AppealSchema),
  /** Set when an appeal reversed it. */
  reversedAt: Type.Optional(IsoDate),
});

/** The case in full: its reports and notices, its target, the owner's earlier decisions. */
export const CaseDetailSchema = Strict({
  ...CaseSchema.properties,
  items: Type.Array(CaseReportSchema),
  /** The owner's earlier decisions, newest first. */
  history: Type.Array(DecisionSchema),
  /** Warnings and suspensions on record that no appeal reversed. */
  strikes: Type.Integer(),
  suspendedUntil: Nullable(IsoDate),
  /** This case's decision, once decided. */
  decision: Nullable(DecisionSchema),
});

/** An appeal as the admin decides it: with the decision it appeals and who made it. */
export const AdminAppealSchema = Strict({
  ...AppealSchema.properties,
  decision: DecisionSchema,
  /** The admin who made the decision. */
  decidedBy: Strict({ _id: Id, name: Type.String() }),
  appellant: Strict({ _id: Id, name: Type.String(), email: Type.String() }),
});

/** A month of moderation, computed from the tables. */
export const TransparencySchema = Strict({
  month: Type.String(),
  notices: ReasonCounts,
  decisions: ReasonCounts,
  grounds: ReasonCounts,
  medianHoursToDecision: Nullable(Type.Number()),
  appeals: Type.Integer(),
  reversals: Type.Integer(),
});

/* ---- Offers ---- */

/** One round of an offer chain: the buyer's offer or the seller's counter. */
export const OfferRoundSchema = Strict({
  by: OneOf(['buyer', 'seller'] as const),
  amountCents: Type.Integer(),
  at: IsoDate,
});

/** An offer chain as a list shows it. */
export const OfferSchema = Strict({
  _id: Id,
  productId: Id,
  productTitle: Type.String(),
  productImageUrl: Type.String(),
  /** The listed price when the offer was last answered, in cents. */
  listedCents: Type.Integer(),
  buyerId: Id,
  buyerName: Type.String(),
  sellerId: Id,
  sellerName: Type.String(),
  conversationId: Id,
  /** The amount on the table (the last round's), in cents. */
  amountCents: Type.Integer(),
  state: OneOf(OFFER_STATES),
  /** Rounds so far (an offer or a counter each). */
  round: Type.Integer(),
  /** Until when the open offer or counter may be answered. */
  expiresAt: IsoDate,
  /** An accepted offer: until when its booking may be paid, and the booking. */
  payUntil: Type.Optional(IsoDate),
  bookingId: Type.Optional(Id),
  updatedAt: IsoDate,
});

/** The offer with its rounds, oldest first. */
export const OfferDetailSchema = Strict({ ...OfferSchema.properties, rounds: Type.Array(OfferRoundSchema) });
