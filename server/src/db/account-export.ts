import type { Queryable } from './database';

/*
 * The rows of a user's data export (src/accounts/export.ts): the other people of their bookings,
 * orders, reviews and conversations by display name only (never their e-mail or phone). Amounts
 * are integer cents with their currency, as stored.
 */

type Row = Record<string, unknown>;

/** What the export of a user's data reads, one list per part (the lists of events oldest first). */
export interface AccountDataRows {
  listings: Row[];
  bookings: Row[];
  bookingsOfMyListings: Row[];
  orders: Row[];
  sales: Row[];
  refunds: Row[];
  reviewsGiven: Row[];
  reviewsReceived: Row[];
  conversations: Row[];
  /** The messages of their conversations (`conversation_id` tells which). */
  messages: Row[];
  savedItems: Row[];
  /** Their notification preferences as stored (a category never chosen has no row). */
  preferences: Row[];
}

/** The statement of each part of the export, in the export's order; `$1` is the user. */
const PARTS: Record<keyof AccountDataRows, string> = {
  listings: `SELECT p.id, p.title, p.condition, p.description, p.location, p.mobile,
         p.orgprice_cents AS "originalPriceCents", p.resprice_cents AS "priceCents", p.use_year AS "yearsUsed",
         p.puryear AS "purchaseYear", p.created_at AS "listedAt", p.closed_at AS "closedAt",
         p.sold_elsewhere_at AS "soldElsewhereAt", p.archived_at AS "deletedAt", NOT p.status AS sold,
         COALESCE((SELECT array_agg(pi.url ORDER BY pi.position) FROM product_images pi WHERE pi.product_id = p.id), '{}') AS photos
       FROM products p WHERE p.seller_id = $1 ORDER BY p.created_at`,
  bookings: `SELECT b.id, p.title AS product, s.name AS seller, b.mobile, b.location AS "meetingPlace",
         b.created_at AS "bookedAt", b.cancelled_at AS "cancelledAt"
       FROM bookings b JOIN products p ON p.id = b.product_id JOIN users s ON s.id = p.seller_id
       WHERE b.buyer_id = $1 ORDER BY b.created_at`,
  bookingsOfMyListings: `SELECT b.id, p.title AS product, u.name AS buyer, b.created_at AS "bookedAt", b.cancelled_at AS "cancelledAt"
       FROM bookings b JOIN products p ON p.id = b.product_id JOIN users u ON u.id = b.buyer_id
       WHERE p.seller_id = $1 ORDER BY b.created_at`,
  orders: `SELECT pay.transaction_id AS "transactionId", pay.title AS product, s.name AS seller,
         pay.amount_cents AS "amountCents", pay.currency, pay.provider, pay.created_at AS "paidAt"
       FROM payments pay LEFT JOIN products p ON p.id = pay.product_id LEFT JOIN users s ON s.id = p.seller_id
       WHERE pay.buyer_id = $1 ORDER BY pay.created_at`,
  sales: `SELECT pay.transaction_id AS "transactionId", pay.title AS product, u.name AS buyer,
         pay.amount_cents AS "amountCents", pay.currency, pay.created_at AS "paidAt"
       FROM payments pay JOIN products p ON p.id = pay.product_id LEFT JOIN users u ON u.id = pay.buyer_id
       WHERE p.seller_id = $1 ORDER BY pay.created_at`,
  refunds: `SELECT r.transaction_id AS "transactionId", r.reason, r.status, pi.amount_cents AS "amountCents",
         pi.currency, r.created_at AS "createdAt"
       FROM refunds r JOIN payment_intents pi ON pi.id = r.transaction_id JOIN bookings b ON b.id = pi.booking_id
       WHERE b.buyer_id = $1 ORDER BY r.created_at`,
  reviewsGiven: `SELECT s.name AS seller, r.rating, r.comment, r.created_at AS "createdAt"
       FROM reviews r JOIN users s ON s.id = r.seller_id WHERE r.buyer_id = $1 ORDER BY r.created_at`,
  reviewsReceived: `SELECT b.name AS buyer, r.rating, r.comment, r.created_at AS "createdAt"
       FROM reviews r JOIN users b ON b.id = r.buyer_id WHERE r.seller_id = $1 ORDER BY r.created_at`,
  conversations: `SELECT c.id, p.title AS product, CASE WHEN c.buyer_id = $1 THEN s.name ELSE b.name END AS "with",
         c.created_at AS "startedAt"
       FROM conversations c JOIN products p ON p.id = c.product_id
       JOIN users b ON b.id = c.buyer_id JOIN users s ON s.id = c.seller_id
       WHERE c.buyer_id = $1 OR c.seller_id = $1 ORDER BY c.created_at`,
  messages: `SELECT m.conversation_id, CASE WHEN m.sender_id = $1 THEN 'you' ELSE u.name END AS "from",
         CASE WHEN m.hidden_at IS NULL THEN m.body ELSE 'Message removed by admin' END AS body, m.created_at AS "sentAt"
       FROM messages m JOIN conversations c ON c.id = m.conversation_id JOIN users u ON u.id = m.sender_id
       WHERE c.buyer_id = $1 OR c.seller_id = $1 ORDER BY m.created_at, m.id`,
  savedItems: `SELECT f.product_id AS "productId", p.title AS product, f.created_at AS "savedAt"
       FROM favourites f JOIN products p ON p.id = f.product_id WHERE f.buyer_id = $1 ORDER BY f.created_at`,
  preferences: `SELECT category, email, in_app FROM notification_preferences WHERE user_id = $1`,
};

/** Everything the site keeps about a user, for the export of their data: twelve statements sent together. */
export async function readAccountData(db: Queryable, userId: string): Promise<AccountDataRows> {
  const read = await Promise.all(
    Object.entries(PARTS).map(async ([part, sql]) => [part, await db.query<Row>(sql, [userId])] as const),
  );
  return Object.fromEntries(read) as unknown as AccountDataRows;
}
