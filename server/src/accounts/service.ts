import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SelfServiceRole } from '@replay/contract';
import { IdentityError, type VerifiedIdentity } from '../auth/firebase';
import type { CapTaken } from '../db/mail-caps';
import type { UserRow } from '../db/users';
import {
  findUserByEmail,
  findUserByUid,
  isAccountClosed,
  markEmailVerified,
  saveUser,
  updateProfile,
  type ProfileChanges,
} from '../db/users';
import { badRequest, conflict, forbidden } from '../errors';
import { copyGooglePhoto, isGooglePhoto } from '../images/provider-photo';
import { isUsableImage, NOT_OUR_IMAGE } from '../images/uploads';
import { deleteAccount } from './deletion';
import {
  confirmEmailChange,
  recoverEmail,
  requestEmailChange,
  sendVerificationMail,
  type EmailChangeRefusal,
} from './email';
import { exportAccount } from './export';
import { passwordWasReset, requestPasswordReset } from './password';

/** A code the identity provider refused: a 400 that says why (used, expired, unknown). */
async function applied<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof IdentityError) throw badRequest(error.message);
    throw error;
  }
}

/** What a sign-up (or a sign-in saving the account again) sends: PUT /users. */
export interface AccountSave {
  email: string;
  name: string;
  img?: string;
  role?: SelfServiceRole;
}

/**
 * A member's own account (server/README.md, Accounts): saving it at sign-up, the profile, the
 * password reset, confirming and changing the address, the export and the deletion. The sessions
 * of a recovered account end (src/accounts/sessions.ts); mails to others are capped per target.
 */
export class AccountService {
  constructor(private readonly app: FastifyInstance) {}

  /**
   * Saves the account of a sign-in: created at the first save (its role chosen once; an
   * ADMIN_EMAILS address becomes admin only once its owner has proven it is theirs), its name and
   * picture updated later. A new unconfirmed address is mailed the link that confirms it.
   */
  async save(
    identity: VerifiedIdentity,
    account: UserRow | undefined,
    body: AccountSave,
    log: FastifyBaseLogger,
  ): Promise<{ user: UserRow; created: boolean; modified: boolean }> {
    const { db, images, config } = this.app;
    if (body.email.toLowerCase() !== identity.email) throw forbidden('You can only save your own account');
    if (await isAccountClosed(db, identity.email)) throw forbidden('This account has been closed');
    // `verified` is never taken from the client.
    const admin = identity.emailVerified && config.adminEmails.includes(identity.email);
    const role = admin ? 'admin' : (body.role ?? 'buyer');
    let img = body.img ?? '';
    // A picture of ours, or the one Google keeps for a user signed in with Google, copied here
    // at the first save (pages never load a third-party URL; later saves keep our copy).
    if (img && isGooglePhoto(identity, img))
      img = account?.img || ((await copyGooglePhoto(this.app, img, identity.uid)) ?? '');
    const saved = await db.transaction(async (tx) => {
      if (img && !(await isUsableImage(tx, images, img))) throw badRequest(NOT_OUR_IMAGE);
      return saveUser(
        tx,
        {
          uid: identity.uid,
          emailVerified: identity.emailVerified,
          email: identity.email,
          name: body.name.trim(),
          img,
          role,
        },
        account,
      );
    });
    // A new account whose address nobody has confirmed yet: the link that confirms it (past the
    // address's cap, someone signing up again and again with it, no mail leaves).
    if (saved.created && !identity.emailVerified) {
      await sendVerificationMail(this.app, saved.user).catch((error: unknown) =>
        log.warn({ err: error }, 'could not send the verification mail'),
      );
    }
    return saved;
  }

  /** The user a role or verified lookup is about: the caller, or for an admin anyone named. */
  subject(requested: string | undefined, own: string): Promise<UserRow | undefined> {
    return findUserByEmail(this.app.db, (requested ?? own).toLowerCase());
  }

  /** Changes the profile; the sign-in account's name and photo follow (every sign-in saves them again). */
  async updateProfile(account: UserRow, changes: ProfileChanges, log: FastifyBaseLogger): Promise<UserRow> {
    const { db, images, identity } = this.app;
    const { name, img, phone, meetingPlace } = changes;
    const user = await db.transaction(async (tx) => {
      if (img && img !== account.img && !(await isUsableImage(tx, images, img))) throw badRequest(NOT_OUR_IMAGE);
      return updateProfile(tx, account.id, { name: name?.trim(), img, phone, meetingPlace: meetingPlace?.trim() });
    });
    if (!user) throw forbidden('This account no longer exists');
    if (user.firebase_uid && (name !== undefined || img !== undefined)) {
      await identity.auth
        .updateUser(user.firebase_uid, { displayName: user.name, ...(user.img ? { photoURL: user.img } : {}) })
        .catch((error: unknown) => log.warn({ err: error }, 'could not update the sign-in profile'));
    }
    return user;
  }

  /** Mails a reset link to an account's address, within its caps (see requestPasswordReset). */
  requestPasswordReset(email: string, log: FastifyBaseLogger): Promise<void> {
    return requestPasswordReset(this.app, email.toLowerCase(), log);
  }

  /**
   * Sets the new password with a reset code, here rather than on the page with Firebase's SDK: only
   * then does the API know for certain that a reset happened, and tell the owner once.
   */
  async resetPassword(oobCode: string, password: string): Promise<string> {
    const { email } = await applied(this.app.identity.resetPassword(oobCode, password));
    await passwordWasReset(this.app, email);
    return email;
  }

  /**
   * "Send again": the link that confirms the caller's address, counted by `limit` (it throws past
   * the caller's limit) and within the address's cap.
   */
  async sendVerificationMail(account: UserRow, limit: () => Promise<void>): Promise<CapTaken> {
    if (account.email_verified_at) throw conflict('Your e-mail address is already confirmed');
    await limit();
    return sendVerificationMail(this.app, account);
  }

  /** Applies a verification code: the account of its address counts as confirmed. */
  async verifyEmail(oobCode: string): Promise<string> {
    const { db, identity } = this.app;
    const code = await applied(identity.applyCode(oobCode));
    const user = (code.uid ? await findUserByUid(db, code.uid) : undefined) ?? (await findUserByEmail(db, code.email));
    if (user) await markEmailVerified(db, user.id);
    return code.email;
  }

  /** Mails the new address its confirmation (see requestEmailChange); a refusal of a cap. */
  requestEmailChange(account: UserRow | undefined, newEmail: string): Promise<EmailChangeRefusal | undefined> {
    if (!account) throw forbidden('Finish signing up before using this');
    return requestEmailChange(this.app, account, newEmail.toLowerCase());
  }

  confirmEmailChange(oobCode: string): Promise<string> {
    return applied(confirmEmailChange(this.app, oobCode));
  }

  recoverEmail(oobCode: string): Promise<string> {
    return recoverEmail(this.app, oobCode);
  }

  /** Everything the site keeps about the account (GET /account/export). */
  export(account: UserRow): Promise<Record<string, unknown>> {
    return exportAccount(this.app.db, account, this.app.config.currency);
  }

  /** Deletes the caller's own account; why it cannot be deleted yet, when it cannot. */
  async delete(account: UserRow | undefined): Promise<string[]> {
    if (!account) throw forbidden('Finish signing up before using this');
    if (account.role === 'admin') throw forbidden('An admin account is removed by taking it out of ADMIN_EMAILS');
    return (await deleteAccount(this.app, account.id, 'self')).blockers;
  }
}
