import type { Queryable } from './database';

export interface PaymentIntentRow {
  id: string;
  booking_id: string;
  provider: string;
  amount_cents: number;
  currency: string;
  client_secret: string;
  status: string;
  [key: string]: unknown;
}

const INTENT_FIELDS = ['id', 'booking_id', 'provider', 'amount_cents', 'currency', 'client_secret', 'status'];
const INTENT_COLUMNS = INTENT_FIELDS.join(', ');
/** The same columns when payment_intents is joined as `pi`. */
const PI_COLUMNS = INTENT_FIELDS.map((field) => `pi.${field}`).join(', ');

export function findIntent(db: Queryable, id: string): Promise<PaymentIntentRow | undefined> {
  return db
    .query<PaymentIntentRow>(`SELECT ${INTENT_COLUMNS} FROM payment_intents WHERE id = $1`, [id])
    .then((r) => r[0]);
}

export function findIntentBySecret(db: Queryable, clientSecret: string): Promise<PaymentIntentRow | undefined> {
  return db
    .query<PaymentIntentRow>(`SELECT ${INTENT_COLUMNS} FROM payment_intents WHERE client_secret = $1`, [clientSecret])
    .then((r) => r[0]);
}

const OPEN = `status NOT IN ('succeeded', 'canceled', 'refunded')`;

/** The newest intent of a booking that can still be paid, to reuse instead of opening another. */
export function findOpenIntent(
  db: Queryable,
  bookingId: string,
  amountCents: number,
): Promise<PaymentIntentRow | undefined> {
  return db
    .query<PaymentIntentRow>(
      `SELECT ${INTENT_COLUMNS} FROM payment_intents
       WHERE booking_id = $1 AND amount_cents = $2 AND ${OPEN}
       ORDER BY created_at DESC LIMIT 1`,
      [bookingId, amountCents],
    )
    .then((r) => r[0]);
}

/** Intents of a product's bookings that could still be paid, but for `exceptId`. */
export function listOpenIntentsOfProduct(db: Queryable, productId: string, exceptId = ''): Promise<PaymentIntentRow[]> {
  return db.query<PaymentIntentRow>(
    `SELECT ${PI_COLUMNS} FROM payment_intents pi JOIN bookings b ON b.id = pi.booking_id
     WHERE b.product_id = $1 AND pi.id <> $2 AND pi.${OPEN}`,
    [productId, exceptId],
  );
}

/** Intents of the product's other bookings than `bookingId` that could still be paid. */
export function listOpenIntentsOfOtherBookings(
  db: Queryable,
  productId: string,
  bookingId: string,
): Promise<PaymentIntentRow[]> {
  return db.query<PaymentIntentRow>(
    `SELECT ${PI_COLUMNS} FROM payment_intents pi JOIN bookings b ON b.id = pi.booking_id
     WHERE b.product_id = $1 AND b.id <> $2 AND pi.${OPEN}`,
    [productId, bookingId],
  );
}

/** A booking's intents that could still be paid. */
export function listOpenIntentsOfBooking(db: Queryable, bookingId: string): Promise<PaymentIntentRow[]> {
  return db.query<PaymentIntentRow>(`SELECT ${INTENT_COLUMNS} FROM payment_intents WHERE booking_id = $1 AND ${OPEN}`, [
    bookingId,
  ]);
}

/** Intents of a buyer's bookings that could still be paid. */
export function listOpenIntentsOfBuyer(db: Queryable, buyerId: string): Promise<PaymentIntentRow[]> {
  return db.query<PaymentIntentRow>(
    `SELECT ${PI_COLUMNS} FROM payment_intents pi JOIN bookings b ON b.id = pi.booking_id
     WHERE b.buyer_id = $1 AND pi.${OPEN}`,
    [buyerId],
  );
}

/** Intents of the bookings of a seller's products that could still be paid. */
export function listOpenIntentsOfSeller(db: Queryable, sellerId: string): Promise<PaymentIntentRow[]> {
  return db.query<PaymentIntentRow>(
    `SELECT ${PI_COLUMNS} FROM payment_intents pi
     JOIN bookings b ON b.id = pi.booking_id JOIN products p ON p.id = b.product_id
     WHERE p.seller_id = $1 AND pi.${OPEN}`,
    [sellerId],
  );
}

export async function countIntents(db: Queryable, bookingId: string): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_intents WHERE booking_id = $1', [
    bookingId,
  ]);
  return rows[0]?.n ?? 0;
}

export async function insertIntent(db: Queryable, intent: PaymentIntentRow): Promise<void> {
  await db.query(
    `INSERT INTO payment_intents (id, booking_id, provider, amount_cents, currency, client_secret, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
    [
      intent.id,
      intent.booking_id,
      intent.provider,
      intent.amount_cents,
      intent.currency,
      intent.client_secret,
      intent.status,
    ],
  );
}

export async function setIntentStatus(db: Queryable, id: string, status: string): Promise<void> {
  await db.query('UPDATE payment_intents SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
}

/**
 * A provider's word that an intent failed or was canceled: taken only while the intent is open.
 * Webhooks arrive late and out of order; a payment_failed after the success (or the refund) of
 * the same intent never reopens it.
 */
export async function setOpenIntentStatus(db: Queryable, id: string, status: string): Promise<void> {
  await db.query(`UPDATE payment_intents SET status = $2, updated_at = now() WHERE id = $1 AND ${OPEN}`, [id, status]);
}

/**
 * The test-card provider cancels an intent, as Stripe does only one that has not succeeded (nor
 * been refunded): false when it may not be canceled.
 */
export async function cancelTestIntent(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_intents SET status = 'canceled', updated_at = now()
     WHERE id = $1 AND status NOT IN ('succeeded', 'refunded') RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/**
 * The test-card provider confirms an intent waiting for a card: false when it is not waiting, so
 * only the first of two confirmations arriving together succeeds.
 */
export async function confirmTestIntent(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_intents SET status = 'succeeded', updated_at = now()
     WHERE id = $1 AND status = 'requires_payment_method' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

export interface PaymentRow {
  id: string;
  booking_id: string | null;
  transaction_id: string;
  [key: string]: unknown;
}

export function findPaymentByTransaction(db: Queryable, transactionId: string): Promise<PaymentRow | undefined> {
  return db
    .query<PaymentRow>('SELECT id, booking_id, transaction_id FROM payments WHERE transaction_id = $1', [transactionId])
    .then((r) => r[0]);
}

export async function insertPayment(
  db: Queryable,
  payment: {
    bookingId: string;
    productId: string;
    buyerId: string;
    email: string;
    transactionId: string;
    amountCents: number;
    currency: string;
    provider: string;
  },
): Promise<string> {
  // The product's title and cover as they are at the sale: the paid order shows them whatever edits follow.
  const rows = await db.query<{ id: string }>(
    `INSERT INTO payments (booking_id, product_id, buyer_id, email, transaction_id, amount_cents, currency, provider,
       title, image_url)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, p.title, p.image_url FROM products p WHERE p.id = $2 RETURNING id`,
    [
      payment.bookingId,
      payment.productId,
      payment.buyerId,
      payment.email,
      payment.transactionId,
      payment.amountCents,
      payment.currency,
      payment.provider,
    ],
  );
  return rows[0]!.id;
}

/** When a recorded payment was made (its receipt's date). */
export async function findPaymentTime(db: Queryable, paymentId: string): Promise<Date> {
  const rows = await db.query<{ paid_at: Date }>('SELECT created_at AS paid_at FROM payments WHERE id = $1', [
    paymentId,
  ]);
  return rows[0]!.paid_at;
}

/** Whether a webhook event was already handled to the end (a failed one is not). */
export async function isWebhookProcessed(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM webhook_events WHERE id = $1 AND processed_at IS NOT NULL', [id]);
  return rows.length === 1;
}

/** Remembers a webhook event once its effect is stored, so a later delivery of it is a no-op. */
export async function markWebhookProcessed(db: Queryable, id: string, type: string): Promise<void> {
  await db.query(
    `INSERT INTO webhook_events (id, type, processed_at) VALUES ($1, $2, now())
     ON CONFLICT (id) DO UPDATE SET processed_at = COALESCE(webhook_events.processed_at, now())`,
    [id, type],
  );
}

/** Owes the buyer of a transaction their money back; nothing when it is already owed. */
export async function addRefund(db: Queryable, transactionId: string, reason: string): Promise<void> {
  await db.query(
    'INSERT INTO refunds (transaction_id, reason) VALUES ($1, $2) ON CONFLICT (transaction_id) DO NOTHING',
    [transactionId, reason],
  );
}

const REFUND_LEASE = "interval '5 minutes'";

/** A transaction's refund with what its buyer is told of it: the reason, the booking and the amount. */
export function findRefundOfTransaction(
  db: Queryable,
  transactionId: string,
): Promise<{ reason: string; booking_id: string; amount_cents: number; currency: string } | undefined> {
  return db
    .query<{ reason: string; booking_id: string; amount_cents: number; currency: string }>(
      `SELECT r.reason, pi.booking_id, pi.amount_cents, pi.currency FROM refunds r
       JOIN payment_intents pi ON pi.id = r.transaction_id WHERE r.transaction_id = $1`,
      [transactionId],
    )
    .then((rows) => rows[0]);
}

/**
 * Claims pending refunds for one attempt: one statement sets a lease, so of several API
 * instances (or a retry job and a request) only one attempts a refund at a time; a lease left by
 * a process that died runs out. A transaction recorded as a payment is never refunded, whatever
 * a refund row says. `transactionId` claims that one refund, else up to `limit` of the oldest.
 */
export async function claimRefunds(
  db: Queryable,
  options: { transactionId?: string; limit?: number },
): Promise<string[]> {
  const rows = await db.query<{ transaction_id: string }>(
    `UPDATE refunds SET locked_until = now() + ${REFUND_LEASE}, attempts = attempts + 1, updated_at = now()
     WHERE transaction_id IN (
       SELECT r.transaction_id FROM refunds r
       WHERE r.status = 'pending' AND (r.locked_until IS NULL OR r.locked_until < now())
         AND ($1::text IS NULL OR r.transaction_id = $1)
         AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay.transaction_id = r.transaction_id)
       ORDER BY r.created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING transaction_id`,
    [options.transactionId ?? null, options.limit ?? 1],
  );
  return rows.map((row) => row.transaction_id);
}

/** Ends an attempt: done, or pending again for the next run of the retry job. */
export async function settleRefund(db: Queryable, transactionId: string, error?: string): Promise<void> {
  await db.query(
    `UPDATE refunds SET status = CASE WHEN $2::text IS NULL THEN 'done' ELSE 'pending' END,
       last_error = $2, locked_until = NULL, updated_at = now()
     WHERE transaction_id = $1`,
    [transactionId, error ?? null],
  );
}

export async function countPendingRefunds(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM refunds WHERE status = 'pending'`);
  return rows[0]?.n ?? 0;
}
