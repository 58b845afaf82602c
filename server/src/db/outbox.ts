import { activeTraceparent } from '../tracing';
import type { Queryable } from './database';

/** The channel that wakes every instance's outbox worker when a mail is queued (the payload is empty). */
export const OUTBOX_CHANNEL = 'replay_outbox';

/**
 * Kept in a queued mail's headers: the traceparent of the request that queued it, so that the span
 * of its sending links to that request. Taken out before the mail is sent.
 */
export const TRACEPARENT_KEY = 'x-replay-traceparent';

export interface QueuedMail {
  /** The recipient's account; null for someone without one (a notice's notifier, a closed account). */
  userId: string | null;
  /** The event and recipient: a mail is queued once per key and user. */
  key: string;
  category: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * Queues a mail in the transaction of the change it tells of, once per event and recipient, and
 * wakes the workers when that transaction commits. False when it was queued already.
 */
export async function queueMail(db: Queryable, mail: QueuedMail): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO outbox (user_id, key, category, to_address, subject, html, text, headers)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT ${mail.userId === null ? '(key) WHERE user_id IS NULL' : 'ON CONSTRAINT outbox_once'} DO NOTHING RETURNING id`,
    [
      mail.userId,
      mail.key,
      mail.category,
      mail.to,
      mail.subject,
      mail.html,
      mail.text,
      JSON.stringify(withTraceparent(mail.headers)),
    ],
  );
  if (rows.length === 0) return false;
  await db.query('SELECT pg_notify($1, $2)', [OUTBOX_CHANNEL, '']);
  return true;
}

function withTraceparent(headers: Record<string, string>): Record<string, string> {
  const traceparent = activeTraceparent();
  return traceparent ? { ...headers, [TRACEPARENT_KEY]: traceparent } : headers;
}

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attempts: number;
  created_at: Date;
  /** False when its recipient turned the category's e-mail off after it was queued. */
  wanted: boolean;
  [key: string]: unknown;
}

/**
 * How long a claimed mail is this worker's: longer than one attempt can take (the SMTP client's
 * timeouts are shorter), so a mail is never sent by two instances, and a lease left by a worker
 * that died runs out and the mail is sent by another.
 */
const LEASE = "interval '2 minutes'";

/**
 * Claims mails that are due for one attempt each. One statement sets the lease, and `FOR UPDATE
 * SKIP LOCKED` lets instances claiming at the same moment take different rows: of any number of
 * workers, one attempts a mail at a time (as claimRefunds does for refunds).
 */
export function claimMails(db: Queryable, limit: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `UPDATE outbox o SET locked_until = now() + ${LEASE}, attempts = o.attempts + 1
     WHERE o.id IN (
       SELECT id FROM outbox
       WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
       ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING o.id, o.to_address, o.subject, o.html, o.text, o.headers, o.attempts, o.created_at,
       o.category IN ('orders', 'account') OR COALESCE(
         (SELECT p.email FROM notification_preferences p WHERE p.user_id = o.user_id AND p.category = o.category),
         o.category = 'activity') AS wanted`,
    [limit],
  );
}

/** A mail left: kept as sent (or skipped: not sent on purpose). */
export async function settleMail(db: Queryable, id: string, status: 'sent' | 'skipped'): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = $2, sent_at = CASE WHEN $2 = 'sent' THEN now() END, locked_until = NULL, last_error = NULL
     WHERE id = $1`,
    [id, status],
  );
}

/** An attempt failed: the mail waits `retryInMs` for the next one, or is kept as failed when none is left. */
export async function failMail(db: Queryable, id: string, error: string, retryInMs: number | undefined): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = CASE WHEN $3::integer IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = now() + COALESCE($3::integer, 0) * interval '1 millisecond', locked_until = NULL, last_error = $2
     WHERE id = $1`,
    [id, error.slice(0, 1000), retryInMs ?? null],
  );
}

/** The queues the metrics report, in one statement: refunds pending, and mails pending and failed. */
export async function countQueues(
  db: Queryable,
): Promise<{ refunds: number; pending: number; failed: number } | undefined> {
  const [row] = await db.query<{ refunds: number; pending: number; failed: number }>(
    `SELECT (SELECT count(*) FROM refunds WHERE status = 'pending')::int AS refunds,
            count(*) FILTER (WHERE status = 'pending')::int AS pending,
            count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM outbox WHERE status IN ('pending', 'failed')`,
  );
  return row;
}
