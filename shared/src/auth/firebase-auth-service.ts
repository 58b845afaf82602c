import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { RuntimeConfig } from '../config/runtime-config';
import type { AuthService, AuthUser } from './auth-service';

function toAuthUser(user: User | null): AuthUser | null {
  if (!user) return null;
  const { uid, email, displayName, photoURL } = user;
  return { uid, email, displayName, photoURL };
}

/** Firebase Authentication, against the Auth emulator when the runtime config names one. */
export function createFirebaseAuthService(config: RuntimeConfig): AuthService {
  const auth = getAuth(initializeApp(config.firebase));
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });

  // updateProfile does not fire onAuthStateChanged, so profile changes are announced here.
  const listeners = new Set<(user: AuthUser | null) => void>();
  const announce = () => listeners.forEach((listener) => listener(toAuthUser(auth.currentUser)));

  return {
    ready: () => auth.authStateReady(),
    currentUser: () => toAuthUser(auth.currentUser),
    onChange(listener) {
      listeners.add(listener);
      const unsubscribe = onAuthStateChanged(auth, (user) => listener(toAuthUser(user)));
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
    async signInWithPassword(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      return toAuthUser(user) as AuthUser;
    },
    async signInWithGoogle() {
      const { user } = await signInWithPopup(auth, new GoogleAuthProvider());
      return toAuthUser(user) as AuthUser;
    },
    async createAccount(email, password) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      return toAuthUser(user) as AuthUser;
    },
    async updateProfile(profile) {
      const user = auth.currentUser;
      if (!user) throw new Error('No user is signed in');
      await updateProfile(user, profile);
      announce();
      return toAuthUser(user) as AuthUser;
    },
    signOut: () => signOut(auth),
  };
}
