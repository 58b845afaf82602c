/** The signed-in user as the identity provider describes them. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/**
 * The identity provider behind the auth context. Production uses Firebase
 * (`createFirebaseAuthService`); tests use `createFakeAuthService` from `@replay/shared/testing`.
 */
export interface AuthService {
  /** Resolves once the first sign-in state is known. */
  ready(): Promise<void>;
  currentUser(): AuthUser | null;
  /** Calls `listener` with the current user now and on every change; returns an unsubscribe. */
  onChange(listener: (user: AuthUser | null) => void): () => void;
  /** A valid ID token for the signed-in user, refreshed when expired; null when signed out. */
  getIdToken(): Promise<string | null>;
  signInWithPassword(email: string, password: string): Promise<AuthUser>;
  signInWithGoogle(): Promise<AuthUser>;
  createAccount(email: string, password: string): Promise<AuthUser>;
  updateProfile(profile: { displayName: string; photoURL: string }): Promise<AuthUser>;
  signOut(): Promise<void>;
}
