import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export interface VerifiedIdentity {
  uid: string;
  email: string;
  /** The identity provider has confirmed the caller owns the address (Google accounts always). */
  emailVerified: boolean;
  /** The user's photo as the identity provider keeps it (the ID token's `picture`; not in our access tokens). */
  picture?: string;
}

/** Firebase Authentication through firebase-admin (the emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
export interface IdentityProvider {
  /** Verifies a Firebase ID token, including that the account is not disabled or revoked. */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  /** Stops the account from signing in again (deleted buyers and sellers). */
  disableAccount(email: string): Promise<void>;
  readonly auth: Auth;
  close(): Promise<void>;
}

export class IdentityError extends Error {}

let appCount = 0;

export function createFirebaseIdentity(projectId: string): IdentityProvider {
  appCount += 1;
  const app: App = initializeApp({ projectId }, `replay-${appCount}`);
  const auth = getAuth(app);
  return {
    auth,
    async verifyIdToken(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        if (!decoded.email) throw new IdentityError('This account has no e-mail address');
        return {
          uid: decoded.uid,
          email: decoded.email.toLowerCase(),
          emailVerified: decoded.email_verified === true,
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
