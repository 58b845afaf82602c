import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export interface VerifiedIdentity {
  uid: string;
  email: string;
  /** The identity provider has confirmed the caller owns the address (Google accounts always). */
  emailVerified: boolean;
  /** The user's photo as the identity provider keeps it (the ID token's `picture`; not in our access tokens). */
  picture?: string;
  /** When the user last signed in with their password (or provider), in seconds: ID tokens only. */
  authTime?: number;
  /**
   * The latest instant the session this token belongs to can have started, in ms: an ID token's
   * sign-in (auth_time is whole seconds: its last millisecond), our access token's sign-in time. A
   * token whose session started before the account's sessions ended is refused.
   */
  sessionStartedMs?: number;
  /** The identity provider that signed the user in (`password`, `google.com`): ID tokens only. */
  signInProvider?: string;
}

/** What applying an out-of-band code did, as the identity provider answers. */
export interface AppliedCode {
  uid?: string;
  /** The account's address after the code (the new one, for a change of address). */
  email: string;
}

/** Firebase Authentication through firebase-admin (the emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
export interface IdentityProvider {
  /** Verifies a Firebase ID token, including that the account is not disabled or revoked. */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  /** Stops the account from signing in again (deleted buyers and sellers). */
  disableAccount(email: string): Promise<void>;
  /** The code of a password-reset link for the address (the Admin SDK's link; the emulator's works offline). */
  passwordResetCode(email: string): Promise<string>;
  /** The code of an address-verification link. */
  verificationCode(email: string): Promise<string>;
  /** The code of a link that changes the account's address to `newEmail` once followed (verify before update). */
  changeEmailCode(email: string, newEmail: string): Promise<string>;
  /** Sets a new password with a reset code; the account's address. Throws IdentityError for a bad or used code. */
  resetPassword(oobCode: string, password: string): Promise<AppliedCode>;
  /** Applies a verify-e-mail or verify-and-change-e-mail code. Throws IdentityError for a bad or used code. */
  applyCode(oobCode: string): Promise<AppliedCode>;
  /**
   * When the identity provider last changed the password of the ID token's user (ms), whoever
   * changed it; undefined for an account without one (Google only).
   */
  passwordChangedAt(idToken: string): Promise<number | undefined>;
  /** Revokes the user's sessions and removes them (a deleted account); nothing when already gone. */
  deleteUser(uid: string): Promise<void>;
  readonly auth: Auth;
  close(): Promise<void>;
}

export class IdentityError extends Error {}

let appCount = 0;

/** The code of a Firebase action link (`…?mode=resetPassword&oobCode=…`). */
function oobCodeOf(link: string): string {
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('The identity provider returned a link without a code');
  return code;
}

export interface FirebaseIdentityOptions {
  /**
   * The project's Web API key: out-of-band codes are applied through the Identity Toolkit REST API,
   * which the Admin SDK does not wrap. The emulator takes any key.
   */
  apiKey?: string;
  /** host:port of the Auth emulator (default: FIREBASE_AUTH_EMULATOR_HOST, as firebase-admin reads it). */
  emulatorHost?: string;
}

const CODE_ERRORS: Record<string, string> = {
  INVALID_OOB_CODE: 'This link is invalid or has already been used',
  EXPIRED_OOB_CODE: 'This link has expired; ask for a new one',
  EMAIL_EXISTS: 'Another account already uses this e-mail address',
  USER_DISABLED: 'This account has been disabled',
  USER_NOT_FOUND: 'This account no longer exists',
};

export function createFirebaseIdentity(projectId: string, options: FirebaseIdentityOptions = {}): IdentityProvider {
  appCount += 1;
  const app: App = initializeApp({ projectId }, `replay-${appCount}`);
  const auth = getAuth(app);
  const emulatorHost = options.emulatorHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const apiKey = options.apiKey ?? (emulatorHost ? 'emulator-key' : undefined);
  const toolkit = emulatorHost
    ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';

  /** An Identity Toolkit call made as the site's web client would (the action-code and lookup endpoints). */
  async function toolkitCall<T>(method: string, body: object): Promise<{ response: Response; answer: T }> {
    if (!apiKey) throw new Error('FIREBASE_API_KEY is not set: codes cannot be applied');
    let response: Response | undefined;
    for (let attempt = 1; !response; attempt += 1) {
      try {
        response = await fetch(`${toolkit}/${method}?key=${encodeURIComponent(apiKey)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      } catch (error) {
        // A kept-alive connection closed by the other side just as the request left: send it again.
        if (attempt >= 3) throw error;
      }
    }
    return { response, answer: (await response.json()) as T };
  }

  /** Applies an out-of-band code; the account's address and user id after it. */
  async function callToolkit(method: string, body: object): Promise<AppliedCode> {
    const { response, answer } = await toolkitCall<{ email?: string; localId?: string; error?: { message?: string } }>(
      method,
      body,
    );
    if (!response.ok || !answer.email) {
      const reason = (answer.error?.message ?? '').split(' ')[0] ?? '';
      throw new IdentityError(CODE_ERRORS[reason] ?? 'This link is invalid or has already been used');
    }
    return { email: answer.email.toLowerCase(), ...(answer.localId ? { uid: answer.localId } : {}) };
  }

  return {
    auth,
    passwordResetCode: async (email) => oobCodeOf(await auth.generatePasswordResetLink(email)),
    verificationCode: async (email) => oobCodeOf(await auth.generateEmailVerificationLink(email)),
    changeEmailCode: async (email, newEmail) => oobCodeOf(await auth.generateVerifyAndChangeEmailLink(email, newEmail)),
    resetPassword: (oobCode, password) => callToolkit('accounts:resetPassword', { oobCode, newPassword: password }),
    applyCode: (oobCode) => callToolkit('accounts:update', { oobCode }),
    async passwordChangedAt(idToken) {
      // The Admin SDK's user record has no password change time; the user's own lookup has.
      const { response, answer } = await toolkitCall<{ users?: Array<{ passwordUpdatedAt?: number }> }>(
        'accounts:lookup',
        { idToken },
      );
      if (!response.ok) throw new Error(`the identity provider's account lookup answered ${response.status}`);
      const changedAt = answer.users?.[0]?.passwordUpdatedAt;
      return typeof changedAt === 'number' && changedAt > 0 ? changedAt : undefined;
    },
    async deleteUser(uid) {
      try {
        await auth.revokeRefreshTokens(uid);
        await auth.deleteUser(uid);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    async verifyIdToken(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        if (!decoded.email) throw new IdentityError('This account has no e-mail address');
        return {
          uid: decoded.uid,
          email: decoded.email.toLowerCase(),
          emailVerified: decoded.email_verified === true,
          authTime: decoded.auth_time,
          sessionStartedMs: decoded.auth_time * 1000 + 999,
          signInProvider: decoded.firebase.sign_in_provider,
          ...(decoded.picture ? { picture: decoded.picture } : {}),
        };
      } catch (error) {
        if (error instanceof IdentityError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'auth/user-disabled') throw new IdentityError('This account has been disabled');
        if (code === 'auth/id-token-expired') throw new IdentityError('Your session has expired; please sign in again');
        throw new IdentityError('Invalid sign-in token');
      }
    },
    async disableAccount(email) {
      try {
        const user = await auth.getUserByEmail(email);
        await auth.updateUser(user.uid, { disabled: true });
        await auth.revokeRefreshTokens(user.uid);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
