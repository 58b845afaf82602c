import type { Queryable } from './database';

/** What taking one mail from a cap answered. */
export type CapTaken = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one mail against `key` (at most `max` in a fixed window of `windowSeconds`), in one
 * statement: the row's lock orders racing requests on any instance, so no more than `max` pass. A
 * refused mail is not counted; inside a transaction that rolls back, neither is an allowed one.
 */
export async function takeMailCap(db: Queryable, key: string, max: number, windowSeconds: number): Promise<CapTaken> {
  const taken = await db.query(
    `INSERT INTO mail_caps (key, count, window_ends) VALUES ($1, 1, now() + make_interval(secs => $3))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN mail_caps.window_ends <= now() THEN 1 ELSE mail_caps.count + 1 END,
       window_ends = CASE WHEN mail_caps.window_ends <= now() THEN EXCLUDED.window_ends ELSE mail_caps.window_ends END
     WHERE mail_caps.window_ends <= now() OR mail_caps.count < $2
     RETURNING count`,
    [key, max, windowSeconds],
  );
  if (taken.length > 0) return { allowed: true };
  const [row] = await db.query<{ seconds: number }>(
    `SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM window_ends - now())))::int AS seconds FROM mail_caps WHERE key = $1`,
    [key],
  );
  return { allowed: false, retryAfterSeconds: row?.seconds ?? windowSeconds };
}

/** Forgets the windows that have ended (a job): a key is created again at its next mail. */
export async function pruneMailCaps(db: Queryable): Promise<number> {
  const rows = await db.query('DELETE FROM mail_caps WHERE window_ends < now() RETURNING key');
  return rows.length;
}
