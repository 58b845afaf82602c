import type { FastifyInstance } from 'fastify';
import { bookingService } from '../bookings/service';
import type { Queryable } from '../db/database';
import { settleImageDeletion, startDeletingImage } from '../db/images';
import type { UserRow } from '../db/rows';
import { queueAccountMail } from '../mail/account-mails';
import { endSessions } from './sessions';
import { formatMoney } from '../mail/layout';

/*
 * Deleting an account, by its owner (DELETE /account) or an admin (DELETE /buyer|seller/delete/:id):
 * one path. server/README.md ("Accounts") lists what is deleted and what is kept.
 */

/** The name of the image an address points at, in SQL: what follows its last '/'. */
const imageName = (column: string) => `substring(${column} FROM '[^/]+$')`;

/**
 * Why the account cannot be deleted now: a buyer is paying for one of its products (the product
 * is held for them), or a refund to it is pending. Empty when it can.
 */
export async function deletionBlockers(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ title: string | null; amount_cents: number | null; currency: string | null }>(
    `SELECT p.title, NULL::integer AS amount_cents, NULL::text AS currency
     FROM holds h JOIN products p ON p.id = h.product_id
     WHERE p.seller_id = $1 AND h.expires_at > now()
     UNION ALL
     SELECT NULL, pi.amount_cents, pi.currency
     FROM refunds r JOIN payment_intents pi ON pi.id = r.transaction_id JOIN bookings b ON b.id = pi.booking_id
     WHERE b.buyer_id = $1 AND r.status = 'pending'`,
    [userId],
  );
  return rows.map((row) =>
    row.title !== null
      ? `A buyer is paying for ${row.title} right now`
      : `A refund of ${formatMoney(row.amount_cents ?? 0, row.currency ?? 'usd')} to you is still pending`,
  );
}

/**
 * Deletes the (locked, live) account in the caller's transaction: its unpaid bookings and those
 * of its products cancelled (their holds end), its listings archived, its personal data cleared
 * (name "Deleted user"; e-mail, photo, phone, the mobiles and meeting places of its bookings and
 * listings), its saved items, notifications and preferences removed. Payments, refunds, paid
 * orders and reviews stay. What cannot be done in the database is recorded for
 * finishAccountDeletions: the sign-in account, the images, the confirmation mail.
 */
export async function deleteAccountRows(tx: Queryable, user: UserRow, by: 'self' | 'admin'): Promise<void> {
  const id = user.id;
  const images = await tx.query<{ name: string }>(
    `SELECT DISTINCT name FROM (
       SELECT ${imageName('img')} AS name FROM users WHERE id = $1
       UNION SELECT ${imageName('p.image_url')} FROM products p WHERE p.seller_id = $1
       UNION SELECT ${imageName('pi.url')} FROM product_images pi JOIN products p ON p.id = pi.product_id WHERE p.seller_id = $1
     ) used WHERE name IS NOT NULL AND name <> ''`,
    [id],
  );
  const unpaid = `cancelled_at IS NULL AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay.booking_id = bookings.id)
    AND (buyer_id = $1 OR product_id IN (SELECT id FROM products WHERE seller_id = $1))`;
  await tx.query(
    `DELETE FROM holds WHERE booking_id IN (SELECT id FROM bookings WHERE ${unpaid})
       OR product_id IN (SELECT id FROM products WHERE seller_id = $1)`,
    [id],
  );
  await tx.query(`UPDATE bookings SET cancelled_at = now() WHERE ${unpaid}`, [id]);
  await tx.query(`UPDATE bookings SET mobile = '', location = '' WHERE buyer_id = $1`, [id]);
  await tx.query(
    `UPDATE products SET archived_at = COALESCE(archived_at, now()), advertise = false, mobile = '', image_url = ''
     WHERE seller_id = $1`,
    [id],
  );
  await tx.query('DELETE FROM product_images WHERE product_id IN (SELECT id FROM products WHERE seller_id = $1)', [id]);
  await tx.query(
    'DELETE FROM reports WHERE reporter_id = $1 OR product_id IN (SELECT id FROM products WHERE seller_id = $1)',
    [id],
  );
  for (const table of ['notifications', 'notification_preferences', 'live_events'])
    await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [id]);
  await tx.query('DELETE FROM favourites WHERE buyer_id = $1', [id]);
  // Copies of the mails already sent; those still to leave (a receipt) go.
  await tx.query(`DELETE FROM outbox WHERE user_id = $1 AND status <> 'pending'`, [id]);
  await tx.query(
    `UPDATE users SET name = 'Deleted user', email = '', img = '', phone = '', meeting_place = '',
       email_verified_at = NULL, archived_at = now(), deleted_at = now()
     WHERE id = $1`,
    [id],
  );
  await tx.query(
    `INSERT INTO account_deletions (user_id, firebase_uid, email, images, by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO NOTHING`,
    [id, user.firebase_uid ?? null, user.email, images.map((row) => row.name), by],
  );
  // Its open pages sign out now (its tokens are refused already: the account is archived).
  await endSessions(tx, id);
}

/** A deletion claimed by this instance for a while (as refunds and unused images are). */
const LEASE = "interval '5 minutes'";

interface DeletionRow {
  user_id: string;
  firebase_uid: string | null;
  email: string | null;
  images: string[];
  by: 'self' | 'admin';
  [key: string]: unknown;
}

/**
 * What is left of each deleted account, done once across instances (each row is leased to one):
 * the sign-in account's sessions revoked and the account removed, the images no paid order
 * shows removed, and for an owner's deletion the mail "Your Replay Market account was deleted".
 * A step that fails leaves the row pending for the next run (every step is safe to repeat).
 */
export async function finishAccountDeletions(app: FastifyInstance, only?: string): Promise<number> {
  const { db, identity, images, config, log } = app;
  const claimed = await db.query<DeletionRow>(
    `UPDATE account_deletions SET locked_until = now() + ${LEASE}, attempts = attempts + 1
     WHERE user_id IN (
       SELECT user_id FROM account_deletions
       WHERE status = 'pending' AND (locked_until IS NULL OR locked_until < now()) AND ($1::uuid IS NULL OR user_id = $1)
       ORDER BY created_at LIMIT 20 FOR UPDATE SKIP LOCKED)
     RETURNING user_id, firebase_uid, email, images, by`,
    [only ?? null],
  );
  let done = 0;
  for (const row of claimed) {
    try {
      if (row.firebase_uid) await identity.deleteUser(row.firebase_uid);
      else if (row.email) {
        const found = await identity.auth.getUserByEmail(row.email).catch(() => undefined);
        if (found) await identity.deleteUser(found.uid);
      }
      for (const name of row.images) {
        if (!(await db.transaction((tx) => startDeletingImage(tx, name)))) continue;
        try {
          await images.remove(name);
          await settleImageDeletion(db, name);
        } catch (error) {
          await settleImageDeletion(db, name, error instanceof Error ? error.message : String(error));
        }
      }
      await db.transaction(async (tx) => {
        if (row.by === 'self' && row.email) {
          await queueAccountMail(tx, config.publicSiteUrl, {
            userId: row.user_id,
            to: row.email,
            mail: { kind: 'account_deleted' },
            key: 'account_deleted',
          });
        }
        await tx.query(
          `UPDATE account_deletions SET status = 'done', done_at = now(), email = NULL, images = '{}',
             locked_until = NULL, last_error = NULL WHERE user_id = $1`,
          [row.user_id],
        );
      });
      done += 1;
    } catch (error) {
      log.warn({ err: error, userId: row.user_id }, 'account deletion step failed; the next run tries again');
      await db.query('UPDATE account_deletions SET locked_until = NULL, last_error = $2 WHERE user_id = $1', [
        row.user_id,
        error instanceof Error ? error.message.slice(0, 1000) : String(error),
      ]);
    }
  }
  return done;
}

/**
 * The one path of a deletion, the owner's or an admin's: the transaction (refused with its
 * reasons while a buyer pays for one of the owner's products or a refund to them is pending; an
 * admin's is not), the open payment intents canceled with the provider, then the rest at once
 * (the sign-in account, images, mail; the job tries again what fails). `role`: an admin deletes
 * only users of the list they act from. Undefined when there is no such live account.
 */
export async function deleteAccount(
  app: FastifyInstance,
  userId: string,
  by: 'self' | 'admin',
  role?: 'buyer' | 'seller',
): Promise<{ blockers: string[]; user?: UserRow }> {
  const result = await app.db.transaction(async (tx) => {
    const [user] = await tx.query<UserRow>(
      `SELECT id, email, name, img, role, verified, created_at, firebase_uid FROM users
       WHERE id = $1 AND archived_at IS NULL AND ($2::text IS NULL OR role = $2) FOR UPDATE`,
      [userId, role ?? null],
    );
    if (!user) return { blockers: [] };
    if (by === 'self') {
      const blockers = await deletionBlockers(tx, user.id);
      if (blockers.length) return { blockers };
    } else {
      // An admin's deletion also closes the address for sign-up, and says so to its owner.
      await app.notifier.tell(tx, user.id, `closed:${user.id}`, { kind: 'account_closed' });
      await tx.query('INSERT INTO closed_accounts (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [user.email]);
    }
    await deleteAccountRows(tx, user, by);
    return { blockers: [], user };
  });
  if (!result.user) return result;
  await app.payments.cancelSellerIntents(userId);
  await bookingService(app).cancelForBuyer(userId);
  await finishAccountDeletions(app, userId).catch((error: unknown) =>
    app.log.warn({ err: error, userId }, 'account deletion left for the job'),
  );
  return result;
}
