import type { LedgerLineType } from '@replay/contract';
import type { Queryable } from './database';

/** The ledger's accounts: `seller_*` are one seller's (`sellerId`), the others the platform's. */
export type LedgerAccount =
  'buyer_payments' | 'seller_pending' | 'seller_available' | 'seller_paid_out' | 'platform_fees' | 'buyer_refunds';

export type LedgerKind = 'sale' | 'release' | 'refund' | 'payout' | 'payout_failed' | 'adjustment';

export interface LedgerEntry {
  account: LedgerAccount;
  sellerId?: string;
  line: LedgerLineType;
  amountCents: number;
}

export interface LedgerTransaction {
  /** One economic event, one key: posting it again posts nothing. */
  key: string;
  kind: LedgerKind;
  description: string;
  createdAt: Date;
  paymentId?: string;
  payoutId?: string;
  entries: LedgerEntry[];
}

/**
 * Inserts a transaction and its entries; false when its key was posted before (nothing written).
 * The key's unique index decides between racing posts: the second waits for the first's commit and
 * then inserts nothing.
 */
export async function insertLedgerTransaction(db: Queryable, txn: LedgerTransaction): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO ledger_transactions (idempotency_key, kind, payment_id, payout_id, description, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [txn.key, txn.kind, txn.paymentId ?? null, txn.payoutId ?? null, txn.description, txn.createdAt],
  );
  const id = rows[0]?.id;
  if (!id) return false;
  for (const entry of txn.entries.filter((e) => e.amountCents !== 0)) {
    await db.query(
      `INSERT INTO ledger_entries (transaction_id, account, seller_id, line, amount_cents) VALUES ($1, $2, $3, $4, $5)`,
      [id, entry.account, entry.sellerId ?? null, entry.line, entry.amountCents],
    );
  }
  return true;
}

/** A seller's balances, in cents: sums of their entries (balances are never stored). */
export async function sellerBalances(
  db: Queryable,
  sellerId: string,
): Promise<{ pending: number; available: number; paidOut: number }> {
  const rows = await db.query<{ pending: string; available: string; paid_out: string }>(
    `SELECT COALESCE(sum(amount_cents) FILTER (WHERE account = 'seller_pending'), 0) AS pending,
       COALESCE(sum(amount_cents) FILTER (WHERE account = 'seller_available'), 0) AS available,
       COALESCE(sum(amount_cents) FILTER (WHERE account = 'seller_paid_out'), 0) AS paid_out
     FROM ledger_entries WHERE seller_id = $1`,
    [sellerId],
  );
  const row = rows[0]!;
  return { pending: Number(row.pending), available: Number(row.available), paidOut: Number(row.paid_out) };
}

export interface LedgerLineRow {
  last_id: string;
  line: LedgerLineType;
  amount_cents: string;
  booking_id: string | null;
  product_id: string | null;
  description: string;
  created_at: Date;
  pending_balance: string;
  available_balance: string;
  [key: string]: unknown;
}

/**
 * A seller's ledger as lines: one per transaction and line type, its amount on their pending and
 * available accounts (a release's is what reached available), with both balances after it. Newest
 * first, `limit + 1` rows before the entry id `before`.
 */
export function listSellerLedgerLines(
  db: Queryable,
  sellerId: string,
  page: { limit: number; before?: number },
): Promise<LedgerLineRow[]> {
  return db.query<LedgerLineRow>(
    `WITH lines AS (
       SELECT max(e.id) AS last_id, e.line, t.description, t.created_at, pay.booking_id, pay.product_id,
         COALESCE(sum(e.amount_cents) FILTER (WHERE e.account = 'seller_pending'), 0) AS pending_delta,
         COALESCE(sum(e.amount_cents) FILTER (WHERE e.account = 'seller_available'), 0) AS available_delta
       FROM ledger_entries e
       JOIN ledger_transactions t ON t.id = e.transaction_id
       LEFT JOIN payments pay ON pay.id = t.payment_id
       WHERE e.seller_id = $1 AND e.account IN ('seller_pending', 'seller_available')
       GROUP BY t.id, e.line, t.description, t.created_at, pay.booking_id, pay.product_id
     ), balances AS (
       SELECT *, sum(pending_delta) OVER (ORDER BY last_id) AS pending_balance,
         sum(available_delta) OVER (ORDER BY last_id) AS available_balance
       FROM lines
     )
     SELECT last_id::text, line, description, created_at, booking_id, product_id, pending_balance::text,
       available_balance::text,
       (CASE WHEN line = 'release' THEN available_delta ELSE pending_delta + available_delta END)::text AS amount_cents
     FROM balances WHERE ($2::bigint IS NULL OR last_id < $2) ORDER BY last_id DESC LIMIT $3`,
    [sellerId, page.before ?? null, page.limit + 1],
  );
}

/** The platform's figures for the admin's Money page. */
export async function platformTotals(
  db: Queryable,
): Promise<{ fees: number; held: number; closedAccounts: number; pendingPayouts: number }> {
  const rows = await db.query<{ fees: string; held: string; closed: string; payouts: string }>(
    `SELECT
       (SELECT COALESCE(sum(amount_cents), 0) FROM ledger_entries WHERE account = 'platform_fees') AS fees,
       (SELECT COALESCE(sum(amount_cents), 0) FROM ledger_entries WHERE account = 'seller_pending') AS held,
       (SELECT COALESCE(sum(e.amount_cents), 0) FROM ledger_entries e JOIN users u ON u.id = e.seller_id
         WHERE e.account = 'seller_available' AND u.archived_at IS NOT NULL) AS closed,
       (SELECT COALESCE(sum(amount_cents), 0) FROM payouts WHERE status IN ('pending', 'in_transit')) AS payouts`,
  );
  const row = rows[0]!;
  return {
    fees: Number(row.fees),
    held: Number(row.held),
    closedAccounts: Number(row.closed),
    pendingPayouts: Number(row.payouts),
  };
}

/* ---- the reconciliation's checks: each returns what disagrees, none when all agree ---- */

/** Transactions whose entries do not sum to zero (the database refuses them at commit; checked all the same). */
export function unbalancedTransactions(db: Queryable): Promise<Array<{ key: string; total: string }>> {
  return db.query(
    `SELECT t.idempotency_key AS key, sum(e.amount_cents)::text AS total
     FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
     GROUP BY t.id HAVING COALESCE(sum(e.amount_cents), 0) <> 0 OR count(e.id) = 0`,
  );
}

/** Sellers whose available balance is below zero. */
export function negativeAvailableBalances(db: Queryable): Promise<Array<{ seller_id: string; total: string }>> {
  return db.query(
    `SELECT seller_id, sum(amount_cents)::text AS total FROM ledger_entries
     WHERE account = 'seller_available' GROUP BY seller_id HAVING sum(amount_cents) < 0`,
  );
}

/** Payments in the ledger whose sale entry is not their amount (or that have none). */
export function paymentsDisagreeing(
  db: Queryable,
): Promise<Array<{ id: string; amount_cents: number; posted: string }>> {
  return db.query(
    `SELECT pay.id, pay.amount_cents, COALESCE(-sum(e.amount_cents), 0)::text AS posted
     FROM payments pay
     LEFT JOIN ledger_transactions t ON t.payment_id = pay.id AND t.kind = 'sale'
     LEFT JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'buyer_payments'
     WHERE pay.fee_cents IS NOT NULL
     GROUP BY pay.id HAVING COALESCE(-sum(e.amount_cents), 0) <> pay.amount_cents`,
  );
}

/** Payments whose refunds (owed or made) differ from what the ledger gave back, or from their refunded amount. */
export function refundsDisagreeing(
  db: Queryable,
): Promise<Array<{ id: string; refunded_cents: number; owed: string; posted: string }>> {
  return db
    .query(
      `SELECT pay.id, pay.refunded_cents,
       (SELECT COALESCE(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.payment_id = pay.id)::text AS owed,
       (SELECT COALESCE(sum(e.amount_cents), 0) FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'buyer_refunds'
         WHERE t.payment_id = pay.id)::text AS posted
     FROM payments pay WHERE pay.fee_cents IS NOT NULL AND (pay.refunded_cents > 0 OR EXISTS
       (SELECT 1 FROM order_refunds r WHERE r.payment_id = pay.id))`,
    )
    .then((rows) =>
      (rows as Array<{ id: string; refunded_cents: number; owed: string; posted: string }>).filter(
        (row) => Number(row.owed) !== row.refunded_cents || Number(row.posted) !== row.refunded_cents,
      ),
    );
}

/** Sellers whose paid-out balance differs from their payouts that did not fail. */
export function payoutsDisagreeing(
  db: Queryable,
): Promise<Array<{ seller_id: string; paid_out: string; payouts: string }>> {
  return db.query(
    `WITH ledger AS (
       SELECT seller_id, sum(amount_cents) AS paid_out FROM ledger_entries
       WHERE account = 'seller_paid_out' GROUP BY seller_id
     ), table_sums AS (
       SELECT seller_id, sum(amount_cents) AS payouts FROM payouts WHERE status <> 'failed' GROUP BY seller_id
     )
     SELECT COALESCE(l.seller_id, p.seller_id) AS seller_id, COALESCE(l.paid_out, 0)::text AS paid_out,
       COALESCE(p.payouts, 0)::text AS payouts
     FROM ledger l FULL JOIN table_sums p ON p.seller_id = l.seller_id
     WHERE COALESCE(l.paid_out, 0) <> COALESCE(p.payouts, 0)`,
  );
}

export async function insertReconciliation(
  db: Queryable,
  run: { at: Date; ok: boolean; differences: string[] },
): Promise<void> {
  await db.query('INSERT INTO ledger_reconciliations (ran_at, ok, differences) VALUES ($1, $2, $3)', [
    run.at,
    run.ok,
    JSON.stringify(run.differences),
  ]);
}

export function findLastReconciliation(
  db: Queryable,
): Promise<{ ran_at: Date; ok: boolean; differences: string[] } | undefined> {
  return db
    .query<{ ran_at: Date; ok: boolean; differences: string[] }>(
      'SELECT ran_at, ok, differences FROM ledger_reconciliations ORDER BY ran_at DESC LIMIT 1',
    )
    .then((rows) => rows[0]);
}

/**
 * Takes the turn of a job that runs once across instances every `intervalMs`: true for the one
 * instance whose UPDATE moved the schedule on (the others see the new time and do nothing).
 */
export async function takeScheduledRun(db: Queryable, name: string, now: Date, intervalMs: number): Promise<boolean> {
  await db.query('INSERT INTO job_schedule (name, next_run_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    now,
  ]);
  const rows = await db.query(
    `UPDATE job_schedule SET next_run_at = $2::timestamptz + $3 * interval '1 millisecond'
     WHERE name = $1 AND next_run_at <= $2 RETURNING name`,
    [name, now, intervalMs],
  );
  return rows.length === 1;
}
