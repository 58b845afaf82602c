import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/rows';
import { changeEmail } from '../db/users';
import { actionUrl, queueAccountMail, recoverEmailCode } from '../mail/account-mails';

/**
 * The account's address became `email` at the identity provider (its owner confirmed the new
 * address): the row follows, and the old address is told, with a link that undoes the change.
 * Safe to call again: only the call that changes the row queues the mail.
 */
export async function adoptNewEmail(app: FastifyInstance, userId: string, email: string): Promise<void> {
  const { publicSiteUrl, unsubscribeSecret } = app.config;
  await app.db.transaction(async (tx) => {
    const old = await changeEmail(tx, userId, email);
    if (!old) return;
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

/** Mails the account a link that confirms its address (after sign-up, and "Send again"). */
export async function sendVerificationMail(app: FastifyInstance, account: UserRow): Promise<void> {
  const code = await app.identity.verificationCode(account.email);
  await queueAccountMail(app.db, app.config.publicSiteUrl, {
    userId: account.id,
    to: account.email,
    mail: { kind: 'verify_email', link: actionUrl(app.config.publicSiteUrl, 'verifyEmail', code) },
  });
}
