import type { Queryable } from './database';

/** The pending confirmation of a new address: it replaces any older one for that address. */
export async function replaceEmailChangeRequest(
  db: Queryable,
  request: { newEmail: string; userId: string; codeHash: string },
): Promise<void> {
  await db.query(
    `INSERT INTO email_change_requests (new_email, user_id, code_hash) VALUES ($1, $2, $3)
     ON CONFLICT (new_email) DO UPDATE SET user_id = EXCLUDED.user_id, code_hash = EXCLUDED.code_hash, created_at = now()`,
    [request.newEmail.toLowerCase(), request.userId, request.codeHash],
  );
}

/** Whether the code is the pending confirmation of its address (not replaced by a newer one, not used). */
export async function isPendingEmailChange(db: Queryable, codeHash: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM email_change_requests WHERE code_hash = $1', [codeHash]);
  return rows.length > 0;
}

/** The confirmation was used. */
export async function removeEmailChangeRequest(db: Queryable, codeHash: string): Promise<void> {
  await db.query('DELETE FROM email_change_requests WHERE code_hash = $1', [codeHash]);
}
