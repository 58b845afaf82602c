import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import type { RuntimeConfig } from '../config/runtime-config';
import { SESSION_HINT_KEY, type Session } from '../session/session';
import type { AuthService, AuthUser } from './auth-service';

type FirebaseAuthSdk = typeof import('firebase/auth');

function toAuthUser(user: User | null): AuthUser | null {
  if (!user) return null;
  const { uid, email, displayName, photoURL } = user;
  return { uid, email, displayName, photoURL };
}

/**
 * Firebase Authentication, against the Auth emulator when the runtime config names one.
 * The SDK (≈ 33 kB gzip) is loaded on first use: at once when a session may be stored, otherwise
 * when the visitor signs in or up (or another tab signs in).
 */
export function createFirebaseAuthService(config: RuntimeConfig, session: Session): AuthService {
  let user: AuthUser | null = null;
  let known = false;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const announce = (next: AuthUser | null) => {
    user = next;
    known = true;
    listeners.forEach((listener) => listener(next));
  };

  let loadedAuth: Auth | undefined;
  let loading: Promise<{ auth: Auth; sdk: FirebaseAuthSdk }> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('firebase/app'), import('firebase/auth')]).then(([app, sdk]) => {
      const firebaseApp: FirebaseApp = app.initializeApp(config.firebase);
      const auth = sdk.getAuth(firebaseApp);
      loadedAuth = auth;
      if (config.authEmulatorUrl) sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
      sdk.onAuthStateChanged(auth, (next) => {
        session.rememberSignedIn(next !== null);
        announce(toAuthUser(next));
      });
      return { auth, sdk };
    }));

  const ready: Promise<void> = session.probablySignedIn()
    ? load().then(({ auth }) => auth.authStateReady())
    : Promise.resolve().then(() => {
        if (!known) announce(null);
      });

  // A sign-in in another tab of the site: load Firebase so this tab follows it.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_HINT_KEY && event.newValue !== null) void load();
    });
  }

  /** Runs `action` with the loaded SDK, then reports the user it leaves signed in. */
  async function withSdk(action: (auth: Auth, sdk: FirebaseAuthSdk) => Promise<User>): Promise<AuthUser> {
    const { auth, sdk } = await load();
    const signedIn = await action(auth, sdk);
    return toAuthUser(signedIn) as AuthUser;
  }

  return {
    ready: () => ready,
    // Once loaded, Firebase's own state: it changes before onAuthStateChanged reports it.
    currentUser: () => (loadedAuth ? toAuthUser(loadedAuth.currentUser) : user),
    onChange(listener) {
      listeners.add(listener);
      if (known) listener(user);
      return () => {
        listeners.delete(listener);
      };
    },
    async getIdToken() {
      if (!loading && !session.probablySignedIn()) return null;
      const { auth } = await load();
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    signInWithPassword: (email, password) =>
      withSdk(async (auth, sdk) => (await sdk.signInWithEmailAndPassword(auth, email, password)).user),
    signInWithGoogle: () =>
      withSdk(async (auth, sdk) => (await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider())).user),
    createAccount: (email, password) =>
      withSdk(async (auth, sdk) => (await sdk.createUserWithEmailAndPassword(auth, email, password)).user),
    async updateProfile(profile) {
      const updated = await withSdk(async (auth, sdk) => {
        if (!auth.currentUser) throw new Error('No user is signed in');
        await sdk.updateProfile(auth.currentUser, profile);
        return auth.currentUser;
      });
      // updateProfile does not fire onAuthStateChanged, so the change is announced here.
      announce(updated);
      return updated;
    },
    async signOut() {
      session.rememberSignedIn(false);
      if (!loading) {
        announce(null);
        return;
      }
      const { auth, sdk } = await load();
      await sdk.signOut(auth);
    },
  };
}
