import type { AuthService, AuthUser } from '@replay/platform';

export interface FakeAccount {
  email: string;
  password: string;
  displayName?: string;
  photoURL?: string;
}

export interface FakeAuthService extends AuthService {
  /** The identity provider answers the next Google popup with this account. */
  setGoogleAccount(account: FakeAccount | null): void;
}

/**
 * An in-memory identity provider behaving like Firebase for the flows the app uses:
 * wrong passwords and taken e-mails fail with Firebase's error messages.
 */
export function createFakeAuthService({
  accounts = [],
  signedIn = null,
}: { accounts?: FakeAccount[]; signedIn?: string | null } = {}): FakeAuthService {
  const store = new Map(accounts.map((account) => [account.email, { ...account }]));
  const listeners = new Set<(user: AuthUser | null) => void>();
  let google: FakeAccount | null = null;
  let current: AuthUser | null = null;

  const toUser = (account: FakeAccount): AuthUser => ({
    uid: `uid-${account.email}`,
    email: account.email,
    displayName: account.displayName ?? null,
    photoURL: account.photoURL ?? null,
  });
  const setCurrent = (user: AuthUser | null) => {
    current = user;
    listeners.forEach((listener) => listener(user));
    return user;
  };

  if (signedIn) {
    const account = store.get(signedIn);
    if (!account) throw new Error(`No fake account ${signedIn}`);
    current = toUser(account);
  }

  return {
    ready: async () => undefined,
    currentUser: () => current,
    onChange(listener) {
      listeners.add(listener);
      queueMicrotask(() => listener(current));
      return () => listeners.delete(listener);
    },
    getIdToken: async () => (current ? `id-token-${current.email}` : null),
    async signInWithPassword(email, password) {
      const account = store.get(email);
      if (!account || account.password !== password) {
        throw new Error('Firebase: Error (auth/invalid-credential).');
      }
      return setCurrent(toUser(account)) as AuthUser;
    },
    async signInWithGoogle() {
      if (!google) throw new Error('Firebase: Error (auth/popup-closed-by-user).');
      store.set(google.email, { ...google });
      return setCurrent(toUser(google)) as AuthUser;
    },
    async createAccount(email, password) {
      if (store.has(email)) throw new Error('Firebase: Error (auth/email-already-in-use).');
      const account = { email, password };
      store.set(email, account);
      return setCurrent(toUser(account)) as AuthUser;
    },
    async updateProfile({ displayName, photoURL }) {
      const account = current?.email ? store.get(current.email) : undefined;
      if (!account) throw new Error('No user is signed in');
      Object.assign(account, { displayName, photoURL });
      return setCurrent(toUser(account)) as AuthUser;
    },
    async signOut() {
      setCurrent(null);
    },
    setGoogleAccount(account) {
      google = account;
    },
  };
}
