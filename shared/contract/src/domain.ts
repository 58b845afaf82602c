/** Roles a user can hold. Buyers and sellers choose at sign-up; admins come from configuration. */
export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a user may pick for themself when signing up. */
export const SELF_SERVICE_ROLES = ['buyer', 'seller'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Business constants of the product and our own limits. */
export const LIMITS = {
  passwordMin: 6,
  descriptionPreview: 100,
  titleMin: 3,
  titleMax: 120,
  descriptionMin: 1,
  descriptionMax: 2000,
  locationMin: 2,
  locationMax: 120,
  mobileMin: 6,
  mobileMax: 20,
  nameMax: 80,
  priceMax: 1_000_000,
  useYearMax: 60,
  purchaseYearMin: 1970,
  imageMaxBytes: 5 * 1024 * 1024,
  /** Search results per page: the default and the most one page may ask for. */
  searchPageDefault: 24,
  searchPageMax: 48,
  /** Rows of a spec list per page, at most. */
  listPageMax: 100,
  /** A review's comment, in characters. */
  reviewCommentMax: 500,
  /** A report's or a notice's details, in characters. */
  reportDetailsMax: 1000,
  /** Reviews per page on a seller's page. */
  reviewsPage: 10,
  /** A message's text, in characters, once trimmed. */
  messageMax: 2000,
  /** Messages per page of a conversation, and conversations per page of the inbox. */
  messagesPage: 30,
  conversationsPage: 20,
  /** Photos of one listing, the cover first. */
  productImagesMax: 8,
  /** A public notice's explanation, an admin's facts, an appeal's text, in characters. */
  noticeExplanationMax: 2000,
  decisionFactsMax: 2000,
  appealTextMax: 2000,
  /** The law an "illegal content" decision names. */
  lawMax: 200,
  /** A suspension's length, in days (fractions allowed). */
  suspensionDaysMax: 365,
} as const;

/** Sort orders of the search page. */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'discount'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A phone number: digits, spaces, parentheses and dashes, an optional leading +. JSON-schema and RegExp source. */
export const MOBILE_PATTERN = '^\\+?[0-9][0-9 ()-]{4,18}[0-9]$';

/** Accepted image content types, checked by content on the server. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * The widths (px) the API resizes a stored image to: `GET /images/{name}?w=192` answers that
 * image at most 192 px wide (never wider than it is), as WebP for browsers that accept it, else
 * JPEG. Pages pick one with `srcset` so a 64 px thumbnail does not download a 640 px photo.
 */
export const IMAGE_WIDTHS = [96, 192, 384, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Where a booking stands, as its seller sees it. */
export const BOOKING_STATES = ['waiting', 'reserved', 'paid', 'cancelled', 'sold_to_another', 'refunded'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/**
 * Where a listing stands: on sale, closed by its seller (off every public list; it may be reopened)
 * or sold (here, or elsewhere as its seller said). The spec's `status` boolean stays beside it:
 * false exactly when sold.
 */
export const PRODUCT_STATES = ['available', 'closed', 'sold'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

/** Card payment providers: Stripe (test mode), or the built-in test-card provider (`dummy`). */
export const PAYMENT_PROVIDERS = ['dummy', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What a notification tells of (the bell lists them; most also come by e-mail). */
export const NOTIFICATION_KINDS = [
  'booking_created',
  'booking_cancelled',
  'sold',
  'receipt',
  'sold_to_another',
  'refund',
  'review',
  'listing_removed',
  'seller_verified',
  'account_closed',
  'listing_ended',
  'price_drop',
  'handover_confirmed',
  'handover_reminder',
  'funds_available',
  'payout_sent',
  'payout_failed',
  'problem_reported',
  'dispute_resolved',
  'report_received',
  'report_decided',
  'decision',
  'appeal_received',
  'appeal_decided',
  'suspension_ended',
  'listing_unavailable',
  'offer_received',
  'offer_countered',
  'offer_accepted',
  'offer_declined',
  'offer_expired',
  'offer_lapsed',
  'offer_superseded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The live stream (`GET /events`, Server-Sent Events): the name of the event a user's page gets when
 * they have a new notification (or read some elsewhere); its data is `{ "unread": N }`.
 */
export const NOTIFICATION_EVENT = 'notification';

/**
 * The live stream's event of a conversation: a message in it (sent, received, or removed by an
 * admin) or the user read it elsewhere. Its data is `{ "conversationId": …, "unread": N }`, N the
 * messages of that conversation the user has not read.
 */
export const MESSAGE_EVENT = 'message';

/**
 * The live stream's event telling a user's open pages that their sessions have ended (the account was
 * recovered, its password or address changed, or it was deleted): the page signs out with
 * SESSION_ENDED_MESSAGE. Its data is `{}`; the server closes the stream after it.
 */
export const SESSION_ENDED_EVENT = 'session_ended';

/** The 401 every guard answers to a token issued before the user's sessions ended, and what the page then says. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended; please sign in again';

/** What a hidden message reads, for both members of its conversation. */
export const REMOVED_MESSAGE_TEXT = 'Message removed by admin';

/* ---- Sellers get paid: the fee, the ledger, the handover, disputes and payouts ---- */

/** A line of a seller's ledger, as they read it (GET /me/ledger): a sale, its fee, a release to available… */
export const LEDGER_LINE_TYPES = ['sale', 'fee', 'release', 'refund', 'payout', 'payout_failed', 'adjustment'] as const;
export type LedgerLineType = (typeof LEDGER_LINE_TYPES)[number];

/** How each ledger line reads on the seller's Payouts page and in its CSV. */
export const LEDGER_LINE_LABELS: Record<LedgerLineType, string> = {
  sale: 'Sale',
  fee: 'Replay Market fee',
  release: 'Released to available',
  refund: 'Refund to the buyer',
  payout: 'Payout',
  payout_failed: 'Payout returned',
  adjustment: 'Adjustment',
};

/** Where a seller's payout account stands with the payout provider. */
export const PAYOUT_ACCOUNT_STATUSES = ['not_started', 'pending', 'restricted', 'enabled'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** A payout's way to the seller's bank: `pending` → `in_transit` → `paid` or `failed`. */
export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Why a buyer reports a problem with an order during its protection window. */
export const PROBLEM_REASONS = ['not_as_described', 'not_working', 'counterfeit', 'other'] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];

/** How each problem reads, to the buyer who reports it, the seller who answers and the admin who decides. */
export const PROBLEM_REASON_LABELS: Record<ProblemReason, string> = {
  not_as_described: 'Not as described',
  not_working: 'Does not work',
  counterfeit: 'Counterfeit',
  other: 'Something else',
};

export const DISPUTE_STATES = ['open', 'resolved'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

/** How the admin ends a dispute: all back to the buyer, part of it, or the money to the seller. */
export const DISPUTE_OUTCOMES = ['refund', 'partial_refund', 'release'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  refund: 'Refunded in full',
  partial_refund: 'Refunded in part',
  release: 'Released to the seller',
};

/** The handover code the buyer shows the seller at the meet-up: this many digits. */
export const HANDOVER_CODE_LENGTH = 6;

/* ---- Moderation ---- */

/** Why a listing (or a message, or a member) is reported: one list for every report and notice. */
export const REPORT_REASONS = ['illegal', 'scam', 'prohibited', 'misleading', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How each reason reads, to whoever reports and to the admin who reviews (most severe first). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  illegal: 'Counterfeit or illegal',
  scam: 'Scam or fraud',
  prohibited: 'Prohibited item',
  misleading: 'Misleading or wrong category',
  offensive: 'Offensive',
  other: 'Something else',
};

/** What an admin's action was taken on (the audit log's targets). */
export const AUDIT_TARGET_KINDS = ['user', 'product', 'message', 'dispute', 'case', 'appeal', 'release'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** What a moderation case is about: a listing, a message or a member. */
export const CASE_TARGET_KINDS = ['product', 'message', 'user'] as const;
export type CaseTargetKind = (typeof CASE_TARGET_KINDS)[number];

/** A case is open until an admin decides it; a report after that opens a new case. */
export const CASE_STATES = ['open', 'decided'] as const;
export type CaseState = (typeof CASE_STATES)[number];

/** What an admin decides about a case. */
export const DECISION_ACTIONS = [
  'none',
  'remove_listing',
  'hide_listing',
  'hide_message',
  'warn',
  'suspend',
  'close_account',
] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export const DECISION_ACTION_LABELS: Record<DecisionAction, string> = {
  none: 'No action',
  remove_listing: 'Listing removed',
  hide_listing: 'Listing hidden from search and home',
  hide_message: 'Message hidden',
  warn: 'Warning',
  suspend: 'Account suspended',
  close_account: 'Account closed',
};

/** Which actions fit which target: listing actions on listings, message actions on messages. */
export const DECISION_ACTIONS_BY_TARGET: Record<CaseTargetKind, readonly DecisionAction[]> = {
  product: ['none', 'remove_listing', 'hide_listing', 'warn', 'suspend', 'close_account'],
  message: ['none', 'hide_message', 'warn', 'suspend', 'close_account'],
  user: ['none', 'warn', 'suspend', 'close_account'],
};

/** On what a decision rests: illegal content (with the law named) or one of the site's rules. */
export const DECISION_GROUNDS = [
  'illegal_content',
  'terms.prohibited_items',
  'terms.fraud',
  'terms.misleading_listing',
  'terms.harassment',
  'terms.spam',
  'terms.other',
] as const;
export type DecisionGround = (typeof DECISION_GROUNDS)[number];

export const DECISION_GROUND_LABELS: Record<DecisionGround, string> = {
  illegal_content: 'Illegal content',
  'terms.prohibited_items': 'Terms: prohibited items',
  'terms.fraud': 'Terms: fraud and scams',
  'terms.misleading_listing': 'Terms: misleading listings',
  'terms.harassment': 'Terms: harassment',
  'terms.spam': 'Terms: spam',
  'terms.other': 'Terms: other rules',
};

/** The grounds on which a suspension needs no earlier warning. */
export const GROUNDS_WITHOUT_WARNING: readonly DecisionGround[] = ['illegal_content', 'terms.fraud'];

/** Severity of a case, most severe first: its reasons' order in REPORT_REASONS. */
export const SEVERE_REASONS: readonly ReportReason[] = ['illegal', 'scam'];

export const APPEAL_STATES = ['open', 'upheld', 'reversed'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** The 403 a suspended member's writes get (`{date}` their suspension's end, as formatDate writes it). */
export const suspendedMessage = (until: string) => `Your account is suspended until ${until}`;

/* ---- Offers ---- */

/**
 * Where an offer stands: `open` (the buyer's amount waits for the seller), `countered` (the seller's
 * amount waits for the buyer), `accepted` (a booking at the agreed price, to be paid in time),
 * `declined`, `withdrawn`, `expired` (nobody answered in time), `lapsed` (accepted but not paid in
 * time), `superseded` (the product went to someone else, or left the site).
 */
export const OFFER_STATES = [
  'open',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'lapsed',
  'superseded',
] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  open: 'Waiting for the seller',
  countered: 'Countered: waiting for the buyer',
  accepted: 'Offer accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  lapsed: 'Not paid in time',
  superseded: 'Sold to someone else',
};

/** The states in which someone may still answer. */
export const OFFER_LIVE_STATES: readonly OfferState[] = ['open', 'countered'];

/** Rounds of one chain of offers and counters, at most. */
export const OFFER_MAX_ROUNDS = 3;

/** Offers a buyer may make on one product in a day. */
export const OFFERS_PER_DAY = 3;

/** The remotes the shell loads, each released and deployed by its own team. */
export const REMOTE_NAMES = ['storefront', 'buyer', 'seller', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The version label of the build a remote's server serves at its root (REMOTE_<NAME>_URL), as opposed
 * to a released version served at /<version>/.
 */
export const ROOT_BUILD_VERSION = 'current';

/** What the browser reports of a remote (POST /rum `events`). */
export const REMOTE_EVENTS = ['remote_loaded', 'remote_load_failed', 'remote_error'] as const;
export type RemoteEvent = (typeof REMOTE_EVENTS)[number];

/** Events of one report, at most. */
export const REMOTE_EVENTS_MAX = 10;
