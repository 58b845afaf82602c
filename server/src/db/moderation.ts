import type { CaseTargetKind, DecisionAction, DecisionGround, ReportReason } from '@replay/contract';
import type { Queryable } from './database';

/* Moderation's tables (migration 14): cases, their reports and notices, decisions, appeals, suspensions. */

export interface CaseRow {
  id: string;
  target_kind: CaseTargetKind;
  target_id: string;
  owner_id: string | null;
  state: 'open' | 'decided';
  severe: boolean;
  report_count: number;
  first_at: Date;
  last_at: Date;
  decided_at: Date | null;
  reasons: Record<string, number> | null;
  /** The target's preview: a listing's title and photo, a message's text, a member's name. */
  preview_text: string | null;
  preview_image: string | null;
  present: boolean;
  owner_name: string | null;
  owner_email: string | null;
  [key: string]: unknown;
}

const SEVERE = "('illegal', 'scam')";

/**
 * The open case of a target, made when there is none: its id. Two reports at once find one case
 * (the partial unique index on open cases; the loser of the insert reads the winner's).
 */
export async function openCaseFor(
  db: Queryable,
  target: { kind: CaseTargetKind; id: string; ownerId: string | null },
  at: Date,
): Promise<string> {
  const made = await db.query<{ id: string }>(
    `INSERT INTO moderation_cases (target_kind, target_id, owner_id, first_at, last_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (target_kind, target_id) WHERE state = 'open' DO NOTHING RETURNING id`,
    [target.kind, target.id, target.ownerId, at],
  );
  if (made[0]) return made[0].id;
  const [open] = await db.query<{ id: string }>(
    `SELECT id FROM moderation_cases WHERE target_kind = $1 AND target_id = $2 AND state = 'open'`,
    [target.kind, target.id],
  );
  return open!.id;
}

/** Counts a new report or notice on its case: the queue's order (severity, count, last report) moves. */
export async function countOnCase(db: Queryable, caseId: string, reason: ReportReason, at: Date): Promise<void> {
  await db.query(
    `UPDATE moderation_cases SET report_count = report_count + 1, severe = severe OR $2 IN ${SEVERE},
       last_at = GREATEST(last_at, $3) WHERE id = $1`,
    [caseId, reason, at],
  );
}

/** The open case of a target, if any. */
export async function findOpenCase(db: Queryable, kind: CaseTargetKind, targetId: string): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM moderation_cases WHERE target_kind = $1 AND target_id = $2 AND state = 'open'`,
    [kind, targetId],
  );
  return rows[0]?.id;
}

/** Each report and notice of a case, with its reason (the union every count reads). */
const CASE_ITEMS = `
  SELECT r.case_id, r.id, 'report' AS source, r.reason, r.details, r.reporter_id, r.created_at FROM reports r
  UNION ALL
  SELECT r.case_id, r.message_id, 'report', r.reason, r.details, r.reporter_id, r.created_at FROM message_reports r
  UNION ALL
  SELECT n.case_id, n.id, 'notice', n.reason, n.explanation, NULL, n.created_at FROM notices n`;

const CASE_COLUMNS = `c.*,
  (SELECT jsonb_object_agg(x.reason, x.n) FROM (SELECT reason, count(*)::int AS n FROM (${CASE_ITEMS}) i
     WHERE i.case_id = c.id GROUP BY reason) x) AS reasons,
  COALESCE(p.title, m.body, tu.name) AS preview_text,
  NULLIF(p.image_url, '') AS preview_image,
  CASE c.target_kind
    WHEN 'product' THEN p.id IS NOT NULL AND p.archived_at IS NULL
    WHEN 'message' THEN m.id IS NOT NULL AND m.hidden_at IS NULL
    ELSE tu.id IS NOT NULL AND tu.archived_at IS NULL END AS present,
  o.name AS owner_name, o.email AS owner_email`;

const CASE_JOINS = `
  LEFT JOIN products p ON c.target_kind = 'product' AND p.id = c.target_id
  LEFT JOIN messages m ON c.target_kind = 'message' AND m.id = c.target_id
  LEFT JOIN users tu ON c.target_kind = 'user' AND tu.id = c.target_id
  LEFT JOIN users o ON o.id = c.owner_id`;

/**
 * A page of the queue: open cases severe first, then by reports, then oldest; decided ones newest
 * decided first. Paged by offset (`limit + 1` rows): the queue is short and its order moves with
 * every report, so a keyset over it would not hold still either.
 */
export function listCases(
  db: Queryable,
  filter: { state: 'open' | 'decided'; reason?: ReportReason },
  offset: number,
  limit: number,
): Promise<CaseRow[]> {
  const params: unknown[] = [filter.state, limit + 1, offset];
  let byReason = '';
  if (filter.reason) {
    params.push(filter.reason);
    byReason = `AND EXISTS (SELECT 1 FROM (${CASE_ITEMS}) i WHERE i.case_id = c.id AND i.reason = $4)`;
  }
  const order =
    filter.state === 'open' ? 'c.severe DESC, c.report_count DESC, c.first_at, c.id' : 'c.decided_at DESC, c.id DESC';
  return db.query<CaseRow>(
    `SELECT ${CASE_COLUMNS} FROM moderation_cases c ${CASE_JOINS}
     WHERE c.state = $1 ${byReason} ORDER BY ${order} LIMIT $2 OFFSET $3`,
    params,
  );
}

export async function findCase(db: Queryable, id: string, lock = false): Promise<CaseRow | undefined> {
  if (lock) await db.query('SELECT id FROM moderation_cases WHERE id = $1 FOR UPDATE', [id]);
  const rows = await db.query<CaseRow>(`SELECT ${CASE_COLUMNS} FROM moderation_cases c ${CASE_JOINS} WHERE c.id = $1`, [
    id,
  ]);
  return rows[0];
}

export interface CaseItemRow {
  id: string;
  source: 'report' | 'notice';
  reason: ReportReason;
  details: string | null;
  reporter_id: string | null;
  reporter_name: string | null;
  notifier_name: string | null;
  notifier_email: string | null;
  reference: string | null;
  created_at: Date;
  [key: string]: unknown;
}

/** A case's reports and notices, oldest first. */
export function listCaseItems(db: Queryable, caseId: string): Promise<CaseItemRow[]> {
  return db.query<CaseItemRow>(
    `SELECT i.id, i.source, i.reason, NULLIF(i.details, '') AS details, i.reporter_id, u.name AS reporter_name,
       n.name AS notifier_name, n.email AS notifier_email, n.reference, i.created_at
     FROM (${CASE_ITEMS}) i LEFT JOIN users u ON u.id = i.reporter_id LEFT JOIN notices n ON i.source = 'notice' AND n.id = i.id
     WHERE i.case_id = $1 ORDER BY i.created_at, i.id`,
    [caseId],
  );
}

/** Who reported a case and should hear its outcome: members' ids, and notifiers' notices. */
export async function listCaseReporters(
  db: Queryable,
  caseId: string,
): Promise<{ members: string[]; notices: Array<{ id: string; reference: string; email: string; name: string }> }> {
  const members = await db.query<{ id: string }>(
    `SELECT reporter_id AS id FROM reports WHERE case_id = $1
     UNION SELECT reporter_id FROM message_reports WHERE case_id = $1`,
    [caseId],
  );
  const notices = await db.query<{ id: string; reference: string; email: string; name: string }>(
    'SELECT id, reference, email, name FROM notices WHERE case_id = $1 ORDER BY created_at',
    [caseId],
  );
  return { members: members.map((row) => row.id), notices };
}

export async function markCaseDecided(db: Queryable, caseId: string, at: Date): Promise<void> {
  await db.query(`UPDATE moderation_cases SET state = 'decided', decided_at = $2 WHERE id = $1`, [caseId, at]);
}

/** Opens a decided case again (a "no action" reversed on appeal), unless its target has another open case. */
export async function reopenCase(db: Queryable, caseId: string): Promise<void> {
  await db.query(
    `UPDATE moderation_cases c SET state = 'open', decided_at = NULL WHERE c.id = $1 AND NOT EXISTS
       (SELECT 1 FROM moderation_cases o WHERE o.target_kind = c.target_kind AND o.target_id = c.target_id AND o.state = 'open')`,
    [caseId],
  );
}

/* ---- Notices ---- */

export async function insertNotice(
  db: Queryable,
  notice: {
    reference: string;
    caseId: string;
    url: string;
    reason: ReportReason;
    explanation: string;
    name: string;
    email: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO notices (reference, case_id, url, reason, explanation, name, email)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [notice.reference, notice.caseId, notice.url, notice.reason, notice.explanation, notice.name, notice.email],
  );
}

/* ---- Decisions ---- */

export interface DecisionRow {
  id: string;
  case_id: string;
  admin_id: string;
  admin_name: string;
  user_id: string | null;
  notify_email: string | null;
  target_kind: CaseTargetKind;
  target_id: string;
  target_text: string;
  action: DecisionAction;
  ground: DecisionGround;
  law: string | null;
  facts: string;
  days: string | null;
  suspended_until: Date | null;
  created_at: Date;
  appeal_until: Date;
  reversed_at: Date | null;
  appeal_id: string | null;
  appeal_text: string | null;
  appeal_state: 'open' | 'upheld' | 'reversed' | null;
  appeal_created_at: Date | null;
  appeal_decided_at: Date | null;
  appeal_reason: string | null;
  [key: string]: unknown;
}

export interface NewDecision {
  caseId: string;
  adminId: string;
  userId: string | null;
  notifyEmail: string | null;
  target: { kind: CaseTargetKind; id: string; text: string };
  action: DecisionAction;
  ground: DecisionGround;
  law?: string;
  facts: string;
  days?: number;
  suspendedUntil?: Date;
  at: Date;
  appealUntil: Date;
}

export async function insertDecision(db: Queryable, decision: NewDecision): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO moderation_decisions (case_id, admin_id, user_id, notify_email, target_kind, target_id, target_text,
       action, ground, law, facts, days, suspended_until, created_at, appeal_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      decision.caseId,
      decision.adminId,
      decision.userId,
      decision.notifyEmail,
      decision.target.kind,
      decision.target.id,
      decision.target.text,
      decision.action,
      decision.ground,
      decision.law ?? null,
      decision.facts,
      decision.days ?? null,
      decision.suspendedUntil ?? null,
      decision.at,
      decision.appealUntil,
    ],
  );
  return row!.id;
}

const DECISION_SELECT = `SELECT d.*, a.name AS admin_name, ap.id AS appeal_id, ap.text AS appeal_text, ap.state AS appeal_state,
    ap.created_at AS appeal_created_at, ap.decided_at AS appeal_decided_at, ap.reason AS appeal_reason
  FROM moderation_decisions d JOIN users a ON a.id = d.admin_id
  LEFT JOIN LATERAL (SELECT * FROM moderation_appeals x WHERE x.decision_id = d.id
    AND ($APPELLANT::text IS NULL OR x.appellant_email = $APPELLANT::text) ORDER BY x.created_at DESC LIMIT 1) ap ON true`;

/** The decision query, the appeal shown being the given appellant's (any appellant's when null). */
const decisionSelect = (appellantParam: string) => DECISION_SELECT.replaceAll('$APPELLANT', appellantParam);

export async function findDecision(db: Queryable, id: string, lock = false): Promise<DecisionRow | undefined> {
  if (lock) await db.query('SELECT id FROM moderation_decisions WHERE id = $1 FOR UPDATE', [id]);
  const rows = await db.query<DecisionRow>(`${decisionSelect('$2')} WHERE d.id = $1`, [id, null]);
  return rows[0];
}

export function findDecisionOfCase(db: Queryable, caseId: string): Promise<DecisionRow | undefined> {
  return db.query<DecisionRow>(`${decisionSelect('$2')} WHERE d.case_id = $1`, [caseId, null]).then((rows) => rows[0]);
}

/** Decisions about a member, newest first. */
export function listDecisionsAbout(
  db: Queryable,
  userId: string,
  appellantEmail: string | null,
): Promise<DecisionRow[]> {
  return db.query<DecisionRow>(`${decisionSelect('$2')} WHERE d.user_id = $1 ORDER BY d.created_at DESC, d.id DESC`, [
    userId,
    appellantEmail,
  ]);
}

/**
 * What "Decisions about me" lists: the decisions about the member, and the "no action" decisions
 * of cases they reported (which they may appeal), newest first; the appeal shown is theirs.
 */
export function listDecisionsForMember(db: Queryable, userId: string, email: string): Promise<DecisionRow[]> {
  return db.query<DecisionRow>(
    `${decisionSelect('$2')} WHERE d.user_id = $1 OR (d.action = 'none' AND d.case_id IN (
       SELECT case_id FROM reports WHERE reporter_id = $1 UNION SELECT case_id FROM message_reports WHERE reporter_id = $1))
     ORDER BY d.created_at DESC, d.id DESC`,
    [userId, email],
  );
}

/** Warnings and suspensions (and closings) on a member's record that no appeal reversed. */
export async function countStrikes(db: Queryable, userId: string): Promise<{ strikes: number; warned: boolean }> {
  const [row] = await db.query<{ strikes: number; warned: boolean }>(
    `SELECT count(*)::int AS strikes, bool_or(action IN ('warn', 'suspend')) AS warned FROM moderation_decisions
     WHERE user_id = $1 AND reversed_at IS NULL AND action IN ('warn', 'suspend', 'close_account')`,
    [userId],
  );
  return { strikes: row?.strikes ?? 0, warned: row?.warned ?? false };
}

export async function markDecisionReversed(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('UPDATE moderation_decisions SET reversed_at = $2 WHERE id = $1', [id, at]);
}

/**
 * Whether a reporter's last `count` reports (of listings and messages) all ended in "no action":
 * then they are throttled.
 */
export async function reporterOnlyNoAction(db: Queryable, reporterId: string, count: number): Promise<boolean> {
  const [row] = await db.query<{ n: number; none: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE d.action = 'none')::int AS none FROM (
       SELECT case_id, created_at FROM reports WHERE reporter_id = $1
       UNION ALL SELECT case_id, created_at FROM message_reports WHERE reporter_id = $1
       ORDER BY created_at DESC LIMIT $2) r
     LEFT JOIN moderation_decisions d ON d.case_id = r.case_id`,
    [reporterId, count],
  );
  return row!.n >= count && row!.none === row!.n;
}

/* ---- Appeals ---- */

export interface AppealRow {
  id: string;
  decision_id: string;
  appellant_id: string | null;
  appellant_email: string;
  appellant_name: string;
  text: string;
  state: 'open' | 'upheld' | 'reversed';
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  reason: string | null;
  [key: string]: unknown;
}

/** Records an appeal; undefined when this appellant appealed this decision already. */
export async function insertAppeal(
  db: Queryable,
  appeal: { decisionId: string; appellantId: string | null; email: string; name: string; text: string; at: Date },
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO moderation_appeals (decision_id, appellant_id, appellant_email, appellant_name, text, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ON CONSTRAINT moderation_appeals_once DO NOTHING RETURNING id`,
    [appeal.decisionId, appeal.appellantId, appeal.email, appeal.name, appeal.text, appeal.at],
  );
  return rows[0]?.id;
}

export function listAppeals(
  db: Queryable,
  state: 'open' | 'upheld' | 'reversed',
  offset: number,
  limit: number,
): Promise<AppealRow[]> {
  return db.query<AppealRow>(
    `SELECT * FROM moderation_appeals WHERE state = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`,
    [state, limit + 1, offset],
  );
}

export async function findAppeal(db: Queryable, id: string, lock = false): Promise<AppealRow | undefined> {
  const rows = await db.query<AppealRow>(`SELECT * FROM moderation_appeals WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return rows[0];
}

export async function settleAppeal(
  db: Queryable,
  id: string,
  outcome: { state: 'upheld' | 'reversed'; adminId: string; reason: string; at: Date },
): Promise<void> {
  await db.query(
    `UPDATE moderation_appeals SET state = $2, decided_by = $3, reason = $4, decided_at = $5 WHERE id = $1`,
    [id, outcome.state, outcome.adminId, outcome.reason, outcome.at],
  );
}

/* ---- What decisions do to listings, messages and accounts ---- */

export async function setListingHidden(db: Queryable, productId: string, hidden: boolean, at: Date): Promise<void> {
  await db.query(
    'UPDATE products SET hidden_at = $2, advertise = advertise AND $2::timestamptz IS NULL WHERE id = $1',
    [productId, hidden ? at : null],
  );
}

/** Brings a removed listing back (not one sold since). */
export async function restoreListing(db: Queryable, productId: string): Promise<void> {
  await db.query('UPDATE products SET archived_at = NULL WHERE id = $1 AND status', [productId]);
}

export async function setMessageHidden(
  db: Queryable,
  messageId: string,
  adminId: string | null,
  at: Date | null,
): Promise<void> {
  await db.query('UPDATE messages SET hidden_at = $2, hidden_by = $3 WHERE id = $1', [messageId, at, adminId]);
}

/** Suspends a member until `until` (or lifts it, null); their listings are withheld while it lasts. */
export async function setSuspension(db: Queryable, userId: string, until: Date | null): Promise<void> {
  await db.query('UPDATE users SET suspended_until = $2 WHERE id = $1', [userId, until]);
  await db.query('UPDATE products SET withheld = $2, advertise = advertise AND NOT $2 WHERE seller_id = $1', [
    userId,
    until !== null,
  ]);
}

/**
 * The suspensions that ended by `now`, lifted in one statement: each member is returned to one
 * caller only, whichever instance runs the job. Their listings are back on the lists.
 */
export async function liftEndedSuspensions(db: Queryable, now: Date): Promise<Array<{ id: string }>> {
  const lifted = await db.query<{ id: string }>(
    'UPDATE users SET suspended_until = NULL WHERE suspended_until <= $1 RETURNING id',
    [now],
  );
  if (lifted.length > 0)
    await db.query('UPDATE products SET withheld = false WHERE seller_id = ANY($1::uuid[])', [
      lifted.map((row) => row.id),
    ]);
  return lifted;
}

/* ---- Transparency: a month's figures, from the tables ---- */

export interface TransparencyRows {
  notices: Array<{ reason: string; n: number }>;
  decisions: Array<{ action: string; n: number }>;
  grounds: Array<{ ground: string; n: number }>;
  median_hours: number | null;
  appeals: number;
  reversals: number;
}

export async function monthFigures(db: Queryable, from: Date, to: Date): Promise<TransparencyRows> {
  const range = [from, to];
  const notices = await db.query<{ reason: string; n: number }>(
    `SELECT reason, count(*)::int AS n FROM (${CASE_ITEMS}) i WHERE i.created_at >= $1 AND i.created_at < $2 GROUP BY reason`,
    range,
  );
  const decisions = await db.query<{ action: string; n: number }>(
    'SELECT action, count(*)::int AS n FROM moderation_decisions WHERE created_at >= $1 AND created_at < $2 GROUP BY action',
    range,
  );
  const grounds = await db.query<{ ground: string; n: number }>(
    'SELECT ground, count(*)::int AS n FROM moderation_decisions WHERE created_at >= $1 AND created_at < $2 GROUP BY ground',
    range,
  );
  const [median] = await db.query<{ hours: number | null }>(
    `SELECT (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM d.created_at - c.first_at)) / 3600)::float8 AS hours
     FROM moderation_decisions d JOIN moderation_cases c ON c.id = d.case_id
     WHERE d.created_at >= $1 AND d.created_at < $2 AND c.report_count > 0`,
    range,
  );
  const [appeals] = await db.query<{ appeals: number; reversals: number }>(
    `SELECT count(*) FILTER (WHERE created_at >= $1 AND created_at < $2)::int AS appeals,
       count(*) FILTER (WHERE state = 'reversed' AND decided_at >= $1 AND decided_at < $2)::int AS reversals
     FROM moderation_appeals`,
    range,
  );
  return {
    notices,
    decisions,
    grounds,
    median_hours: median?.hours ?? null,
    appeals: appeals?.appeals ?? 0,
    reversals: appeals?.reversals ?? 0,
  };
}

/**
 * Cancels the unpaid bookings of a seller's products (their holds end): the buyers to tell, with
 * the product. Paid orders stay.
 */
export async function cancelUnpaidBookingsOfSeller(
  db: Queryable,
  sellerId: string,
): Promise<Array<{ booking_id: string; buyer_id: string; product_id: string; title: string }>> {
  await db.query('DELETE FROM holds WHERE product_id IN (SELECT id FROM products WHERE seller_id = $1)', [sellerId]);
  return db.query(
    `UPDATE bookings b SET cancelled_at = now() FROM products p
     WHERE p.id = b.product_id AND p.seller_id = $1 AND b.cancelled_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay.booking_id = b.id)
     RETURNING b.id AS booking_id, b.buyer_id, p.id AS product_id, p.title`,
    [sellerId],
  );
}

/** A seller's listed products' ids (their open payment intents are canceled on a suspension). */
export async function listSellerProductIds(db: Queryable, sellerId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM products WHERE seller_id = $1 AND archived_at IS NULL', [
    sellerId,
  ]);
  return rows.map((row) => row.id);
}

/** Opens an address closed for sign-up again (a closing reversed on appeal). */
export async function reopenAddress(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM closed_accounts WHERE email = $1', [email.toLowerCase()]);
}
