import type { Queryable } from './database';
import { imageName } from './images';

/*
 * Deleting an account (src/accounts/deletion.ts): what its deletion clears in the caller's
 * transaction, and the record (account_deletions) of what is left to do outside the database,
 * which the deletion job leases and settles. server/README.md ("Accounts") lists what is deleted
 * and what is kept.
 */

/** What stops an account's deletion: a title per product a buyer holds now, an amount per refund to it still pending. */
export function findDeletionBlockers(
  db: Queryable,
  userId: string,
): Promise<Array<{ title: string | null; amount_cents: number | null; currency: string | null }>> {
  return db.query<{ title: string | null; amount_cents: number | null; currency: string | null }>(
    `SELECT p.title, NULL::integer AS amount_cents, NULL::text AS currency
     FROM holds h JOIN products p ON p.id = h.product_id
     WHERE p.seller_id = $1 AND h.expires_at > now()
     UNION ALL
     SELECT NULL, pi.amount_cents, pi.currency
     FROM refunds r JOIN payment_intents pi ON pi.id = r.transaction_id JOIN bookings b ON b.id = pi.booking_id
     WHERE b.buyer_id = $1 AND r.status = 'pending'`,
    [userId],
  );
}

/** The names of the images an account uses: its photo, and its products' covers and photos. */
export async function listImagesOfAccount(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT DISTINCT name FROM (
       SELECT ${imageName('img')} AS name FROM users WHERE id = $1
       UNION SELECT ${imageName('p.image_url')} FROM products p WHERE p.seller_id = $1
       UNION SELECT ${imageName('pi.url')} FROM product_images pi JOIN products p ON p.id = pi.product_id WHERE p.seller_id = $1
     ) used WHERE name IS NOT NULL AND name <> ''`,
    [userId],
  );
  return rows.map((row) => row.name);
}

/** The account's bookings and those of its products that are not paid for: live, no payment. */
const UNPAID = `cancelled_at IS NULL AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay.booking_id = bookings.id)
    AND (buyer_id = $1 OR product_id IN (SELECT id FROM products WHERE seller_id = $1))`;

/** Cancels the account's unpaid bookings and those of its products; the holds of those bookings and of its products end. */
export async function cancelUnpaidBookingsOfAccount(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `DELETE FROM holds WHERE booking_id IN (SELECT id FROM bookings WHERE ${UNPAID})
       OR product_id IN (SELECT id FROM products WHERE seller_id = $1)`,
    [userId],
  );
  await db.query(`UPDATE bookings SET cancelled_at = now() WHERE ${UNPAID}`, [userId]);
}

/** Clears the mobile and meeting place of the buyer's bookings. */
export async function clearContactsOfBuyersBookings(db: Queryable, buyerId: string): Promise<void> {
  await db.query(`UPDATE bookings SET mobile = '', location = '' WHERE buyer_id = $1`, [buyerId]);
}

/** Archives the seller's listings (no longer advertised) and clears their mobile and cover picture. */
export async function archiveListingsOfSeller(db: Queryable, sellerId: string): Promise<void> {
  await db.query(
    `UPDATE products SET archived_at = COALESCE(archived_at, now()), advertise = false, mobile = '', image_url = ''
     WHERE seller_id = $1`,
    [sellerId],
  );
}

/** Removes the photos of the seller's listings. */
export async function deletePhotosOfSeller(db: Queryable, sellerId: string): Promise<void> {
  await db.query('DELETE FROM product_images WHERE product_id IN (SELECT id FROM products WHERE seller_id = $1)', [
    sellerId,
  ]);
}

/** Removes the reports the account made and those of its products. */
export async function deleteReportsOfAccount(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'DELETE FROM reports WHERE reporter_id = $1 OR product_id IN (SELECT id FROM products WHERE seller_id = $1)',
    [userId],
  );
}

/** Removes the user's notifications, notification preferences and live events. */
export async function deleteNotificationsOfUser(db: Queryable, userId: string): Promise<void> {
  for (const table of ['notifications', 'notification_preferences', 'live_events'])
    await db.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
}

/** Removes the buyer's saved items. */
export async function deleteSavedItemsOfBuyer(db: Queryable, buyerId: string): Promise<void> {
  await db.query('DELETE FROM favourites WHERE buyer_id = $1', [buyerId]);
}

/** Removes the copies of the mails already sent to the user; those still to leave (a receipt) stay and go. */
export async function deleteSentMailsOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query(`DELETE FROM outbox WHERE user_id = $1 AND status <> 'pending'`, [userId]);
}

/** Clears the account's personal data (its name becomes "Deleted user") and archives it as deleted. */
export async function eraseAccountProfile(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE users SET name = 'Deleted user', email = '', img = '', phone = '', meeting_place = '',
       email_verified_at = NULL, archived_at = now(), deleted_at = now()
     WHERE id = $1`,
    [userId],
  );
}

/** A deleted account's steps left outside the database: the sign-in account, the images, the mail. */
export interface AccountDeletionRow {
  user_id: string;
  firebase_uid: string | null;
  email: string | null;
  images: string[];
  by: 'self' | 'admin';
  [key: string]: unknown;
}

/** Records what is left to do of an account's deletion (once per account), for the deletion job. */
export async function recordAccountDeletion(
  db: Queryable,
  deletion: { userId: string; firebaseUid: string | null; email: string; images: string[]; by: 'self' | 'admin' },
): Promise<void> {
  await db.query(
    `INSERT INTO account_deletions (user_id, firebase_uid, email, images, by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO NOTHING`,
    [deletion.userId, deletion.firebaseUid, deletion.email, deletion.images, deletion.by],
  );
}

/** A deletion claimed by this instance for a while (as refunds and unused images are). */
const LEASE = "interval '5 minutes'";

/**
 * Claims up to 20 pending deletions (the oldest; `only`: that account's) not leased by another
 * instance: one statement sets the lease, so each is worked on by one instance at a time.
 */
export function claimAccountDeletions(db: Queryable, only?: string): Promise<AccountDeletionRow[]> {
  return db.query<AccountDeletionRow>(
    `UPDATE account_deletions SET locked_until = now() + ${LEASE}, attempts = attempts + 1
     WHERE user_id IN (
       SELECT user_id FROM account_deletions
       WHERE status = 'pending' AND (locked_until IS NULL OR locked_until < now()) AND ($1::uuid IS NULL OR user_id = $1)
       ORDER BY created_at LIMIT 20 FOR UPDATE SKIP LOCKED)
     RETURNING user_id, firebase_uid, email, images, by`,
    [only ?? null],
  );
}

/** Marks a deletion done, forgetting the address and images it kept. */
export async function markAccountDeletionDone(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE account_deletions SET status = 'done', done_at = now(), email = NULL, images = '{}',
       locked_until = NULL, last_error = NULL WHERE user_id = $1`,
    [userId],
  );
}

/** Leaves a deletion pending for the next run, with the error of this one. */
export async function releaseAccountDeletion(db: Queryable, userId: string, error: string): Promise<void> {
  await db.query('UPDATE account_deletions SET locked_until = NULL, last_error = $2 WHERE user_id = $1', [
    userId,
    error,
  ]);
}

/**
 * Removes the account's offers, as buyer or seller, but those that became a paid order (kept with
 * the anonymised money records); bookings made by the removed ones keep their agreed price.
 */
export async function deleteOffersOfAccount(db: Queryable, userId: string): Promise<void> {
  const unpaid = `SELECT o.id FROM offers o WHERE (o.buyer_id = $1 OR o.seller_id = $1)
    AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay.booking_id = o.booking_id)`;
  await db.query(`UPDATE bookings SET offer_id = NULL WHERE offer_id IN (${unpaid})`, [userId]);
  await db.query(`DELETE FROM offer_rounds WHERE offer_id IN (${unpaid})`, [userId]);
  await db.query(`DELETE FROM offers WHERE id IN (${unpaid})`, [userId]);
}
