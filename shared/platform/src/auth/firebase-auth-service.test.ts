import { waitFor } from '@testing-library/react';
import { unsignedAccessToken } from '@replay/testing';
import type { RuntimeConfig } from '../config/runtime-config';
import { SESSION_HINT_KEY, Session } from '../session/session';
import { createFirebaseAuthService } from './firebase-auth-service';

// The Firebase SDK itself is exercised by the e2e journeys against the Auth emulator; here it is
// replaced so the test can tell when, and whether, the service loads it.
type Listener = (
  user: { uid: string; email: string; displayName: string | null; photoURL: string | null } | null,
) => void;
const mockSdk = {
  loads: 0,
  listeners: [] as Listener[],
  currentUser: null as null | { uid: string; email: string; displayName: string | null; photoURL: string | null },
};

jest.mock('firebase/app', () => ({ initializeApp: () => ({}) }));
jest.mock('firebase/auth', () => {
  mockSdk.loads += 1;
  const auth = {
    get currentUser() {
      return mockSdk.currentUser;
    },
    authStateReady: () => Promise.resolve(),
  };
  return {
    getAuth: () => auth,
    connectAuthEmulator: jest.fn(),
    onAuthStateChanged: (_auth: unknown, listener: Listener) => {
      mockSdk.listeners.push(listener);
      Promise.resolve().then(() => listener(mockSdk.currentUser));
      return () => undefined;
    },
    signInWithEmailAndPassword: async (_auth: unknown, email: string) => {
      mockSdk.currentUser = { uid: 'u1', email, displayName: 'Ann', photoURL: null };
      mockSdk.listeners.forEach((listener) => listener(mockSdk.currentUser));
      return { user: mockSdk.currentUser };
    },
    signOut: async () => {
      mockSdk.currentUser = null;
      mockSdk.listeners.forEach((listener) => listener(null));
    },
  };
});

const config = { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-replay' } } as RuntimeConfig;

beforeEach(() => {
  jest.resetModules();
  localStorage.clear();
  mockSdk.loads = 0;
  mockSdk.listeners = [];
  mockSdk.currentUser = null;
});

describe('createFirebaseAuthService', () => {
  it('answers "signed out" without loading Firebase when no session is stored', async () => {
    const service = createFirebaseAuthService(config, new Session());
    const seen: unknown[] = [];
    service.onChange((user) => seen.push(user));

    await service.ready();

    expect(service.currentUser()).toBeNull();
    expect(await service.getIdToken()).toBeNull();
    expect(seen).toEqual([null]);
    expect(mockSdk.loads).toBe(0);
  });

  it('loads Firebase on sign-in and remembers the session for the next visit', async () => {
    const service = createFirebaseAuthService(config, new Session());
    await service.ready();

    const user = await service.signInWithPassword('ann@replay.test', 'secret123');

    expect(user.email).toBe('ann@replay.test');
    expect(service.currentUser()?.email).toBe('ann@replay.test');
    expect(mockSdk.loads).toBe(1);
    expect(JSON.parse(localStorage.getItem(SESSION_HINT_KEY) ?? 'null')).toEqual(
      expect.objectContaining({ uid: 'u1', email: 'ann@replay.test' }),
    );

    await service.signOut();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('restores a stored session through Firebase before it is ready', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    mockSdk.currentUser = { uid: 'u2', email: 'bob@replay.test', displayName: 'Bob', photoURL: null };
    const service = createFirebaseAuthService(config, new Session());
    const seen: unknown[] = [];
    service.onChange((user) => seen.push(user));

    await service.ready();
    await Promise.resolve();

    expect(mockSdk.loads).toBe(1);
    expect(service.currentUser()?.email).toBe('bob@replay.test');
    expect(seen).toEqual([expect.objectContaining({ email: 'bob@replay.test' })]);
  });

  it('forgets a stored hint that Firebase no longer backs', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const service = createFirebaseAuthService(config, new Session());
    await service.ready();
    await Promise.resolve();

    expect(service.currentUser()).toBeNull();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  describe('with a session it can restore (the remembered user and their valid access token)', () => {
    const bob = { uid: 'u2', email: 'bob@replay.test', displayName: 'Bob', photoURL: null };
    beforeEach(() => {
      const session = new Session();
      session.rememberUser(bob);
      session.store(unsignedAccessToken({ sub: 'u2', email: 'bob@replay.test', exp: Date.now() / 1000 + 3600 }));
    });

    it('is ready with that user at once and has Firebase confirm them after the page loads', async () => {
      const session = new Session();
      mockSdk.currentUser = bob;
      const service = createFirebaseAuthService(config, session);
      const seen: unknown[] = [];
      service.onChange((user) => seen.push(user));

      // Before any promise settles: no wait for the SDK.
      expect(service.currentUser()).toEqual(bob);
      expect(seen).toEqual([bob]);
      await service.ready();
      expect(mockSdk.loads).toBe(0);

      await waitFor(() => expect(mockSdk.listeners).toHaveLength(1));
      await waitFor(() => expect(service.currentUser()).toEqual(bob));
      // Firebase reported the same user: nobody is told twice.
      expect(seen).toEqual([bob]);
    });

    it('loads Firebase only once the first page is ready', async () => {
      let firstPageReady = () => {};
      const firstPage = new Promise<void>((resolve) => (firstPageReady = resolve));
      const service = createFirebaseAuthService(config, new Session(), { confirmAfter: firstPage });
      await service.ready();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(mockSdk.loads).toBe(0);

      firstPageReady();

      await waitFor(() => expect(mockSdk.loads).toBe(1));
    });

    it('signs the visitor out when Firebase no longer backs the session', async () => {
      const service = createFirebaseAuthService(config, new Session());
      const seen: unknown[] = [];
      service.onChange((user) => seen.push(user));

      await waitFor(() => expect(seen).toEqual([bob, null]));
      expect(service.currentUser()).toBeNull();
      expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    });

    it('signs out of Firebase too, even before it has loaded', async () => {
      mockSdk.currentUser = bob;
      const service = createFirebaseAuthService(config, new Session());
      const seen: unknown[] = [];
      service.onChange((user) => seen.push(user));

      await service.signOut();

      expect(mockSdk.loads).toBe(1);
      expect(mockSdk.currentUser).toBeNull();
      expect(seen).toEqual([bob, null]);
    });
  });
});
