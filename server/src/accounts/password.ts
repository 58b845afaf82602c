import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { takeMailCap } from '../db/mail-caps';
import { findUserByEmail, setPasswordChanged } from '../db/users';
import { actionUrl, queueAccountMail } from '../mail/account-mails';
import { endSessions } from './sessions';

const HOUR = 3600;

/**
 * Mails a reset link to an account's address, at most RATE_LIMIT_PASSWORD_RESETS an hour per
 * address whoever asks (counted in the database, so on every instance). The caller answers 202
 * whatever happened, so nobody learns whether an address has an account or hit its cap.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, log: FastifyBaseLogger): Promise<void> {
  const { db, identity, config } = app;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  let code: string;
  try {
    code = await identity.passwordResetCode(email);
  } catch (error) {
    // No sign-in account for the address (an account made before it, or removed there): nothing to reset.
    log.warn({ err: error }, 'no password-reset link for an account');
    return;
  }
  await db.transaction(async (tx) => {
    const taken = await takeMailCap(tx, `password-reset:to:${email}`, config.rateLimits.passwordResets, HOUR);
    if (!taken.allowed) return;
    await queueAccountMail(tx, config.publicSiteUrl, {
      userId: user.id,
      to: email,
      mail: { kind: 'password_reset', link: actionUrl(config.publicSiteUrl, 'resetPassword', code) },
    });
  });
}

/**
 * The new password was set with a reset code (on our page): every session of the account ends and
 * its address is told "Your password was changed", once (the change is recorded, so the next
 * sign-in does not tell of it again).
 */
export async function passwordWasReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  await app.db.transaction(async (tx) => {
    await setPasswordChanged(tx, user.id);
    await endSessions(tx, user.id);
    await queueAccountMail(tx, app.config.publicSiteUrl, {
      userId: user.id,
      to: user.email,
      mail: { kind: 'password_changed' },
    });
  });
}
