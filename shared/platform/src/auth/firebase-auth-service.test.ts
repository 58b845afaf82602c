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
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');

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
});
