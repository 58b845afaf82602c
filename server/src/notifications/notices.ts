import { paths } from '@replay/contract';
import { formatDate, formatMoney, type MailBody } from '../mail/layout';

/*
 * Everything that happens to someone, as data: who it concerns is the caller's business (the
 * change that causes it knows), what it says lives here, once for the bell and the mail.
 * server/README.md (Notifications and mail) lists them with their recipients and guarantees.
 */

/**
 * Categories of notification: `orders` (bookings, sales, receipts, refunds, listings closed or sold
 * elsewhere) and `account` (an account closed) are always sent; `activity` (reviews, verification,
 * removed listings, price drops, messages) is on by default and can be turned off, mail and bell apart (a price
 * drop stays in the bell); `marketing` is off and nothing sends it yet.
 */
export type NoticeCategory = 'orders' | 'account' | 'activity' | 'marketing';

interface Money {
  amountCents: number;
  currency: string;
}

/** Each event that tells someone something, with what its texts need. */
export type Notice =
  | { kind: 'booking_created'; product: string; buyerName: string }
  | { kind: 'booking_cancelled'; product: string; buyerName: string }
  | ({ kind: 'sold'; product: string; buyerName: string; transactionId: string } & Money)
  | ({ kind: 'receipt'; product: string; sellerName: string; paidAt: Date; transactionId: string } & Money)
  | { kind: 'sold_to_another'; product: string }
  | ({ kind: 'refund'; product: string; reason: string } & Money)
  | { kind: 'review'; rating: number; comment: string; buyerName: string; sellerId: string }
  | { kind: 'listing_removed'; product: string }
  | { kind: 'seller_verified'; sellerId: string }
  | { kind: 'account_closed' }
  | { kind: 'message'; product: string; senderName: string; body: string; conversationId: string }

  /** A listing its seller closed or sold elsewhere: to buyers whose booking of it was cancelled, and savers. */
  | { kind: 'listing_ended'; product: string; productId: string; sold: boolean; booked: boolean }
  | ({ kind: 'price_drop'; product: string; productId: string; wasCents: number } & Money)

  /** To whoever reported a listing: it reached the admins. */
  | { kind: 'report_received'; product: string; productId: string; reason: string }

  /* Sellers get paid (server/README.md, "Money flow"). */
  /** To the seller and the buyer: the item changed hands; the buyer's protection window runs until `protectionEndsAt`. */
  | { kind: 'handover_confirmed'; product: string; role: 'seller' | 'buyer'; protectionEndsAt: Date }
  /** Halfway to the handover deadline, to both: without a handover by `dueAt` the buyer is refunded in full. */
  | { kind: 'handover_reminder'; product: string; role: 'seller' | 'buyer'; dueAt: Date }
  /** To the seller: an order's net moved to their available balance. */
  | ({ kind: 'funds_available'; product: string } & Money)
  | ({ kind: 'payout_sent' } & Money)
  | ({ kind: 'payout_failed'; failureMessage: string } & Money)
  /** To the seller and every admin. */
  | { kind: 'problem_reported'; product: string; reason: string; role: 'seller' | 'admin' }
  /** To both sides: the admin's outcome and reason. */
  | ({ kind: 'dispute_resolved'; product: string; outcome: string; reason: string; role: 'seller' | 'buyer' } & Money)

  /* Moderation (server/README.md, "Moderation"). */
  /** To the member a decision is about: its statement of reasons (the mail is the statement). */
  | { kind: 'decision'; action: string; content: string; mail: MailBody }
  /** To each member who reported the case's target: the outcome. */
  | { kind: 'report_decided'; content: string; outcome: string; noAction: boolean }
  /** To every admin: an appeal to decide. */
  | { kind: 'appeal_received'; content: string }
  /** To the appellant: upheld or reversed, with the reasons (the mail). */
  | { kind: 'appeal_decided'; reversed: boolean; content: string; mail: MailBody }
  /** To a member whose suspension ended. */
  | { kind: 'suspension_ended' }
  /** To a buyer whose unpaid booking ended because the listing's seller was suspended. */
  | { kind: 'listing_unavailable'; product: string; productId: string }

  /* Offers (server/README.md, "Offers"). */
  | ({ kind: 'offer_received'; product: string; buyerName: string; conversationId: string } & Money)
  | ({ kind: 'offer_countered'; product: string; conversationId: string } & Money)
  | ({
      kind: 'offer_accepted';
      product: string;
      role: 'buyer' | 'seller';
      bookingId: string;
      payUntil: Date;
      conversationId: string;
    } & Money)
  | ({ kind: 'offer_declined' } & EndedOffer)
  | ({ kind: 'offer_expired' } & EndedOffer)
  | ({ kind: 'offer_lapsed' } & EndedOffer)
  | ({ kind: 'offer_superseded' } & EndedOffer);

/** An offer that ended: to its buyer, its seller or both. */
type EndedOffer = { product: string; role: 'buyer' | 'seller'; conversationId: string } & Money;

export type NoticeKind = Notice['kind'];
type NoticeOf<K extends NoticeKind> = Extract<Notice, { kind: K }>;

/** What a notice says: the bell's title and line, where it leads, and its mail (none: in-app only). */
export interface NoticeText {
  title: string;
  body: string;
  /** A path of the site. */
  link: string;
  /** The label of the mail's button to `link`. */
  action: string;
  mail?: MailBody;
}

interface NoticeDefinition<K extends NoticeKind> {
  category: NoticeCategory;
  /**
   * Caused by another member (a booking, a cancellation, a message, a review): its mails to one
   * recipient are capped an hour (RATE_LIMIT_MEMBER_MAILS), so nobody can flood someone's mailbox
   * through them; past the cap the notice is still in the bell.
   */
  byMember?: true;
  /** In the bell whatever the category's in-app choice (its mail still follows the category's). */
  inAppAlways?: true;
  /**
   * By mail only, never in the bell (a message is counted by the drawer's Messages link), so not one
   * of the contract's notification kinds.
   */
  mailOnly?: true;
  describe(notice: NoticeOf<K>): NoticeText;
}

/** How much of a message a mail quotes: the start of a long one, the rest is on the site. */
const MAIL_QUOTE_MAX = 500;

const money = (notice: Money) => formatMoney(notice.amountCents, notice.currency);

type EndedOfferKind = 'offer_declined' | 'offer_expired' | 'offer_lapsed' | 'offer_superseded';

/** An offer that ended: the same shape of words for each way it ends. */
function endedOffer<K extends EndedOfferKind>(
  kind: K,
  title: string,
  line: (notice: EndedOffer) => string,
): Record<K, NoticeDefinition<K>> {
  return {
    [kind]: {
      category: 'orders',
      describe: (notice: EndedOffer) => ({
        title: `${title}: ${notice.product}`,
        body: line(notice),
        link: paths.conversation(notice.conversationId),
        action: 'Open the conversation',
        mail: { subject: `${title}: ${notice.product}`, heading: title, paragraphs: [line(notice)] },
      }),
    },
  } as unknown as Record<K, NoticeDefinition<K>>;
}

/** Every kind of notice: its category and its words (subject lines as the product's notification table writes them). */
export const NOTICES: { [K in NoticeKind]: NoticeDefinition<K> } = {
  booking_created: {
    category: 'orders',
    byMember: true,
    describe: ({ product, buyerName }) => ({
      title: `New booking for ${product}`,
      body: `${buyerName} booked ${product}.`,
      link: paths.myBookings,
      action: 'Open My Bookings',
      mail: {
        subject: `New booking for ${product}`,
        heading: `${buyerName} booked ${product}`,
        paragraphs: [
          'Their phone number and where they would like to meet are in My Bookings. The item stays listed until it is paid.',
        ],
      },
    }),
  },
  booking_cancelled: {
    category: 'orders',
    byMember: true,
    describe: ({ product, buyerName }) => ({
      title: `Booking cancelled: ${product}`,
      body: `${buyerName} cancelled their booking of ${product}.`,
      link: paths.myBookings,
      action: 'Open My Bookings',
      mail: {
        subject: `Booking cancelled: ${product}`,
        heading: `${buyerName} cancelled their booking`,
        paragraphs: [`${buyerName} no longer wants ${product}. It stays listed for other buyers.`],
      },
    }),
  },
  sold: {
    category: 'orders',
    describe: (notice) => ({
      title: `Sold: ${notice.product}`,
      body: `${notice.buyerName} paid ${money(notice)} for ${notice.product}.`,
      link: paths.myBookings,
      action: 'Open My Bookings',
      mail: {
        subject: `Sold: ${notice.product}`,
        heading: `You sold ${notice.product}`,
        paragraphs: [`${notice.buyerName} paid for ${notice.product}. Hand it over as you agreed.`],
        details: [
          ['Amount', money(notice)],
          ['Transaction', notice.transactionId],
        ],
      },
    }),
  },
  receipt: {
    category: 'orders',
    describe: (notice) => ({
      title: `Your receipt for ${notice.product}`,
      body: `You paid ${money(notice)} for ${notice.product}.`,
      link: paths.myOrders,
      action: 'Open My Orders',
      mail: {
        subject: `Your receipt for ${notice.product}`,
        heading: 'Thank you for your payment',
        paragraphs: [`You bought ${notice.product} from ${notice.sellerName}. Keep this mail as your receipt.`],
        details: [
          ['Item', notice.product],
          ['Amount', money(notice)],
          ['Date', formatDate(notice.paidAt)],
          ['Transaction id', notice.transactionId],
        ],
      },
    }),
  },
  sold_to_another: {
    category: 'orders',
    describe: ({ product }) => ({
      title: `${product} was sold to another buyer`,
      body: 'Your booking of it can no longer be paid.',
      link: paths.myOrders,
      action: 'Open My Orders',
    }),
  },
  refund: {
    category: 'orders',
    describe: (notice) => ({
      title: `Refund for ${notice.product}`,
      body: `${money(notice)} was refunded to your card.`,
      link: paths.myOrders,
      action: 'Open My Orders',
      mail: {
        subject: `Refund for ${notice.product}`,
        heading: `We refunded ${money(notice)}`,
        paragraphs: [
          `Your payment for ${notice.product} was refunded: ${notice.reason}.`,
          'Your bank may take a few days to show it on your statement.',
        ],
        details: [['Amount', money(notice)]],
      },
    }),
  },
  review: {
    category: 'activity',
    byMember: true,
    describe: ({ rating, comment, buyerName, sellerId }) => ({
      title: `New review: ${rating} stars`,
      body: comment ? `${buyerName}: "${comment}"` : `${buyerName} rated you ${rating} out of 5.`,
      link: paths.seller(sellerId),
      action: 'See your reviews',
      mail: {
        subject: `New review: ${rating} stars`,
        heading: `${buyerName} rated you ${rating} out of 5`,
        paragraphs: ['Reviews show on your seller page and next to your products.'],
        ...(comment ? { quote: comment } : {}),
      },
    }),
  },
  listing_removed: {
    category: 'activity',
    describe: ({ product }) => ({
      title: `Your listing ${product} was removed`,
      body: 'An administrator removed it after it was reported.',
      link: paths.myProducts,
      action: 'Open My Products',
      mail: {
        subject: `Your listing ${product} was removed`,
        heading: 'A listing of yours was removed',
        paragraphs: [
          `An administrator removed ${product} from Replay Market after other users reported it.`,
          'Your other listings are not affected.',
        ],
      },
    }),
  },
  seller_verified: {
    category: 'activity',
    describe: ({ sellerId }) => ({
      title: 'You are now a verified seller',
      body: 'Buyers see the verified badge beside your products.',
      link: paths.seller(sellerId),
      action: 'See your seller page',
      mail: {
        subject: 'You are now a verified seller',
        heading: 'You are now a verified seller',
        paragraphs: ['An administrator verified your account. Buyers see the verified badge beside your products.'],
      },
    }),
  },
  message: {
    category: 'activity',
    byMember: true,
    mailOnly: true,
    describe: ({ product, senderName, body, conversationId }) => ({
      title: `New message about ${product}`,
      body: `${senderName}: ${body}`,
      link: paths.conversation(conversationId),
      action: 'Reply',
      mail: {
        subject: `New message about ${product}`,
        heading: `${senderName} sent you a message`,
        paragraphs: [
          `About ${product}. Reply on Replay Market: keep the conversation there, where we can help if something goes wrong.`,
        ],
        quote: body.length > MAIL_QUOTE_MAX ? `${body.slice(0, MAIL_QUOTE_MAX)}…` : body,
      },
    }),
  },
  account_closed: {
    category: 'account',
    describe: () => ({
      title: 'Your Replay Market account was closed',
      body: 'An administrator closed your account.',
      link: paths.home,
      action: 'Visit Replay Market',
      mail: {
        subject: 'Your Replay Market account was closed',
        heading: 'Your account was closed',
        paragraphs: [
          'An administrator closed your Replay Market account; you can no longer sign in with it.',
          'Records of your payments are kept as the law requires.',
        ],
      },
    }),
  },
  listing_ended: {
    category: 'orders',
    describe: ({ product, productId, sold, booked }) => {
      const title = sold ? `${product} was sold elsewhere` : `${product} is no longer available`;
      const what = sold ? 'Its seller sold it outside Replay Market.' : 'Its seller closed the listing.';
      const body = booked ? `${what} Your booking of it was cancelled; nothing was charged.` : what;
      return {
        title,
        body,
        link: booked ? paths.myOrders : paths.product(productId),
        action: booked ? 'Open My Orders' : 'See the listing',
        mail: { subject: title, heading: title, paragraphs: [body] },
      };
    },
  },
  price_drop: {
    category: 'activity',
    inAppAlways: true,
    describe: (notice) => ({
      title: `Price drop: ${notice.product}`,
      body: `${notice.product} is now ${money(notice)} (was ${formatMoney(notice.wasCents, notice.currency)}).`,
      link: paths.product(notice.productId),
      action: 'See the listing',
      mail: {
        subject: `Price drop: ${notice.product}`,
        heading: `${notice.product} is now ${money(notice)}`,
        paragraphs: [
          `An item you saved is cheaper: it was ${formatMoney(notice.wasCents, notice.currency)}.`,
          'It stays for sale until someone pays for it.',
        ],
      },
    }),
  },
  report_received: {
    category: 'activity',
    describe: ({ product, productId, reason }) => ({
      title: 'We received your report',
      body: `Thank you: our team will look at ${product} (${reason}).`,
      link: paths.product(productId),
      action: 'See the listing',
    }),
  },
  decision: {
    category: 'account',
    describe: ({ action, content, mail }) => ({
      title: `A decision about your account: ${action}`,
      body: `${action}: ${content}. Read why, and how to appeal.`,
      link: paths.decisions,
      action: 'Open Decisions about me',
      mail,
    }),
  },
  report_decided: {
    category: 'activity',
    describe: ({ content, outcome, noAction }) => ({
      title: 'We reviewed your report',
      body: noAction
        ? `We found no breach of our rules in ${content}. You may appeal this outcome.`
        : `Our decision on ${content}: ${outcome}.`,
      link: paths.decisions,
      action: 'Open Decisions about me',
      mail: {
        subject: 'We reviewed your report',
        heading: 'We reviewed your report',
        paragraphs: [
          noAction
            ? `We found no breach of our rules in ${content}. If you disagree, you may appeal from the page "Decisions about me".`
            : `Our decision on ${content}: ${outcome}. Thank you for helping keep Replay Market safe.`,
        ],
      },
    }),
  },
  appeal_received: {
    category: 'account',
    inAppAlways: true,
    describe: ({ content }) => ({
      title: 'An appeal to decide',
      body: `A member appealed the decision about ${content}.`,
      link: paths.appeals,
      action: 'Open Appeals',
    }),
  },
  appeal_decided: {
    category: 'account',
    describe: ({ reversed, content, mail }) => ({
      title: reversed ? 'We reversed our decision' : 'We upheld our decision',
      body: `Your appeal about ${content}: ${reversed ? 'the decision was reversed' : 'the decision stands'}.`,
      link: paths.decisions,
      action: 'Open Decisions about me',
      mail,
    }),
  },
  suspension_ended: {
    category: 'account',
    describe: () => ({
      title: 'Your suspension has ended',
      body: 'You can list, book, pay, message and review again; your listings are back on the site.',
      link: paths.dashboard,
      action: 'Open your dashboard',
      mail: {
        subject: 'Your suspension has ended',
        heading: 'Your suspension has ended',
        paragraphs: ['You can list, book, pay, message and review again; your listings are back on the site.'],
      },
    }),
  },
  listing_unavailable: {
    category: 'orders',
    describe: ({ product, productId }) => ({
      title: `No longer available: ${product}`,
      body: `${product} is no longer available, so your booking was cancelled.`,
      link: paths.product(productId),
      action: 'See the listing',
      mail: {
        subject: `No longer available: ${product}`,
        heading: `${product} is no longer available`,
        paragraphs: ['Its seller cannot sell for now, so your booking was cancelled. Nothing was charged.'],
      },
    }),
  },
  offer_received: {
    category: 'orders',
    byMember: true,
    describe: (notice) => ({
      title: `New offer: ${money(notice)} for ${notice.product}`,
      body: `${notice.buyerName} offers ${money(notice)} for ${notice.product}. Accept, decline or counter it.`,
      link: paths.conversation(notice.conversationId),
      action: 'Answer the offer',
      mail: {
        subject: `New offer: ${money(notice)} for ${notice.product}`,
        heading: `${notice.buyerName} offers ${money(notice)}`,
        paragraphs: [`Accept, decline or counter the offer for ${notice.product} before it expires.`],
      },
    }),
  },
  offer_countered: {
    category: 'orders',
    byMember: true,
    describe: (notice) => ({
      title: `Counter-offer: ${money(notice)} for ${notice.product}`,
      body: `The seller asks ${money(notice)} for ${notice.product}. Accept or decline it.`,
      link: paths.conversation(notice.conversationId),
      action: 'Answer the counter-offer',
      mail: {
        subject: `Counter-offer: ${money(notice)} for ${notice.product}`,
        heading: `The seller asks ${money(notice)}`,
        paragraphs: [`Accept or decline the counter-offer for ${notice.product} before it expires.`],
      },
    }),
  },
  offer_accepted: {
    category: 'orders',
    describe: (notice) => ({
      title: `Offer accepted: ${money(notice)} for ${notice.product}`,
      body:
        notice.role === 'buyer'
          ? `${notice.product} is booked for you at ${money(notice)}: pay by ${formatDate(notice.payUntil)}.`
          : `You sell ${notice.product} for ${money(notice)} once the buyer pays (by ${formatDate(notice.payUntil)}).`,
      link: notice.role === 'buyer' ? paths.payment(notice.bookingId) : paths.myBookings,
      action: notice.role === 'buyer' ? 'Pay now' : 'Open My Bookings',
      mail: {
        subject: `Offer accepted: ${money(notice)} for ${notice.product}`,
        heading: `Offer accepted: ${money(notice)}`,
        paragraphs: [
          notice.role === 'buyer'
            ? `${notice.product} is held for you at the agreed price until ${formatDate(notice.payUntil)}. Pay before then, or the offer lapses.`
            : `The buyer has until ${formatDate(notice.payUntil)} to pay the agreed price.`,
        ],
      },
    }),
  },
  ...endedOffer('offer_declined', 'Offer declined', (n) =>
    n.role === 'buyer'
      ? `Your offer of ${money(n)} for ${n.product} was declined.`
      : `The offer of ${money(n)} for ${n.product} was declined.`,
  ),
  ...endedOffer(
    'offer_expired',
    'Offer expired',
    (n) => `The offer of ${money(n)} for ${n.product} expired without an answer.`,
  ),
  ...endedOffer(
    'offer_lapsed',
    'Offer lapsed',
    (n) => `The accepted offer of ${money(n)} for ${n.product} was not paid in time; the item is for sale again.`,
  ),
  ...endedOffer(
    'offer_superseded',
    'Offer closed',
    (n) => `${n.product} is no longer available, so your offer of ${money(n)} is closed.`,
  ),
  handover_confirmed: {
    category: 'orders',
    describe: ({ product, role, protectionEndsAt }) => ({
      title: `Handover confirmed: ${product}`,
      body:
        role === 'seller'
          ? `The buyer has ${product}. Your money is released on ${formatDate(protectionEndsAt)} unless they report a problem.`
          : `You have ${product}. If something is wrong, report a problem by ${formatDate(protectionEndsAt)}.`,
      link: role === 'seller' ? paths.payouts : paths.myOrders,
      action: role === 'seller' ? 'Open Payouts' : 'Open My Orders',
      mail: {
        subject: `Handover confirmed: ${product}`,
        heading: `Handover confirmed: ${product}`,
        paragraphs: [
          role === 'seller'
            ? `The buyer has the item. The money moves to your available balance on ${formatDate(protectionEndsAt)}, when the buyer's protection ends, unless they report a problem.`
            : `Enjoy it! If it is not as described or does not work, report a problem in My Orders by ${formatDate(protectionEndsAt)}.`,
        ],
      },
    }),
  },
  handover_reminder: {
    category: 'orders',
    describe: ({ product, role, dueAt }) => ({
      title: `Meet up for ${product} by ${formatDate(dueAt)}`,
      body:
        role === 'seller'
          ? `Hand ${product} over by ${formatDate(dueAt)}, or the buyer is refunded in full.`
          : `If you don't get ${product} by ${formatDate(dueAt)}, you are refunded in full automatically.`,
      link: role === 'seller' ? paths.myBookings : paths.myOrders,
      action: role === 'seller' ? 'Open My Bookings' : 'Open My Orders',
      mail: {
        subject: `Meet up for ${product} by ${formatDate(dueAt)}`,
        heading: 'Half the time to hand the item over has passed',
        paragraphs: [
          role === 'seller'
            ? `The buyer of ${product} has paid. Meet them and enter their handover code in My Bookings by ${formatDate(dueAt)}; after that they are refunded in full and the item is back on sale.`
            : `You paid for ${product}. Meet the seller and show them your handover code from My Orders. If you don't get the item by ${formatDate(dueAt)}, you are refunded in full automatically.`,
        ],
      },
    }),
  },
  funds_available: {
    category: 'orders',
    describe: (notice) => ({
      title: `You've been paid ${money(notice)} for ${notice.product}`,
      body: 'It is in your available balance, ready to be paid out.',
      link: paths.payouts,
      action: 'Open Payouts',
      mail: {
        subject: `You've been paid ${money(notice)} for ${notice.product}`,
        heading: `You've been paid ${money(notice)}`,
        paragraphs: [
          `The buyer's protection for ${notice.product} has ended, so your earnings after the Replay Market fee are available. They are paid out to your account automatically, or when you press Withdraw.`,
        ],
        details: [['Available now', money(notice)]],
      },
    }),
  },
  payout_sent: {
    category: 'orders',
    describe: (notice) => ({
      title: 'Payout sent',
      body: `${money(notice)} is on its way to your bank account.`,
      link: paths.payouts,
      action: 'Open Payouts',
      mail: {
        subject: 'Payout sent',
        heading: `${money(notice)} is on its way`,
        paragraphs: ['Your bank may take a few days to show it.'],
        details: [['Amount', money(notice)]],
      },
    }),
  },
  payout_failed: {
    category: 'orders',
    describe: (notice) => ({
      title: 'Payout failed',
      body: `${money(notice)} could not be paid out and is back in your available balance.`,
      link: paths.payouts,
      action: 'Open Payouts',
      mail: {
        subject: 'Payout failed',
        heading: `We could not pay out ${money(notice)}`,
        paragraphs: [
          `${notice.failureMessage}. The money is back in your available balance; check your payout account and withdraw again.`,
        ],
        details: [['Amount', money(notice)]],
      },
    }),
  },
  problem_reported: {
    category: 'orders',
    describe: ({ product, reason, role }) => ({
      title: `Problem reported: ${product}`,
      body:
        role === 'seller'
          ? `The buyer reported a problem (${reason}). Your money for it is on hold until it is resolved; answer in My Bookings.`
          : `A buyer reported a problem (${reason}). Decide it on the Disputes page.`,
      link: role === 'seller' ? paths.myBookings : paths.disputes,
      action: role === 'seller' ? 'Open My Bookings' : 'Open Disputes',
      mail: {
        subject: `Problem reported: ${product}`,
        heading: `Problem reported: ${product}`,
        paragraphs: [
          role === 'seller'
            ? `The buyer says: ${reason}. The money for this order is on hold while our team looks at it. Tell us your side in My Bookings, with photos if you have them.`
            : `A buyer reported a problem with ${product}: ${reason}.`,
        ],
      },
    }),
  },
  dispute_resolved: {
    category: 'orders',
    describe: (notice) => ({
      title: `Dispute resolved: ${notice.product}`,
      body: `${notice.outcome}: ${notice.reason}`,
      link: notice.role === 'seller' ? paths.payouts : paths.myOrders,
      action: notice.role === 'seller' ? 'Open Payouts' : 'Open My Orders',
      mail: {
        subject: `Dispute resolved: ${notice.product}`,
        heading: `Dispute resolved: ${notice.outcome}`,
        paragraphs: [`Our team's reason: ${notice.reason}`],
        details: notice.amountCents > 0 ? [['Refunded to the buyer', money(notice)]] : [],
      },
    }),
  },
};

/** The category and words of a notice. */
export function describeNotice(
  notice: Notice,
): NoticeText & { category: NoticeCategory; inAppAlways: boolean; mailOnly: boolean; byMember: boolean } {
  const definition = NOTICES[notice.kind] as NoticeDefinition<NoticeKind>;
  return {
    category: definition.category,
    byMember: definition.byMember ?? false,
    inAppAlways: definition.inAppAlways ?? false,
    mailOnly: definition.mailOnly ?? false,
    ...definition.describe(notice as never),
  };
}
