import type { DisputeOutcome, DisputeState, ProblemReason } from '@replay/contract';
import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';

export interface DisputeRow {
  id: string;
  payment_id: string;
  booking_id: string;
  product_title: string;
  buyer_id: string;
  buyer_name: string;
  seller_id: string;
  seller_name: string;
  reason: ProblemReason;
  details: string;
  state: DisputeState;
  opened_at: Date;
  response: string | null;
  response_images: string[];
  outcome: DisputeOutcome | null;
  refund_cents: number | null;
  resolution: string | null;
  resolved_at: Date | null;
  paid_cents: number;
  refunded_cents: number;
  [key: string]: unknown;
}

const DISPUTE_COLUMNS = `d.id, d.payment_id, pay.booking_id, pay.title AS product_title, pay.buyer_id, b.name AS buyer_name,
  p.seller_id, s.name AS seller_name, d.reason, d.details, d.state, d.opened_at, d.response, d.response_images,
  d.outcome, d.refund_cents, d.resolution, d.resolved_at, pay.amount_cents AS paid_cents, pay.refunded_cents`;
const DISPUTE_FROM = `disputes d JOIN payments pay ON pay.id = d.payment_id JOIN products p ON p.id = pay.product_id
  JOIN users b ON b.id = pay.buyer_id JOIN users s ON s.id = p.seller_id`;

export async function insertDispute(
  db: Queryable,
  dispute: { paymentId: string; reason: ProblemReason; details: string; openedAt: Date },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO disputes (payment_id, reason, details, opened_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [dispute.paymentId, dispute.reason, dispute.details, dispute.openedAt],
  );
  return rows[0]!.id;
}

export function findDispute(db: Queryable, id: string): Promise<DisputeRow | undefined> {
  return db.query<DisputeRow>(`SELECT ${DISPUTE_COLUMNS} FROM ${DISPUTE_FROM} WHERE d.id = $1`, [id]).then((r) => r[0]);
}

/** A dispute with its row locked until the transaction ends, so two resolutions cannot both run. */
export function lockDispute(db: Queryable, id: string): Promise<DisputeRow | undefined> {
  return db
    .query<DisputeRow>(`SELECT ${DISPUTE_COLUMNS} FROM ${DISPUTE_FROM} WHERE d.id = $1 FOR UPDATE OF d`, [id])
    .then((r) => r[0]);
}

export async function saveDisputeResponse(
  db: Queryable,
  id: string,
  response: { text: string; images: string[]; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE disputes SET response = $2, response_images = $3, responded_at = $4 WHERE id = $1 AND state = 'open' RETURNING id`,
    [id, response.text, response.images, response.at],
  );
  return rows.length === 1;
}

export async function resolveDisputeRow(
  db: Queryable,
  id: string,
  resolution: { outcome: DisputeOutcome; refundCents: number; reason: string; adminId: string; at: Date },
): Promise<void> {
  await db.query(
    `UPDATE disputes SET state = 'resolved', outcome = $2, refund_cents = $3, resolution = $4, resolved_by = $5,
       resolved_at = $6 WHERE id = $1`,
    [id, resolution.outcome, resolution.refundCents, resolution.reason, resolution.adminId, resolution.at],
  );
}

/** Disputes in one state, open ones oldest first (the queue), resolved ones newest first. */
export function listDisputeRows(
  db: Queryable,
  state: DisputeState,
  page: PageRequest,
): Promise<Array<DisputeRow & { time_key: string }>> {
  const open = state === 'open';
  const order = open ? 'ASC' : 'DESC';
  const after = page.after ? `AND ${afterTimeId('d.opened_at', 'd.id', '$3', '$4', open ? 'oldest' : 'newest')}` : '';
  return db.query(
    `SELECT ${DISPUTE_COLUMNS}, ${timeKey('d.opened_at')} AS time_key FROM ${DISPUTE_FROM}
     WHERE d.state = $1 ${after} ORDER BY d.opened_at ${order}, d.id ${order} LIMIT $2`,
    [state, page.limit + 1, ...(page.after ?? [])],
  );
}

/** An order's dispute (one at most), if any. */
export function findDisputeOfOrder(
  db: Queryable,
  paymentId: string,
): Promise<{ id: string; state: DisputeState } | undefined> {
  return db
    .query<{ id: string; state: DisputeState }>('SELECT id, state FROM disputes WHERE payment_id = $1', [paymentId])
    .then((rows) => rows[0]);
}
