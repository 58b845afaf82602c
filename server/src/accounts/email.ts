import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isPendingEmailChange, removeEmailChangeRequest, replaceEmailChangeRequest } from '../db/email-changes';
import { takeMailCap, type CapTaken } from '../db/mail-caps';
import type { UserRow } from '../db/users';
import { changeEmail, findUserByEmail, findUserById, findUserByUid } from '../db/users';
import { badRequest, conflict } from '../errors';
import { actionUrl, queueAccountMail, readRecoverEmailCode, recoverEmailCode } from '../mail/account-mails';
import { endSessions } from './sessions';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** What is kept of a mailed code: its hash (a database read gives no working link). */
const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * The account's address became `email` at the identity provider (its owner confirmed the new
 * address): the row follows, the sessions started before `endSessionsBefore` (default: now) end,
 * and the old address is told, with a link that undoes the change. Safe to call again: only the
 * call that changes the row ends sessions and queues the mail.
 */
export async function adoptNewEmail(
  app: FastifyInstance,
  userId: string,
  email: string,
  endSessionsBefore?: Date,
): Promise<void> {
  const { publicSiteUrl, unsubscribeSecret } = app.config;
  await app.db.transaction(async (tx) => {
    const old = await changeEmail(tx, userId, email);
    if (!old) return;
    await endSessions(tx, userId, endSessionsBefore);
    const code = recoverEmailCode(unsubscribeSecret, { u: userId, from: old, to: email.toLowerCase() });
    await queueAccountMail(tx, publicSiteUrl, {
      userId,
      to: old,
      mail: {
        kind: 'email_changed',
        newEmail: email.toLowerCase(),
        undoLink: actionUrl(publicSiteUrl, 'recoverEmail', code),
      },
    });
  });
}

/**
 * Mails the account a link that confirms its address (after sign-up, and "Send again"), at most
 * RATE_LIMIT_VERIFICATION_MAILS an hour per address: an address someone else signed up with is
 * not flooded. What the cap answered; nothing is queued when it refused.
 */
export async function sendVerificationMail(app: FastifyInstance, account: UserRow): Promise<CapTaken> {
  const { config } = app;
  const code = await app.identity.verificationCode(account.email);
  return app.db.transaction(async (tx) => {
    const taken = await takeMailCap(tx, `verify-email:to:${account.email}`, config.rateLimits.verificationMails, HOUR);
    if (!taken.allowed) return taken;
    await queueAccountMail(tx, config.publicSiteUrl, {
      userId: account.id,
      to: account.email,
      mail: { kind: 'verify_email', link: actionUrl(config.publicSiteUrl, 'verifyEmail', code) },
    });
    return taken;
  });
}

/** Why a change of address was refused by a cap: who was capped, and when to try again. */
export type EmailChangeRefusal = { cap: 'user' | 'target'; retryAfterSeconds: number };

/** Rolls back the transaction of a refused change (the caps it counted are not kept). */
class Refused extends Error {
  constructor(readonly refusal: EmailChangeRefusal) {
    super('refused by a mail cap');
  }
}

/**
 * Mails `newEmail` a link that moves the account there once followed. At most
 * RATE_LIMIT_EMAIL_CHANGES an hour per account and RATE_LIMIT_EMAIL_CHANGE_TARGETS a day per new
 * address, whoever asks; one confirmation per address is pending, a newer one replacing the older
 * link. A refusal queues nothing and counts nothing (the transaction rolls back).
 */
export async function requestEmailChange(
  app: FastifyInstance,
  account: UserRow,
  newEmail: string,
): Promise<EmailChangeRefusal | undefined> {
  const { db, identity, config } = app;
  if (newEmail === account.email) throw badRequest('This is already your e-mail address');
  if (await findUserByEmail(db, newEmail)) throw conflict('Another account already uses this e-mail address');
  let code: string;
  try {
    code = await identity.changeEmailCode(account.email, newEmail);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists')
      throw conflict('Another account already uses this e-mail address');
    throw error;
  }
  try {
    await db.transaction(async (tx) => {
      const caps = [
        {
          cap: 'user' as const,
          key: `email-change:user:${account.id}`,
          max: config.rateLimits.emailChanges,
          window: HOUR,
        },
        {
          cap: 'target' as const,
          key: `email-change:to:${newEmail}`,
          max: config.rateLimits.emailChangeTargets,
          window: DAY,
        },
      ];
      for (const { cap, key, max, window } of caps) {
        const taken = await takeMailCap(tx, key, max, window);
        if (!taken.allowed) throw new Refused({ cap, retryAfterSeconds: taken.retryAfterSeconds });
      }
      await replaceEmailChangeRequest(tx, { newEmail, userId: account.id, codeHash: codeHash(code) });
      await queueAccountMail(tx, config.publicSiteUrl, {
        userId: account.id,
        to: newEmail,
        mail: {
          kind: 'confirm_new_email',
          newEmail,
          link: actionUrl(config.publicSiteUrl, 'verifyAndChangeEmail', code),
        },
      });
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
  return undefined;
}

/**
 * Follows a change-of-address link: only the newest one mailed to its address works, once. The
 * identity provider applies the code; the account follows and its sessions end.
 */
export async function confirmEmailChange(app: FastifyInstance, oobCode: string): Promise<string> {
  const hash = codeHash(oobCode);
  if (!(await isPendingEmailChange(app.db, hash)))
    throw badRequest('This link was replaced by a newer one or has already been used');
  const applied = await app.identity.applyCode(oobCode);
  await removeEmailChangeRequest(app.db, hash);
  const uid = applied.uid ?? (await app.identity.auth.getUserByEmail(applied.email)).uid;
  const user = await findUserByUid(app.db, uid);
  if (user) await adoptNewEmail(app, user.id, applied.email);
  return applied.email;
}

/**
 * The undo link mailed to the old address: the old address back at the identity provider and
 * here, and every session of the account ended, whoever holds it (the identity provider's refresh
 * tokens revoked; every access token and ID token of before refused by the guards).
 */
export async function recoverEmail(app: FastifyInstance, oobCode: string): Promise<string> {
  const { db, identity, config } = app;
  const claims = readRecoverEmailCode(config.unsubscribeSecret, oobCode);
  if (!claims) throw badRequest('This link is invalid or has expired');
  const user = await findUserById(db, claims.u);
  if (!user?.firebase_uid || user.email !== claims.to)
    throw badRequest('This link is invalid or has already been used');
  try {
    await identity.auth.updateUser(user.firebase_uid, { email: claims.from, emailVerified: true });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists')
      throw conflict('Another account uses that address now');
    throw error;
  }
  await identity.auth.revokeRefreshTokens(user.firebase_uid);
  await db.transaction(async (tx) => {
    await changeEmail(tx, user.id, claims.from);
    await endSessions(tx, user.id);
  });
  return claims.from;
}
