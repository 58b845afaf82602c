import type { ReportReason } from '@replay/contract';
import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';

/* Conversations between a product's seller and a buyer, their messages and each member's read marker (server/README.md, Messages). */

/** A conversation as its members' checks need it. */
export interface ConversationRow {
  id: string;
  product_id: string;
  product_title: string;
  buyer_id: string;
  seller_id: string;
  [key: string]: unknown;
}

const CONVERSATION_COLUMNS =
  'c.id, c.product_id, p.title AS product_title, c.buyer_id, c.seller_id FROM conversations c JOIN products p ON p.id = c.product_id';

/** The conversation when `userId` is one of its members; undefined for anyone else (a 404: others never learn it exists). */
export function findMemberConversation(
  db: Queryable,
  id: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ConversationRow | undefined> {
  return db
    .query<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} WHERE c.id = $1 AND $2 IN (c.buyer_id, c.seller_id)${options.lock ? ' FOR UPDATE OF c' : ''}`,
      [id, userId],
    )
    .then((rows) => rows[0]);
}

/** The conversation of a product and a buyer, if there is one. */
export function findConversationOf(
  db: Queryable,
  productId: string,
  buyerId: string,
): Promise<{ id: string; buyer_id: string; seller_id: string } | undefined> {
  return db
    .query<{ id: string; buyer_id: string; seller_id: string }>(
      'SELECT id, buyer_id, seller_id FROM conversations WHERE product_id = $1 AND buyer_id = $2',
      [productId, buyerId],
    )
    .then((rows) => rows[0]);
}

/** Lists a conversation in a member's inbox (one the other member started, before its first message). */
export async function listConversationFor(db: Queryable, id: string, userId: string): Promise<void> {
  await db.query(
    'UPDATE conversation_members SET listed = true WHERE conversation_id = $1 AND user_id = $2 AND NOT listed',
    [id, userId],
  );
}

/**
 * Opens the conversation of a product and a buyer, or finds it: `created` is false when it existed
 * (the unique pair; of two calls at once, one creates it and the other finds it). The member who
 * starts it lists it in their inbox at once, the other from its first message.
 */
export async function openConversation(
  tx: Queryable,
  conversation: { productId: string; buyerId: string; sellerId: string; startedBy: string },
): Promise<{ id: string; created: boolean }> {
  const { productId, buyerId, sellerId, startedBy } = conversation;
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO conversations (product_id, buyer_id, seller_id, started_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT conversations_one_per_buyer DO NOTHING RETURNING id`,
    [productId, buyerId, sellerId, startedBy],
  );
  if (!inserted) {
    const { id } = (await findConversationOf(tx, productId, buyerId))!;
    await listConversationFor(tx, id, startedBy);
    return { id, created: false };
  }
  await tx.query(
    `INSERT INTO conversation_members (conversation_id, user_id, listed) VALUES ($1, $2::uuid, $2::uuid = $4::uuid), ($1, $3::uuid, $3::uuid = $4::uuid)`,
    [inserted.id, buyerId, sellerId, startedBy],
  );
  return { id: inserted.id, created: true };
}

export interface ConversationViewRow {
  id: string;
  product_id: string;
  product_title: string;
  product_image_url: string;
  product_resprice_cents: number;
  product_status: boolean;
  product_closed: boolean;
  other_id: string;
  other_name: string;
  other_img: string;
  unread: number;
  blocked: boolean;
  last_body: string | null;
  last_sent_at: Date | null;
  last_mine: boolean | null;
  last_hidden: boolean | null;
  time_key: string;
  [key: string]: unknown;
}

/** A conversation as `$1`, one of its members, lists it: the product, the other member, the last message. */
const CONVERSATION_VIEW = `SELECT c.id, c.product_id, p.title AS product_title, p.image_url AS product_image_url,
    p.resprice_cents AS product_resprice_cents, p.status AS product_status, p.archived_at IS NOT NULL AS product_closed,
    o.id AS other_id, o.name AS other_name, o.img AS other_img, m.unread,
    EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = o.id) AS blocked,
    last.body AS last_body, last.created_at AS last_sent_at, last.sender_id = $1 AS last_mine,
    last.hidden_at IS NOT NULL AS last_hidden, ${timeKey('m.activity_at')} AS time_key
  FROM conversation_members m
  JOIN conversations c ON c.id = m.conversation_id
  JOIN products p ON p.id = c.product_id
  JOIN users o ON o.id = CASE WHEN c.buyer_id = $1 THEN c.seller_id ELSE c.buyer_id END
  LEFT JOIN LATERAL (
    SELECT body, created_at, sender_id, hidden_at FROM messages
    WHERE conversation_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1
  ) last ON true`;

/** A page of a user's conversations, latest activity first (`limit + 1` rows, see toPage). */
export function listConversations(db: Queryable, userId: string, page: PageRequest): Promise<ConversationViewRow[]> {
  const after = page.after ? `AND ${afterTimeId('m.activity_at', 'm.conversation_id', '$3', '$4')}` : '';
  return db.query<ConversationViewRow>(
    `${CONVERSATION_VIEW} WHERE m.user_id = $1 AND m.listed ${after}
     ORDER BY m.activity_at DESC, m.conversation_id DESC LIMIT $2`,
    [userId, page.limit + 1, ...(page.after ?? [])],
  );
}

/** One conversation as a member sees it (listed in their inbox or not yet). */
export function findConversationView(
  db: Queryable,
  id: string,
  userId: string,
): Promise<ConversationViewRow | undefined> {
  return db
    .query<ConversationViewRow>(`${CONVERSATION_VIEW} WHERE m.user_id = $1 AND m.conversation_id = $2`, [userId, id])
    .then((rows) => rows[0]);
}

export interface MessageRow {
  id: string;
  body: string;
  created_at: Date;
  mine: boolean;
  sender_name: string;
  hidden: boolean;
  client_id: string;
  time_key: string;
  [key: string]: unknown;
}

/** A page of a conversation's messages, newest first, as `userId` reads them (`limit + 1` rows, see toPage). */
export function listMessages(
  db: Queryable,
  conversationId: string,
  userId: string,
  page: PageRequest,
): Promise<MessageRow[]> {
  const after = page.after ? `AND ${afterTimeId('m.created_at', 'm.id', '$4', '$5')}` : '';
  return db.query<MessageRow>(
    `SELECT m.id, m.body, m.created_at, m.sender_id = $2 AS mine, u.name AS sender_name,
       m.hidden_at IS NOT NULL AS hidden, m.client_id, ${timeKey('m.created_at')} AS time_key
     FROM messages m JOIN users u ON u.id = m.sender_id
     WHERE m.conversation_id = $1 ${after} ORDER BY m.created_at DESC, m.id DESC LIMIT $3`,
    [conversationId, userId, page.limit + 1, ...(page.after ?? [])],
  );
}

/** The message a sender already sent with this client id, in whichever conversation. */
export function findSend(
  db: Queryable,
  senderId: string,
  clientId: string,
): Promise<{ id: string; conversation_id: string } | undefined> {
  return db
    .query<{ id: string; conversation_id: string }>(
      'SELECT id, conversation_id FROM messages WHERE sender_id = $1 AND client_id = $2',
      [senderId, clientId],
    )
    .then((rows) => rows[0]);
}

/** Stores a message; undefined when its sender used the client id already (a send made twice). */
export async function insertMessage(
  tx: Queryable,
  message: { conversationId: string; senderId: string; clientId: string; body: string },
): Promise<string | undefined> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO messages (conversation_id, sender_id, client_id, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT messages_once_per_send DO NOTHING RETURNING id`,
    [message.conversationId, message.senderId, message.clientId, message.body],
  );
  return rows[0]?.id;
}

/** The recipient's side after a message: how many they have not read, and when they were last mailed of it. */
export interface RecipientState {
  unread: number;
  /** No mail about this conversation reached them in the last 5 minutes. */
  mail_due: boolean;
  [key: string]: unknown;
}

/**
 * Moves a conversation to the top of both members' inboxes (listing it for the recipient from its
 * first message) and counts the message unread for the recipient. Run it in the transaction that
 * inserted the message, after locking the conversation: messages of one conversation are counted
 * one at a time, so twenty sent at once count twenty.
 */
export async function recordMessage(
  tx: Queryable,
  conversationId: string,
  senderId: string,
  recipientId: string,
): Promise<RecipientState> {
  await tx.query(
    `UPDATE conversation_members SET activity_at = clock_timestamp(), listed = true
     WHERE conversation_id = $1 AND user_id = $2`,
    [conversationId, senderId],
  );
  const [recipient] = await tx.query<RecipientState>(
    `UPDATE conversation_members SET activity_at = clock_timestamp(), listed = true, unread = unread + 1
     WHERE conversation_id = $1 AND user_id = $2
     RETURNING unread, mailed_at IS NULL OR mailed_at < now() - interval '5 minutes' AS mail_due`,
    [conversationId, recipientId],
  );
  return recipient!;
}

/** The mail queued to tell the recipient of a message: withdrawn if they read the conversation before it leaves. */
export async function rememberMessageMail(
  tx: Queryable,
  conversationId: string,
  recipientId: string,
  mailKey: string,
  delayMs: number,
): Promise<void> {
  await tx.query(
    `WITH mail AS (
       UPDATE outbox SET next_attempt_at = now() + $4::integer * interval '1 millisecond'
       WHERE user_id = $2 AND key = $3 AND status = 'pending' RETURNING id)
     UPDATE conversation_members SET mailed_at = now(), pending_mail_id = (SELECT id FROM mail)
     WHERE conversation_id = $1 AND user_id = $2 AND EXISTS (SELECT 1 FROM mail)`,
    [conversationId, recipientId, mailKey, delayMs],
  );
}

/**
 * Marks a conversation read by a member, and withdraws the mail that would tell them of it if it
 * has not left yet: a mail a worker holds (its lease runs) is leaving and is left alone; the
 * worker's claim and this update lock the same row, so one of them sees the other's change.
 */
export async function markConversationRead(tx: Queryable, conversationId: string, userId: string): Promise<void> {
  const [member] = await tx.query<{ pending_mail_id: string | null }>(
    'SELECT pending_mail_id FROM conversation_members WHERE conversation_id = $1 AND user_id = $2 FOR UPDATE',
    [conversationId, userId],
  );
  await tx.query(
    'UPDATE conversation_members SET unread = 0, read_at = now(), pending_mail_id = NULL WHERE conversation_id = $1 AND user_id = $2',
    [conversationId, userId],
  );
  if (member?.pending_mail_id) {
    await tx.query(
      `UPDATE outbox SET status = 'skipped', last_error = 'read before it was sent'
       WHERE id = $1 AND status = 'pending' AND (locked_until IS NULL OR locked_until < now())`,
      [member.pending_mail_id],
    );
  }
}

/** A member's unread count in one conversation. */
export async function conversationUnread(db: Queryable, conversationId: string, userId: string): Promise<number> {
  const rows = await db.query<{ unread: number }>(
    'SELECT unread FROM conversation_members WHERE conversation_id = $1 AND user_id = $2',
    [conversationId, userId],
  );
  return rows[0]?.unread ?? 0;
}

/** Messages a user has not read, across their conversations. */
export async function countUnreadMessages(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT COALESCE(sum(unread), 0)::int AS n FROM conversation_members WHERE user_id = $1 AND unread > 0',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** A message with its conversation's members, for reporting and hiding it. */
export interface MessageOwnerRow {
  id: string;
  conversation_id: string;
  hidden_at: Date | null;
  sender_id: string;
  buyer_id: string;
  seller_id: string;
  [key: string]: unknown;
}

export function findMessage(db: Queryable, id: string): Promise<MessageOwnerRow | undefined> {
  return db
    .query<MessageOwnerRow>(
      `SELECT m.id, m.conversation_id, m.hidden_at, m.sender_id, c.buyer_id, c.seller_id
       FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE m.id = $1`,
      [id],
    )
    .then((rows) => rows[0]);
}

/**
 * Records a member's report of a message, once per message and reporter, and counts it on the
 * message for the admin's list. False when this reporter reported it already.
 */
export async function insertMessageReport(
  tx: Queryable,
  report: { messageId: string; reporterId: string; reason: ReportReason; details?: string; caseId: string },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO message_reports (message_id, reporter_id, reason, details, case_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (message_id, reporter_id) DO NOTHING RETURNING message_id`,
    [report.messageId, report.reporterId, report.reason, report.details ?? null, report.caseId],
  );
  if (rows.length === 0) return false;
  await tx.query('UPDATE messages SET report_count = report_count + 1, reported_at = now() WHERE id = $1', [
    report.messageId,
  ]);
  return true;
}

export interface ReportedMessageRow {
  id: string;
  body: string;
  created_at: Date;
  sender_id: string;
  sender_name: string;
  sender_email: string;
  product_title: string;
  reasons: ReportReason[];
  report_count: number;
  reported_at: Date;
  time_key: string;
  [key: string]: unknown;
}

/** A page of reported messages not yet hidden, latest report first (`limit + 1` rows, see toPage). */
export function listReportedMessages(db: Queryable, page: PageRequest): Promise<ReportedMessageRow[]> {
  const after = page.after ? `AND ${afterTimeId('m.reported_at', 'm.id', '$2', '$3')}` : '';
  return db.query<ReportedMessageRow>(
    `SELECT m.id, m.body, m.created_at, m.sender_id, u.name AS sender_name, u.email AS sender_email,
       p.title AS product_title, m.report_count, m.reported_at, ${timeKey('m.reported_at')} AS time_key,
       ARRAY(SELECT DISTINCT r.reason FROM message_reports r WHERE r.message_id = m.id ORDER BY r.reason) AS reasons
     FROM messages m
     JOIN users u ON u.id = m.sender_id
     JOIN conversations c ON c.id = m.conversation_id
     JOIN products p ON p.id = c.product_id
     WHERE m.report_count > 0 AND m.hidden_at IS NULL ${after}
     ORDER BY m.reported_at DESC, m.id DESC LIMIT $1`,
    [page.limit + 1, ...(page.after ?? [])],
  );
}

/** Hides a message (kept; both members read that an admin removed it). 0 when it was hidden already. */
export async function hasReportedMessage(db: Queryable, messageId: string, reporterId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM message_reports WHERE message_id = $1 AND reporter_id = $2', [
    messageId,
    reporterId,
  ]);
  return rows.length > 0;
}
