import { randomUUID } from 'node:crypto';
import { paths } from '@replay/contract';
import type { Queryable } from '../db/database';
import { queueMail } from '../db/outbox';
import { renderMail, type MailBody } from './layout';
import { isLinkSignature, linkSignature } from './signed-links';

/*
 * The mails of an account's own security: reset, verification, a change of address and its undo,
 * deletion. They are not notifications (never in the bell, never turned off: the `account`
 * category) and go to the address they are about, which is not always the account's (a new
 * address to confirm, the old one told of a change), so they are queued here rather than by the
 * notifier. Each is queued once per key and user, in the transaction of what causes it.
 */

/** The site's page that carries out a link's action (the shell's /auth/action). */
export const actionUrl = (siteUrl: string, mode: string, code: string) =>
  `${siteUrl}${paths.authAction}?mode=${encodeURIComponent(mode)}&oobCode=${encodeURIComponent(code)}`;

export type AccountMail =
  | { kind: 'password_reset'; link: string }
  | { kind: 'password_changed' }
  | { kind: 'verify_email'; link: string }
  | { kind: 'confirm_new_email'; link: string; newEmail: string }
  | { kind: 'email_changed'; newEmail: string; undoLink: string }
  | { kind: 'account_deleted' };

/** The words of each account mail, and the page its button opens. */
function describe(mail: AccountMail, siteUrl: string): { body: MailBody; action: { label: string; url: string } } {
  const site = (path: string) => `${siteUrl}${path}`;
  switch (mail.kind) {
    case 'password_reset':
      return {
        body: {
          subject: 'Reset your Replay Market password',
          heading: 'Reset your password',
          paragraphs: [
            'Someone asked to reset the password of your Replay Market account. Choose a new one with the button below; the link works once, for one hour.',
            'If it was not you, ignore this mail: your password stays as it is.',
          ],
        },
        action: { label: 'Choose a new password', url: mail.link },
      };
    case 'password_changed':
      return {
        body: {
          subject: 'Your password was changed',
          heading: 'Your password was changed',
          paragraphs: [
            'The password of your Replay Market account was just changed. Sign in with the new one.',
            'If it was not you, reset your password at once and write to us.',
          ],
        },
        action: { label: 'Sign in', url: site(paths.login) },
      };
    case 'verify_email':
      return {
        body: {
          subject: 'Confirm your e-mail address',
          heading: 'Confirm your e-mail address',
          paragraphs: [
            'Welcome to Replay Market! Confirm that this address is yours: you can then write to sellers and buyers.',
          ],
        },
        action: { label: 'Confirm my address', url: mail.link },
      };
    case 'confirm_new_email':
      return {
        body: {
          subject: 'Confirm your new e-mail address',
          heading: 'Confirm your new e-mail address',
          paragraphs: [
            `Your Replay Market account will use ${mail.newEmail} once you confirm it with the button below.`,
            'If you did not ask for this, ignore this mail: nothing changes.',
          ],
        },
        action: { label: 'Confirm my new address', url: mail.link },
      };
    case 'email_changed':
      return {
        body: {
          subject: 'Your e-mail address was changed',
          heading: 'Your e-mail address was changed',
          paragraphs: [
            `Your Replay Market account now uses ${mail.newEmail}; mails go there from now on.`,
            'If you did not make this change, undo it with the button below (the link works for 7 days), then choose a new password.',
          ],
        },
        action: { label: 'Undo this change', url: mail.undoLink },
      };
    case 'account_deleted':
      return {
        body: {
          subject: 'Your Replay Market account was deleted',
          heading: 'Your account was deleted',
          paragraphs: [
            'Your Replay Market account and its personal data were deleted, as you asked.',
            'Records of payments and refunds are kept, with their amounts, as the law requires; your reviews stay, signed "Deleted user". You are welcome to sign up again at any time: it will be a new account.',
          ],
        },
        action: { label: 'Visit Replay Market', url: site(paths.home) },
      };
  }
}

/** Queues an account mail to `to` (once per `key` and user; a random key when none is given). */
export async function queueAccountMail(
  db: Queryable,
  siteUrl: string,
  input: { userId: string; to: string; mail: AccountMail; key?: string },
): Promise<boolean> {
  const { body, action } = describe(input.mail, siteUrl);
  const content = renderMail(body, { action, preferencesUrl: `${siteUrl}${paths.notifications}` });
  return queueMail(db, {
    userId: input.userId,
    key: input.key ?? `${input.mail.kind}:${randomUUID()}`,
    category: 'account',
    to: input.to,
    ...content,
    headers: {},
  });
}

/** How long the undo link of a change of address works. */
const RECOVER_TTL_MS = 7 * 24 * 3600 * 1000;

interface RecoverClaims {
  /** The account. */
  u: string;
  /** The address before the change, and after it. */
  from: string;
  to: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

const RECOVER_LABEL = 'recover-email';

/**
 * The code of the undo link sent to the old address after a change: `<payload>.<HMAC-SHA256>`,
 * signed with UNSUBSCRIBE_SECRET under its own label (never a valid access token or unsubscribe
 * token). Firebase's own undo codes cannot be made with the Admin SDK, so the API makes its own;
 * following it sets the old address back at the identity provider and here.
 */
export function recoverEmailCode(secret: string, claims: Omit<RecoverClaims, 'exp'>, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: now + RECOVER_TTL_MS })).toString('base64url');
  return `${payload}.${linkSignature(secret, RECOVER_LABEL, payload)}`;
}

export function readRecoverEmailCode(secret: string, code: string, now = Date.now()): RecoverClaims | undefined {
  const [payload, mac, ...rest] = code.split('.');
  if (rest.length || !payload || !mac) return undefined;
  if (!isLinkSignature(secret, RECOVER_LABEL, payload, mac)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RecoverClaims;
    return claims.exp > now ? claims : undefined;
  } catch {
    return undefined;
  }
}
