import type { PayoutAccountStatus, PayoutStatus } from '@replay/contract';
import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';

export interface PayoutAccountRow {
  seller_id: string;
  provider: string;
  external_id: string;
  status: Exclude<PayoutAccountStatus, 'not_started'>;
  requirements: string[];
  legal_name: string | null;
  country: string | null;
  iban: string | null;
  [key: string]: unknown;
}

const ACCOUNT_COLUMNS = 'seller_id, provider, external_id, status, requirements, legal_name, country, iban';

export function findPayoutAccount(db: Queryable, sellerId: string): Promise<PayoutAccountRow | undefined> {
  return db
    .query<PayoutAccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE seller_id = $1`, [sellerId])
    .then((r) => r[0]);
}

/** The seller's payout account with its row locked: one payout of theirs is decided at a time. */
export function lockPayoutAccount(db: Queryable, sellerId: string): Promise<PayoutAccountRow | undefined> {
  return db
    .query<PayoutAccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE seller_id = $1 FOR UPDATE`, [
      sellerId,
    ])
    .then((r) => r[0]);
}

export function findPayoutAccountByExternalId(
  db: Queryable,
  externalId: string,
): Promise<PayoutAccountRow | undefined> {
  return db
    .query<PayoutAccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE external_id = $1`, [externalId])
    .then((r) => r[0]);
}

export async function savePayoutAccountRow(db: Queryable, row: PayoutAccountRow): Promise<void> {
  await db.query(
    `INSERT INTO payout_accounts (seller_id, provider, external_id, status, requirements, legal_name, country, iban)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (seller_id) DO UPDATE SET provider = $2, external_id = $3, status = $4, requirements = $5,
       legal_name = $6, country = $7, iban = $8, updated_at = now()`,
    [row.seller_id, row.provider, row.external_id, row.status, row.requirements, row.legal_name, row.country, row.iban],
  );
}

export async function setPayoutAccountStatus(
  db: Queryable,
  externalId: string,
  status: PayoutAccountRow['status'],
  requirements: string[],
): Promise<void> {
  await db.query(
    'UPDATE payout_accounts SET status = $2, requirements = $3, updated_at = now() WHERE external_id = $1',
    [externalId, status, requirements],
  );
}

export interface PayoutRow {
  id: string;
  seller_id: string;
  amount_cents: number;
  status: PayoutStatus;
  idempotency_key: string;
  provider: string;
  provider_ref: string | null;
  failure_message: string | null;
  created_at: Date;
  [key: string]: unknown;
}

const PAYOUT_COLUMNS =
  'id, seller_id, amount_cents, status, idempotency_key, provider, provider_ref, failure_message, created_at';

export async function insertPayout(
  db: Queryable,
  payout: { sellerId: string; amountCents: number; key: string; provider: string; createdAt: Date },
): Promise<PayoutRow> {
  const rows = await db.query<PayoutRow>(
    `INSERT INTO payouts (seller_id, amount_cents, idempotency_key, provider, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${PAYOUT_COLUMNS}`,
    [payout.sellerId, payout.amountCents, payout.key, payout.provider, payout.createdAt],
  );
  return rows[0]!;
}

export function findPayout(db: Queryable, id: string): Promise<PayoutRow | undefined> {
  return db.query<PayoutRow>(`SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE id = $1`, [id]).then((r) => r[0]);
}

export function findPayoutByRef(db: Queryable, providerRef: string): Promise<PayoutRow | undefined> {
  return db
    .query<PayoutRow>(`SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE provider_ref = $1`, [providerRef])
    .then((r) => r[0]);
}

/**
 * Claims payouts to send to the provider (pending) or to ask about (in transit): one statement sets
 * a lease, so of several instances only one handles a payout at a time; a lease left by a process
 * that died runs out. `id` claims that one payout.
 */
export function claimPayouts(
  db: Queryable,
  status: 'pending' | 'in_transit',
  options: { id?: string; limit: number },
): Promise<PayoutRow[]> {
  return db.query<PayoutRow>(
    `UPDATE payouts SET locked_until = now() + interval '2 minutes', attempts = attempts + 1, updated_at = now()
     WHERE id IN (
       SELECT id FROM payouts WHERE status = $1 AND (locked_until IS NULL OR locked_until < now())
         AND ($2::uuid IS NULL OR id = $2)
       ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING ${PAYOUT_COLUMNS}`,
    [status, options.id ?? null, options.limit],
  );
}

/** Moves a payout on from `from` (only from it: a repeated answer changes nothing); false when it had moved. */
export async function movePayout(
  db: Queryable,
  id: string,
  from: PayoutStatus,
  to: { status: PayoutStatus; providerRef?: string; failureMessage?: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payouts SET status = $3, provider_ref = COALESCE($4, provider_ref), failure_message = $5,
       locked_until = NULL, updated_at = now()
     WHERE id = $1 AND status = $2 RETURNING id`,
    [id, from, to.status, to.providerRef ?? null, to.failureMessage ?? null],
  );
  return rows.length === 1;
}

/** Lets another attempt take a claimed payout at once (the provider did not answer). */
export async function releasePayoutLease(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE payouts SET locked_until = NULL WHERE id = $1', [id]);
}

export function listSellerPayouts(
  db: Queryable,
  sellerId: string,
  page: PageRequest,
): Promise<Array<PayoutRow & { time_key: string }>> {
  const after = page.after ? `AND ${afterTimeId('created_at', 'id', '$3', '$4')}` : '';
  return db.query(
    `SELECT ${PAYOUT_COLUMNS}, ${timeKey('created_at')} AS time_key FROM payouts
     WHERE seller_id = $1 ${after} ORDER BY created_at DESC, id DESC LIMIT $2`,
    [sellerId, page.limit + 1, ...(page.after ?? [])],
  );
}

/** Sellers with an enabled payout account and at least `minCents` available (any amount for closed accounts). */
export function listSellersToPayOut(db: Queryable, minCents: number): Promise<Array<{ seller_id: string }>> {
  return db.query(
    `SELECT e.seller_id FROM ledger_entries e
     JOIN payout_accounts a ON a.seller_id = e.seller_id AND a.status = 'enabled'
     JOIN users u ON u.id = e.seller_id
     WHERE e.account = 'seller_available'
     GROUP BY e.seller_id, u.archived_at
     HAVING sum(e.amount_cents) >= CASE WHEN u.archived_at IS NULL THEN $1 ELSE 1 END`,
    [minCents],
  );
}
