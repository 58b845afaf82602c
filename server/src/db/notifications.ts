import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';

/* A user's notifications (the bell), their e-mail and in-app preferences, and the live events that tell their open pages. */

export interface NotificationRow {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  created_at: Date;
  read: boolean;
  time_key: string;
  [key: string]: unknown;
}

/** The channel whose notifications ring the live stream: the payload is `<user id>:<live event id>`. */
export const LIVE_CHANNEL = 'replay_live';

/**
 * Adds a notification to a user's list, once per event key: false when that event was told already.
 * Run it in the transaction of the change it tells of.
 */
export async function insertNotification(
  db: Queryable,
  notification: { userId: string; key: string; kind: string; title: string; body: string; link: string },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO notifications (user_id, key, kind, title, body, link) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ON CONSTRAINT notifications_once DO NOTHING RETURNING id`,
    [
      notification.userId,
      notification.key,
      notification.kind,
      notification.title,
      notification.body,
      notification.link,
    ],
  );
  return rows.length === 1;
}

/**
 * Records a live event for a user and rings every instance (a NOTIFY leaves when the transaction
 * commits, and carries ids only): their streams of that user read it from the table.
 */
export async function addLiveEvent(db: Queryable, userId: string, type: string, data: object = {}): Promise<void> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO live_events (user_id, type, data) VALUES ($1, $2, $3) RETURNING id',
    [userId, type, JSON.stringify(data)],
  );
  await db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, `${userId}:${rows[0]!.id}`]);
}

/**
 * Adds the same notification to many users' lists in one statement, once per event key, and for
 * each one added records a live event of `type` and rings every instance (as addLiveEvent does).
 */
export async function addNotificationToMany(
  db: Queryable,
  userIds: string[],
  notification: { key: string; kind: string; title: string; body: string; link: string },
  type: string,
): Promise<void> {
  await db.query(
    `WITH added AS (
       INSERT INTO notifications (user_id, key, kind, title, body, link)
       SELECT id, $2, $3, $4, $5, $6 FROM users WHERE id = ANY($1::uuid[])
       ON CONFLICT ON CONSTRAINT notifications_once DO NOTHING RETURNING user_id),
     rung AS (INSERT INTO live_events (user_id, type) SELECT user_id, $7 FROM added RETURNING user_id, id)
     SELECT pg_notify($8, user_id || ':' || id) FROM rung`,
    [
      userIds,
      notification.key,
      notification.kind,
      notification.title,
      notification.body,
      notification.link,
      type,
      LIVE_CHANNEL,
    ],
  );
}

export interface LiveEventRow {
  id: number;
  type: string;
  data: Record<string, unknown>;
  [key: string]: unknown;
}

/** A user's live events after `afterId` (and the ones named in `also`, which may have committed late), in order. */
export function listLiveEvents(
  db: Queryable,
  userId: string,
  afterId: number,
  also: number[] = [],
): Promise<LiveEventRow[]> {
  return db.query<LiveEventRow>(
    `SELECT id, type, data FROM live_events WHERE user_id = $1 AND (id > $2 OR id = ANY($3::bigint[]))
     ORDER BY id LIMIT 200`,
    [userId, afterId, also],
  );
}

/** The newest live event id of a user (0 when none): where a new stream starts. */
export async function lastLiveEventId(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT COALESCE(max(id), 0) AS id FROM live_events WHERE user_id = $1', [
    userId,
  ]);
  return Number(rows[0]?.id ?? 0);
}

/** Forgets live events older than a day: a stream away longer reads the list again instead. */
export async function pruneLiveEvents(db: Queryable): Promise<number> {
  const rows = await db.query(`DELETE FROM live_events WHERE created_at < now() - interval '1 day' RETURNING id`);
  return rows.length;
}

/** A page of a user's notifications, newest first (`limit + 1` rows, see toPage). */
export function listNotifications(db: Queryable, userId: string, page: PageRequest): Promise<NotificationRow[]> {
  const after = page.after ? `AND ${afterTimeId('created_at', 'id', '$3', '$4')}` : '';
  return db.query<NotificationRow>(
    `SELECT id, kind, title, body, link, created_at, read_at IS NOT NULL AS read, ${timeKey('created_at')} AS time_key
     FROM notifications WHERE user_id = $1 ${after} ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, page.limit + 1, ...(page.after ?? [])],
  );
}

export async function countUnread(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Marks a user's notifications read: those of `ids` (others' ids are ignored), or all. */
export async function markRead(
  db: Queryable,
  userId: string,
  which: { ids: string[] } | { all: true },
): Promise<number> {
  const rows =
    'ids' in which
      ? await db.query(
          'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND id = ANY($2::uuid[]) AND read_at IS NULL RETURNING id',
          [userId, which.ids],
        )
      : await db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING id', [
          userId,
        ]);
  return rows.length;
}

/** A user's choice for a category that can be turned off. */
export interface Preference {
  email: boolean;
  inApp: boolean;
}

/** What a category does when its user never chose: activity is on, marketing off. */
export const PREFERENCE_DEFAULTS: Record<'activity' | 'marketing', Preference> = {
  activity: { email: true, inApp: true },
  marketing: { email: false, inApp: false },
};

/**
 * Where a notice to the user goes: their address and their choice for the notice's category
 * (nulls when they never chose). Undefined when there is no such user.
 */
export function findNoticeRecipient(
  db: Queryable,
  userId: string,
  category: string,
): Promise<{ email: string; pref_email: boolean | null; pref_in_app: boolean | null } | undefined> {
  return db
    .query<{ email: string; pref_email: boolean | null; pref_in_app: boolean | null }>(
      `SELECT u.email, p.email AS pref_email, p.in_app AS pref_in_app
       FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.category = $2
       WHERE u.id = $1`,
      [userId, category],
    )
    .then((rows) => rows[0]);
}

export async function findPreference(
  db: Queryable,
  userId: string,
  category: 'activity' | 'marketing',
): Promise<Preference> {
  const rows = await db.query<{ email: boolean; in_app: boolean }>(
    'SELECT email, in_app FROM notification_preferences WHERE user_id = $1 AND category = $2',
    [userId, category],
  );
  const row = rows[0];
  return row ? { email: row.email, inApp: row.in_app } : PREFERENCE_DEFAULTS[category];
}

export async function savePreference(
  db: Queryable,
  userId: string,
  category: 'activity' | 'marketing',
  preference: Preference,
): Promise<void> {
  await db.query(
    `INSERT INTO notification_preferences (user_id, category, email, in_app) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, category) DO UPDATE SET email = EXCLUDED.email, in_app = EXCLUDED.in_app, updated_at = now()`,
    [userId, category, preference.email, preference.inApp],
  );
}

/** Turns a category's e-mail off (one-click unsubscribe), keeping its in-app choice. */
export async function turnEmailOff(
  db: Queryable,
  userId: string,
  category: 'activity' | 'marketing',
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO notification_preferences (user_id, category, email, in_app)
     SELECT id, $2, false, $3 FROM users WHERE id = $1
     ON CONFLICT (user_id, category) DO UPDATE SET email = false, updated_at = now() RETURNING user_id`,
    [userId, category, PREFERENCE_DEFAULTS[category].inApp],
  );
  return rows.length === 1;
}
