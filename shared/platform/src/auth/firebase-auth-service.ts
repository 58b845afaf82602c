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

const sameUser = (a: AuthUser | null, b: AuthUser | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.photoURL === b.photoURL);

/** Runs `task` once the page has loaded and the browser is idle. */
function afterPageLoad(task: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => task()) : setTimeout(task, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Firebase Authentication, against the Auth emulator when the runtime config names one.
 * The SDK (≈ 33 kB gzip) is loaded on first use: at once when a session may be stored, otherwise
 * when the visitor signs in or up (or another tab signs in). A session the Session can restore
 * (`restorableUser`: the user Firebase last reported, with our valid access token) is known at
 * once; Firebase loads after the first page and confirms it, or signs the visitor out.
 */
export function createFirebaseAuthService(
  config: RuntimeConfig,
  session: Session,
  options: {
    /** A restored session is confirmed once this settles and the page has loaded (the shell: its first page is ready). */
    confirmAfter?: Promise<unknown>;
  } = {},
): AuthService {
  let user: AuthUser | null = null;
  let known = false;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const announce = (next: AuthUser | null) => {
    if (known && sameUser(user, next)) return;
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
      if (config.authEmulatorUrl) sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
      sdk.onAuthStateChanged(auth, (next) => {
        session.rememberUser(toAuthUser(next));
        announce(toAuthUser(next));
      });
      // Until Firebase knows its user, the restored one (or none) stands.
      void auth.authStateReady().then(() => {
        loadedAuth = auth;
      });
      return { auth, sdk };
    }));

  const restored = session.restorableUser();
  let ready: Promise<void>;
  if (restored) {
    announce(restored);
    ready = Promise.resolve();
    const confirm = () => afterPageLoad(() => void load());
    void Promise.resolve(options.confirmAfter).then(confirm, confirm);
  } else if (session.probablySignedIn()) {
    ready = load().then(({ auth }) => auth.authStateReady());
  } else {
    ready = Promise.resolve().then(() => {
      if (!known) announce(null);
    });
  }

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
    // Once Firebase knows its user, its own state: it changes before onAuthStateChanged reports it.
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
      session.rememberUser(null);
      // A restored session is still stored by Firebase: it has to sign out too.
      if (!loading && !restored) {
        announce(null);
        return;
      }
      const { auth, sdk } = await load();
      await sdk.signOut(auth);
    },
  };
}
