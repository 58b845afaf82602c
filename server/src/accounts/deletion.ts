import type { FastifyInstance } from 'fastify';
import { bookingService } from '../bookings/service';
import {
  archiveListingsOfSeller,
  cancelUnpaidBookingsOfAccount,
  claimAccountDeletions,
  clearContactsOfBuyersBookings,
  deleteNotificationsOfUser,
  deleteOffersOfAccount,
  deletePhotosOfSeller,
  deleteReportsOfAccount,
  deleteSavedItemsOfBuyer,
  deleteSentMailsOfUser,
  eraseAccountProfile,
  findDeletionBlockers,
  listImagesOfAccount,
  markAccountDeletionDone,
  recordAccountDeletion,
  releaseAccountDeletion,
} from '../db/account-deletions';
import { moneyOpenFor } from '../db/orders';
import type { Queryable } from '../db/database';
import { settleImageDeletion, startDeletingImage } from '../db/images';
import type { UserRow } from '../db/users';
import { closeAddress, lockLiveAccount } from '../db/users';
import { queueAccountMail } from '../mail/account-mails';
import { endSessions } from './sessions';
import { formatMoney } from '../mail/layout';

/*
 * Deleting an account, by its owner (DELETE /account) or an admin (DELETE /buyer|seller/delete/:id):
 * one path. server/README.md ("Accounts") lists what is deleted and what is kept.
 */

/**
 * Why the account cannot be deleted now: a buyer is paying for one of its products (the product
 * is held for them), or a refund to it is pending. Empty when it can.
 */
export async function deletionBlockers(db: Queryable, userId: string): Promise<string[]> {
  const rows = await findDeletionBlockers(db, userId);
  const blockers = rows.map((row) =>
    row.title !== null
      ? `A buyer is paying for ${row.title} right now`
      : `A refund of ${formatMoney(row.amount_cents ?? 0, row.currency ?? 'usd')} to you is still pending`,
  );
  // Money the ledger holds for the seller, and disputes either side is in, outlive no account.
  const money = await moneyOpenFor(db, userId);
  if (money.openDisputes > 0) blockers.push('A dispute about one of your orders is still open');
  if (money.pending > 0)
    blockers.push(`${formatMoney(money.pending, 'usd')} of your sales is not released yet (pending orders)`);
  if (money.available > 0)
    blockers.push(`${formatMoney(money.available, 'usd')} is available to you: withdraw it on the Payouts page first`);
  return blockers;
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
  const images = await listImagesOfAccount(tx, id);
  await cancelUnpaidBookingsOfAccount(tx, id);
  await deleteOffersOfAccount(tx, id);
  await clearContactsOfBuyersBookings(tx, id);
  await archiveListingsOfSeller(tx, id);
  await deletePhotosOfSeller(tx, id);
  await deleteReportsOfAccount(tx, id);
  await deleteNotificationsOfUser(tx, id);
  await deleteSavedItemsOfBuyer(tx, id);
  await deleteSentMailsOfUser(tx, id);
  await eraseAccountProfile(tx, id);
  await recordAccountDeletion(tx, {
    userId: id,
    firebaseUid: user.firebase_uid ?? null,
    email: user.email,
    images,
    by,
  });
  // An admin's deletion signs its open pages out now (its tokens are refused already: the account
  // is archived). An owner's own deletion does not: the page that deleted it signs out and says so
  // itself, and a live sign-out racing it would take it to the login page instead.
  if (by === 'admin') await endSessions(tx, id);
}

/**
 * What is left of each deleted account, done once across instances (each row is leased to one):
 * the sign-in account's sessions revoked and the account removed, the images no paid order
 * shows removed, and for an owner's deletion the mail "Your Replay Market account was deleted".
 * A step that fails leaves the row pending for the next run (every step is safe to repeat).
 */
export async function finishAccountDeletions(app: FastifyInstance, only?: string): Promise<number> {
  const { db, identity, images, config, log } = app;
  const claimed = await claimAccountDeletions(db, only);
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
        await markAccountDeletionDone(tx, row.user_id);
      });
      done += 1;
    } catch (error) {
      log.warn({ err: error, userId: row.user_id }, 'account deletion step failed; the next run tries again');
      await releaseAccountDeletion(
        db,
        row.user_id,
        error instanceof Error ? error.message.slice(0, 1000) : String(error),
      );
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
    const user = await lockLiveAccount(tx, userId, role);
    if (!user) return { blockers: [] };
    if (by === 'self') {
      const blockers = await deletionBlockers(tx, user.id);
      if (blockers.length) return { blockers };
    } else {
      // An admin's deletion also closes the address for sign-up, and says so to its owner.
      await app.notifier.tell(tx, user.id, `closed:${user.id}`, { kind: 'account_closed' });
      await closeAddress(tx, user.email);
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
