import type { Queryable } from './database';

/* Users blocking others: while either blocks the other, neither may message the other (server/README.md, Messages). */

/** Blocks a user; blocking again changes nothing. False when that user does not exist (or is the blocker). */
export async function block(db: Queryable, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO blocks (blocker_id, blocked_id)
     SELECT $1, id FROM users WHERE id = $2 AND id <> $1 AND archived_at IS NULL
     ON CONFLICT (blocker_id, blocked_id) DO UPDATE SET blocker_id = EXCLUDED.blocker_id RETURNING blocked_id`,
    [blockerId, blockedId],
  );
  return rows.length === 1;
}

export async function unblock(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await db.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
}

/** Who of the two blocks the other: `a` blocks `b`, `b` blocks `a`, or neither (undefined). */
export async function blockBetween(db: Queryable, a: string, b: string): Promise<'a' | 'b' | undefined> {
  const rows = await db.query<{ blocker_id: string }>(
    'SELECT blocker_id FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)',
    [a, b],
  );
  if (rows.some((row) => row.blocker_id === a)) return 'a';
  return rows.length > 0 ? 'b' : undefined;
}
