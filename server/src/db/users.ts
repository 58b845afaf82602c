import type { Role, SelfServiceRole } from '@replay/contract';
import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';
import type { UserRow } from './rows';

const USER_COLUMNS = 'id, email, name, img, role, verified, created_at';
/** Accounts the site knows: deleted ones are archived, kept only for the money records. */
const ACTIVE = 'archived_at IS NULL';

export function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return db
    .query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1 AND ${ACTIVE}`, [email.toLowerCase()])
    .then((rows) => rows[0]);
}

export function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return db
    .query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND ${ACTIVE}`, [id])
    .then((rows) => rows[0]);
}

/** A page of the users with a role, oldest first (`limit + 1` rows, see toPage). */
export function listUsersByRole(
  db: Queryable,
  role: Role,
  page: PageRequest,
): Promise<Array<UserRow & { time_key: string }>> {
  const after = page.after ? `AND ${afterTimeId('created_at', 'id', '$3', '$4', 'oldest')}` : '';
  return db.query(
    `SELECT ${USER_COLUMNS}, ${timeKey('created_at')} AS time_key FROM users
     WHERE role = $1 AND ${ACTIVE} ${after} ORDER BY created_at, id LIMIT $2`,
    [role, page.limit + 1, ...(page.after ?? [])],
  );
}

export async function isAccountClosed(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM closed_accounts WHERE email = $1', [email.toLowerCase()]);
  return rows.length > 0;
}

export interface SaveUserInput {
  email: string;
  name: string;
  img: string;
  /** Applies only when the user is created. */
  role: SelfServiceRole | 'admin';
}

/**
 * Creates the user, or updates name and picture of an existing one. The role is written
 * only on insert: it is chosen once and never changed by a later save.
 */
export async function saveUser(
  db: Queryable,
  input: SaveUserInput,
): Promise<{ user: UserRow; created: boolean; modified: boolean }> {
  const email = input.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const rows = await db.query<UserRow>(
      `UPDATE users SET name = $2, img = $3 WHERE id = $1 AND (name <> $2 OR img <> $3) RETURNING ${USER_COLUMNS}`,
      [existing.id, input.name, input.img || existing.img],
    );
    return { user: rows[0] ?? existing, created: false, modified: rows.length > 0 };
  }
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email, name, img, role) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
     RETURNING ${USER_COLUMNS}, (xmax = 0) AS inserted`,
    [email, input.name, input.img, input.role],
  );
  const user = rows[0] as UserRow & { inserted: boolean };
  return { user, created: user.inserted, modified: false };
}

/**
 * At every start, the admins are the users `emails` names: those listed are promoted, and an admin
 * no longer listed is a buyer again (the role with the fewest rights), so removing an address
 * from ADMIN_EMAILS takes the rights away at the next restart.
 */
export async function syncAdmins(db: Queryable, emails: string[]): Promise<void> {
  await db.query(`UPDATE users SET role = 'admin' WHERE email = ANY($1::text[]) AND role <> 'admin' AND ${ACTIVE}`, [
    emails,
  ]);
  await db.query(`UPDATE users SET role = 'buyer' WHERE role = 'admin' AND email <> ALL($1::text[])`, [emails]);
}

export async function verifySeller(db: Queryable, id: string): Promise<{ matched: number; modified: number }> {
  const matched = await db.query<{ verified: boolean }>(
    `SELECT verified FROM users WHERE id = $1 AND role = 'seller' AND ${ACTIVE}`,
    [id],
  );
  if (matched.length === 0) return { matched: 0, modified: 0 };
  const modified = await db.query(`UPDATE users SET verified = true WHERE id = $1 AND NOT verified RETURNING id`, [id]);
  return { matched: 1, modified: modified.length };
}

/**
 * Deletes a buyer or seller as far as the site is concerned, and closes the e-mail for sign-up.
 * The account and a seller's products are archived, not removed: bookings, payment intents and
 * payments keep pointing at them. Reports (theirs, and of their products) are removed.
 * Run it in a transaction.
 */
export async function archiveUserWithRole(
  db: Queryable,
  id: string,
  role: 'buyer' | 'seller',
): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET archived_at = now() WHERE id = $1 AND role = $2 AND ${ACTIVE} RETURNING ${USER_COLUMNS}`,
    [id, role],
  );
  const user = rows[0];
  if (!user) return undefined;
  await db.query(
    `UPDATE products SET archived_at = now(), advertise = false WHERE seller_id = $1 AND archived_at IS NULL`,
    [id],
  );
  await db.query(
    'DELETE FROM reports WHERE reporter_id = $1 OR product_id IN (SELECT id FROM products WHERE seller_id = $1)',
    [id],
  );
  await db.query('INSERT INTO closed_accounts (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [user.email]);
  return user;
}
