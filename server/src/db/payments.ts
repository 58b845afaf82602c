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

const INTENT_COLUMNS = 'id, booking_id, provider, amount_cents, currency, client_secret, status';

export function findIntent(db: Queryable, id: string): Promise<PaymentIntentRow | undefined> {
  return db.query<PaymentIntentRow>(`SELECT ${INTENT_COLUMNS} FROM payment_intents WHERE id = $1`, [id]).then((r) => r[0]);
}

export function findIntentBySecret(db: Queryable, clientSecret: string): Promise<PaymentIntentRow | undefined> {
  return db
    .query<PaymentIntentRow>(`SELECT ${INTENT_COLUMNS} FROM payment_intents WHERE client_secret = $1`, [clientSecret])
    .then((r) => r[0]);
}

/** The newest intent of a booking that can still be paid, to reuse instead of opening another. */
export function findOpenIntent(db: Queryable, bookingId: string, amountCents: number): Promise<PaymentIntentRow | undefined> {
  return db
    .query<PaymentIntentRow>(
      `SELECT ${INTENT_COLUMNS} FROM payment_intents
       WHERE booking_id = $1 AND amount_cents = $2 AND status NOT IN ('succeeded', 'canceled', 'refunded')
       ORDER BY created_at DESC LIMIT 1`,
      [bookingId, amountCents],
    )
    .then((r) => r[0]);
}

export async function countIntents(db: Queryable, bookingId: string): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_intents WHERE booking_id = $1', [bookingId]);
  return rows[0]?.n ?? 0;
}

export async function insertIntent(db: Queryable, intent: PaymentIntentRow): Promise<void> {
  await db.query(
    `INSERT INTO payment_intents (id, booking_id, provider, amount_cents, currency, client_secret, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
    [intent.id, intent.booking_id, intent.provider, intent.amount_cents, intent.currency, intent.client_secret, intent.status],
  );
}

export async function setIntentStatus(db: Queryable, id: string, status: string): Promise<void> {
  await db.query('UPDATE payment_intents SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
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
  payment: { bookingId: string; productId: string; buyerId: string; email: string; transactionId: string; amountCents: number; currency: string; provider: string },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO payments (booking_id, product_id, buyer_id, email, transaction_id, amount_cents, currency, provider)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [payment.bookingId, payment.productId, payment.buyerId, payment.email, payment.transactionId, payment.amountCents, payment.currency, payment.provider],
  );
  return rows[0]!.id;
}

/** Remembers a webhook event; false when it was handled before. */
export async function claimWebhookEvent(db: Queryable, id: string, type: string): Promise<boolean> {
  const rows = await db.query('INSERT INTO webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [id, type]);
  return rows.length === 1;
}
