import type { Queryable } from './database';

/**
 * A paid order's money and handover, as its payment row keeps them: what was paid, the fee and its
 * rule frozen at the sale, what was refunded, the handover code and the protection window.
 */
export interface OrderRow {
  id: string;
  booking_id: string;
  product_id: string;
  buyer_id: string;
  seller_id: string;
  title: string;
  transaction_id: string;
  amount_cents: number;
  currency: string;
  fee_cents: number;
  fee_basis_points: number;
  fee_min_cents: number;
  refunded_cents: number;
  handover_code: string;
  handover_tries: number;
  handover_locked_until: Date | null;
  handover_due_at: Date;
  handover_at: Date | null;
  protection_ends_at: Date | null;
  released_at: Date | null;
  refunded_in_full_at: Date | null;
  created_at: Date;
  [key: string]: unknown;
}

const ORDER_COLUMNS = `pay.id, pay.booking_id, pay.product_id, pay.buyer_id, p.seller_id, pay.title, pay.transaction_id,
  pay.amount_cents, pay.currency, pay.fee_cents, pay.fee_basis_points, pay.fee_min_cents, pay.refunded_cents,
  pay.handover_code, pay.handover_tries, pay.handover_locked_until, pay.handover_due_at, pay.handover_at,
  pay.protection_ends_at, pay.released_at, pay.refunded_in_full_at, pay.created_at`;
const ORDER_FROM = 'payments pay JOIN products p ON p.id = pay.product_id';
/** Orders in the ledger (paid after it began). */
const IN_LEDGER = 'pay.fee_cents IS NOT NULL';

/** Freezes the sale's fee, its rule and the handover on a payment just recorded (in the sale's transaction). */
export async function startOrder(
  db: Queryable,
  order: {
    paymentId: string;
    feeCents: number;
    feeBasisPoints: number;
    feeMinCents: number;
    handoverCode: string;
    handoverDueAt: Date;
  },
): Promise<void> {
  await db.query(
    `UPDATE payments SET fee_cents = $2, fee_basis_points = $3, fee_min_cents = $4, handover_code = $5,
       handover_due_at = $6 WHERE id = $1`,
    [order.paymentId, order.feeCents, order.feeBasisPoints, order.feeMinCents, order.handoverCode, order.handoverDueAt],
  );
}

/**
 * The order of a booking, its row locked until the transaction ends (FOR UPDATE), so handover,
 * refunds, disputes and release of one order happen one after another.
 */
export function lockOrderOfBooking(db: Queryable, bookingId: string): Promise<OrderRow | undefined> {
  return db
    .query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE pay.booking_id = $1 AND ${IN_LEDGER} FOR UPDATE OF pay`,
      [bookingId],
    )
    .then((rows) => rows[0]);
}

export function lockOrder(db: Queryable, paymentId: string): Promise<OrderRow | undefined> {
  return db
    .query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE pay.id = $1 AND ${IN_LEDGER} FOR UPDATE OF pay`,
      [paymentId],
    )
    .then((rows) => rows[0]);
}

/** Counts a wrong handover code; at `maxTries` the entry locks until `lockUntil` and the count starts again. */
export async function countWrongCode(
  db: Queryable,
  paymentId: string,
  maxTries: number,
  lockUntil: Date,
): Promise<{ tries: number; locked: boolean }> {
  const rows = await db.query<{ handover_tries: number; handover_locked_until: Date | null }>(
    `UPDATE payments SET
       handover_tries = CASE WHEN handover_tries + 1 >= $2 THEN 0 ELSE handover_tries + 1 END,
       handover_locked_until = CASE WHEN handover_tries + 1 >= $2 THEN $3 ELSE handover_locked_until END
     WHERE id = $1 RETURNING handover_tries, handover_locked_until`,
    [paymentId, maxTries, lockUntil],
  );
  const row = rows[0]!;
  return { tries: row.handover_tries, locked: row.handover_tries === 0 };
}

export async function markHandedOver(
  db: Queryable,
  paymentId: string,
  at: Date,
  protectionEndsAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE payments SET handover_at = $2, protection_ends_at = $3, handover_tries = 0, handover_locked_until = NULL
     WHERE id = $1`,
    [paymentId, at, protectionEndsAt],
  );
}

/** What a refund changed on the order: the amount given back so far, the fee now, and whether it is over. */
export async function noteRefund(
  db: Queryable,
  paymentId: string,
  change: { refundedCents: number; feeCents: number; inFullAt: Date | null },
): Promise<void> {
  await db.query('UPDATE payments SET refunded_cents = $2, fee_cents = $3, refunded_in_full_at = $4 WHERE id = $1', [
    paymentId,
    change.refundedCents,
    change.feeCents,
    change.inFullAt,
  ]);
}

export async function markReleased(db: Queryable, paymentId: string, at: Date): Promise<void> {
  await db.query('UPDATE payments SET released_at = $2 WHERE id = $1', [paymentId, at]);
}

/** Paid orders whose protection window ended, not yet released, with no open dispute: oldest first. */
export function listOrdersToRelease(db: Queryable, now: Date, limit: number): Promise<Array<{ id: string }>> {
  return db.query(
    `SELECT pay.id FROM payments pay
     WHERE pay.protection_ends_at <= $1 AND pay.released_at IS NULL AND pay.refunded_in_full_at IS NULL
       AND pay.fee_cents IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.payment_id = pay.id AND d.state = 'open')
     ORDER BY pay.protection_ends_at LIMIT $2`,
    [now, limit],
  );
}

/** Paid orders not handed over by their deadline: oldest first. */
export function listOrdersPastHandover(db: Queryable, now: Date, limit: number): Promise<Array<{ id: string }>> {
  return db.query(
    `SELECT pay.id FROM payments pay
     WHERE pay.handover_due_at <= $1 AND pay.handover_at IS NULL AND pay.refunded_in_full_at IS NULL
       AND pay.fee_cents IS NOT NULL
     ORDER BY pay.handover_due_at LIMIT $2`,
    [now, limit],
  );
}

/**
 * Claims the halfway reminders due (`remindAt`: how long before the deadline they go): one
 * statement marks them, so each order is reminded once across instances.
 */
export function claimHandoverReminders(
  db: Queryable,
  now: Date,
  remindBeforeMs: number,
  limit: number,
): Promise<Array<{ id: string }>> {
  return db.query(
    `UPDATE payments SET reminded_at = $1 WHERE id IN (
       SELECT pay.id FROM payments pay
       WHERE pay.handover_at IS NULL AND pay.refunded_in_full_at IS NULL AND pay.reminded_at IS NULL
         AND pay.fee_cents IS NOT NULL AND pay.handover_due_at - $2 * interval '1 millisecond' <= $1
       ORDER BY pay.handover_due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [now, remindBeforeMs, limit],
  );
}

export function findOrder(db: Queryable, paymentId: string): Promise<OrderRow | undefined> {
  return db
    .query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE pay.id = $1`, [paymentId])
    .then((rows) => rows[0]);
}

/** Whether a user has money in the ledger not yet paid out, or an open dispute as buyer or seller. */
export async function moneyOpenFor(
  db: Queryable,
  userId: string,
): Promise<{ pending: number; available: number; openDisputes: number }> {
  const rows = await db.query<{ pending: string; available: string; disputes: number }>(
    `SELECT
       (SELECT COALESCE(sum(amount_cents), 0) FROM ledger_entries WHERE seller_id = $1 AND account = 'seller_pending')::text AS pending,
       (SELECT COALESCE(sum(amount_cents), 0) FROM ledger_entries WHERE seller_id = $1 AND account = 'seller_available')::text AS available,
       (SELECT count(*)::int FROM disputes d JOIN payments pay ON pay.id = d.payment_id JOIN products p ON p.id = pay.product_id
         WHERE d.state = 'open' AND (pay.buyer_id = $1 OR p.seller_id = $1)) AS disputes`,
    [userId],
  );
  const row = rows[0]!;
  return { pending: Number(row.pending), available: Number(row.available), openDisputes: row.disputes };
}

/** Orders of the last `days` in the ledger, for the reconciliation's comparison with the provider. */
export function listRecentOrders(
  db: Queryable,
  since: Date,
  limit: number,
): Promise<Array<{ id: string; transaction_id: string; amount_cents: number; provider: string }>> {
  return db.query(
    `SELECT id, transaction_id, amount_cents, provider FROM payments
     WHERE fee_cents IS NOT NULL AND created_at >= $1 ORDER BY created_at DESC LIMIT $2`,
    [since, limit],
  );
}

/* ---- refunds of recorded payments (an automatic refund, a dispute's) ---- */

export interface OrderRefundRow {
  id: string;
  payment_id: string;
  amount_cents: number;
  reason: string;
  idempotency_key: string;
  transaction_id: string;
  [key: string]: unknown;
}

/** Owes a buyer part or all of a recorded payment back (in the transaction of its ledger entries). */
export async function insertOrderRefund(
  db: Queryable,
  refund: { paymentId: string; amountCents: number; reason: string; key: string },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO order_refunds (payment_id, amount_cents, reason, idempotency_key) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [refund.paymentId, refund.amountCents, refund.reason, refund.key],
  );
  return rows[0]!.id;
}

/**
 * Claims owed refunds for one attempt at the provider: a lease set in one statement, so only one
 * instance asks for a refund at a time (see claimRefunds). `id` claims that one.
 */
export function claimOrderRefunds(db: Queryable, options: { id?: string; limit: number }): Promise<OrderRefundRow[]> {
  return db.query<OrderRefundRow>(
    `UPDATE order_refunds r SET locked_until = now() + interval '5 minutes', attempts = attempts + 1, updated_at = now()
     FROM payments pay
     WHERE pay.id = r.payment_id AND r.id IN (
       SELECT id FROM order_refunds WHERE status = 'pending' AND (locked_until IS NULL OR locked_until < now())
         AND ($1::uuid IS NULL OR id = $1)
       ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING r.id, r.payment_id, r.amount_cents, r.reason, r.idempotency_key, pay.transaction_id`,
    [options.id ?? null, options.limit],
  );
}

/** Ends an attempt: done, or pending again (with the provider's error) for the next run. */
export async function settleOrderRefund(db: Queryable, id: string, error?: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE order_refunds SET status = CASE WHEN $2::text IS NULL THEN 'done' ELSE 'pending' END,
       last_error = $2, locked_until = NULL, updated_at = now()
     WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, error ?? null],
  );
  return rows.length === 1;
}
