import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';
import type { Role, SelfServiceRole, User } from '@replay/contract';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  img: string;
  role: Role;
  verified: boolean;
  created_at: Date;
  /** The identity provider's user id (null until the account's first sign-in after it was made). */
  firebase_uid?: string | null;
  email_verified_at?: Date | null;
  phone?: string;
  meeting_place?: string;
  /** Tokens issued before this time are refused (see src/accounts/sessions.ts). */
  sessions_valid_after?: Date | null;
  /** The identity provider's last password change this API has seen. */
  password_changed_at?: Date | null;
  /** The newest sign-in whose password change time was looked up. */
  last_sign_in_at?: Date | null;
  /** While in the future, the member's writes are refused (src/moderation/suspension.ts). */
  suspended_until?: Date | null;
  [key: string]: unknown;
}

export const toUser = (row: UserRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  img: row.img,
  role: row.role,
  verified: row.verified,
});

const USER_COLUMNS = `id, email, name, img, role, verified, created_at, firebase_uid, email_verified_at, phone,
  meeting_place, sessions_valid_after, password_changed_at, last_sign_in_at, suspended_until`;
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

/** Closes an address for sign-up (an admin deleted its account); nothing when it is closed already. */
export async function closeAddress(db: Queryable, email: string): Promise<void> {
  await db.query('INSERT INTO closed_accounts (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [email]);
}

/** Every address closed for sign-up. */
export async function listClosedAddresses(db: Queryable): Promise<string[]> {
  return (await db.query<{ email: string }>('SELECT email FROM closed_accounts')).map((r) => r.email);
}

/**
 * The live account, locked for the rest of the transaction (its deletion); `role`: only an
 * account of that role. Undefined when there is no such account.
 */
export function lockLiveAccount(db: Queryable, id: string, role?: Role): Promise<UserRow | undefined> {
  return db
    .query<UserRow>(
      `SELECT id, email, name, img, role, verified, created_at, firebase_uid FROM users
       WHERE id = $1 AND archived_at IS NULL AND ($2::text IS NULL OR role = $2) FOR UPDATE`,
      [id, role ?? null],
    )
    .then((rows) => rows[0]);
}

/**
 * The live accounts an identity may be: the one bound to its user id, and the one holding its
 * e-mail (the same row, two, or none), in one statement (it runs on every authenticated request).
 */
export function findAccountsOfIdentity(db: Queryable, uid: string, email: string): Promise<UserRow[]> {
  return db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE (firebase_uid = $1 OR email = $2) AND ${ACTIVE} LIMIT 2`,
    [uid, email.toLowerCase()],
  );
}

/** Whether the identity's account was deleted, or its address closed by an admin. */
export async function identityGone(
  db: Queryable,
  uid: string,
  email: string,
): Promise<'deleted' | 'closed' | undefined> {
  const rows = await db.query<{ gone: 'deleted' | 'closed' }>(
    `SELECT gone FROM (SELECT 'closed' AS gone FROM closed_accounts WHERE email = $2
       UNION ALL SELECT 'deleted' FROM users WHERE firebase_uid = $1 AND deleted_at IS NOT NULL) g
     ORDER BY gone LIMIT 1`,
    [uid, email.toLowerCase()],
  );
  return rows[0]?.gone;
}

/** Binds an account to the identity's user id (its first sign-in, or a re-binding by a verified owner). */
export async function bindIdentity(db: Queryable, id: string, uid: string): Promise<void> {
  await db.query('UPDATE users SET firebase_uid = $2 WHERE id = $1', [id, uid]);
}

/** The owner proved the address is theirs. */
export async function markEmailVerified(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE users SET email_verified_at = now() WHERE id = $1 AND email_verified_at IS NULL', [id]);
}

/**
 * The account's address changed at the identity provider (a confirmed change, or its undo): the
 * old address when this call made the change, undefined when it was made already.
 */
export async function changeEmail(db: Queryable, id: string, email: string): Promise<string | undefined> {
  const [row] = await db.query<{ email: string }>(`SELECT email FROM users WHERE id = $1 AND ${ACTIVE} FOR UPDATE`, [
    id,
  ]);
  if (!row || row.email === email.toLowerCase()) return undefined;
  await db.query('UPDATE users SET email = $2, email_verified_at = now() WHERE id = $1', [id, email.toLowerCase()]);
  return row.email;
}

export function findUserByUid(db: Queryable, uid: string): Promise<UserRow | undefined> {
  return db
    .query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE firebase_uid = $1 AND ${ACTIVE}`, [uid])
    .then((rows) => rows[0]);
}

export interface ProfileChanges {
  name?: string;
  img?: string;
  phone?: string;
  meetingPlace?: string;
}

/** Changes the profile fields given; the user as they are afterwards. */
export async function updateProfile(db: Queryable, id: string, changes: ProfileChanges): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `UPDATE users SET name = COALESCE($2, name), img = COALESCE($3, img), phone = COALESCE($4, phone),
       meeting_place = COALESCE($5, meeting_place)
     WHERE id = $1 AND ${ACTIVE} RETURNING ${USER_COLUMNS}`,
    [id, changes.name ?? null, changes.img ?? null, changes.phone ?? null, changes.meetingPlace ?? null],
  );
  return rows[0];
}

export interface SaveUserInput {
  /** The identity provider's user id, stored at the first save. */
  uid: string;
  /** The identity provider has confirmed the address. */
  emailVerified: boolean;
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
  account?: UserRow,
): Promise<{ user: UserRow; created: boolean; modified: boolean }> {
  const email = input.email.toLowerCase();
  const existing = account ?? (await findUserByEmail(db, email));
  if (existing) {
    const rows = await db.query<UserRow>(
      `UPDATE users SET name = $2, img = $3 WHERE id = $1 AND (name <> $2 OR img <> $3) RETURNING ${USER_COLUMNS}`,
      [existing.id, input.name, input.img || existing.img],
    );
    return { user: rows[0] ?? existing, created: false, modified: rows.length > 0 };
  }
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email, name, img, role, firebase_uid, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END)
     ON CONFLICT (email) WHERE email <> '' DO UPDATE SET email = EXCLUDED.email
     RETURNING ${USER_COLUMNS}, (xmax = 0) AS inserted`,
    [email, input.name, input.img, input.role, input.uid, input.emailVerified],
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
 * Ends every session of the account started before `at` (default: now): the guards refuse older
 * tokens (our access tokens to the millisecond; a Firebase ID token signed in during that very
 * second goes on, as Firebase's own revocation has it). Never moves the time back.
 */
export async function endSessionsBefore(db: Queryable, id: string, at?: Date): Promise<void> {
  await db.query(
    `UPDATE users SET sessions_valid_after =
       GREATEST(sessions_valid_after, COALESCE($2::timestamptz, now()))
     WHERE id = $1`,
    [id, at ?? null],
  );
}

/**
 * Records the identity provider's password change time as seen at a sign-in (`signedInAt`). The
 * time it replaced, when it moved forward from a known one (a change this API has not told of yet).
 * Two racing sign-ins may both see it move: the mail's key (the change's time) tells it once.
 */
export async function notePasswordChange(
  db: Queryable,
  id: string,
  changedAt: Date | undefined,
  signedInAt: Date,
): Promise<Date | undefined> {
  const rows = await db.query<{ before: Date | null }>(
    `UPDATE users u SET last_sign_in_at = GREATEST(u.last_sign_in_at, $3),
       password_changed_at = GREATEST(u.password_changed_at, $2::timestamptz)
     FROM (SELECT password_changed_at AS before FROM users WHERE id = $1) old
     WHERE u.id = $1 RETURNING old.before`,
    [id, changedAt ?? null, signedInAt],
  );
  const before = rows[0]?.before;
  return before && changedAt && changedAt > before ? before : undefined;
}

/** The password was changed through this API (a reset): a later sign-in does not tell of it again. */
export async function setPasswordChanged(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE users SET password_changed_at = GREATEST(password_changed_at, now()) WHERE id = $1', [id]);
}

/** Every admin's id (to tell them of what needs a decision). */
export async function listAdminIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'admin' AND ${ACTIVE}`);
  return rows.map((row) => row.id);
}
