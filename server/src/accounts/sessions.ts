import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SESSION_ENDED_EVENT } from '@replay/contract';
import type { VerifiedIdentity } from '../auth/firebase';
import type { Queryable } from '../db/database';
import { addLiveEvent } from '../db/notifications';
import type { UserRow } from '../db/users';
import { endSessionsBefore, notePasswordChange } from '../db/users';
import { queueAccountMail } from '../mail/account-mails';

/*
 * Sessions end for good when an account is recovered: an undone change of address, a password
 * reset or change (here or at the identity provider), a confirmed change of address, a deletion.
 * The account row keeps the time (`sessions_valid_after`); every guard reads the row on every
 * request (src/auth/guards.ts), so a token issued before it is refused on every instance at once,
 * whatever its own expiry. The user's open live streams are told and closed (the event rides the
 * live stream's doorbell, so it reaches the instance that holds each stream).
 */

/** Whether the token's session started before the account's sessions ended. */
export function isSessionEnded(account: UserRow, identity: VerifiedIdentity): boolean {
  const validAfter = account.sessions_valid_after;
  if (!validAfter) return false;
  return (identity.sessionStartedMs ?? 0) < validAfter.getTime();
}

/** Ends every session of the account started before `at` (default: now), in the caller's transaction. */
export async function endSessions(tx: Queryable, userId: string, at?: Date): Promise<void> {
  await endSessionsBefore(tx, userId, at);
  await addLiveEvent(tx, userId, SESSION_ENDED_EVENT);
}

/**
 * At each new sign-in (a Firebase ID token whose sign-in time is newer than the last one looked
 * at): whether the password was changed at the identity provider since this API last looked, by
 * whatever path (a reset code applied there directly, not on our page). Such a change is mailed to
 * the owner once ("Your password was changed") and ends the sessions started before it; this
 * sign-in, made after it, goes on. A lookup that fails lets the sign-in through (logged).
 */
export async function notePasswordOfSignIn(
  app: FastifyInstance,
  account: UserRow,
  identity: VerifiedIdentity,
  idToken: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (identity.authTime === undefined) return;
  const signedIn = new Date(identity.authTime * 1000);
  if (account.last_sign_in_at && account.last_sign_in_at >= signedIn) return;
  let changedAtMs: number | undefined;
  try {
    changedAtMs = await app.identity.passwordChangedAt(idToken);
  } catch (error) {
    log.warn({ err: error }, 'could not look up when the password was changed');
    return;
  }
  const changedAt = changedAtMs === undefined ? undefined : new Date(changedAtMs);
  await app.db.transaction(async (tx) => {
    const before = await notePasswordChange(tx, account.id, changedAt, signedIn);
    if (!before || !changedAt) return;
    await queueAccountMail(tx, app.config.publicSiteUrl, {
      userId: account.id,
      to: account.email,
      mail: { kind: 'password_changed' },
      key: `password_changed:${changedAtMs}`,
    });
    await endSessions(tx, account.id, changedAt);
  });
}
