import { unsignedAccessToken as accessToken } from '@replay/testing';
import { ACCESS_TOKEN_KEY, SESSION_HINT_KEY, Session } from './session';

const ann = { uid: 'u1', email: 'ann@replay.test', displayName: 'Ann', photoURL: null };
const now = Date.UTC(2026, 10, 23, 12);
const inAnHour = now / 1000 + 3600;

beforeEach(() => localStorage.clear());

describe('Session.restorableUser', () => {
  it('gives the remembered user back while the stored access token is theirs and valid', () => {
    const session = new Session();
    session.rememberUser(ann);
    session.store(accessToken({ sub: 'u1', email: 'ann@replay.test', exp: inAnHour }));

    expect(session.restorableUser(now)).toEqual(ann);
  });

  it.each([
    ['the token expires within a minute', { sub: 'u1', email: 'ann@replay.test', exp: now / 1000 + 30 }],
    ['the token is for another user', { sub: 'u2', email: 'bob@replay.test', exp: inAnHour }],
    ['the token has no expiry', { sub: 'u1', email: 'ann@replay.test' }],
  ])('gives nothing when %s', (_case, claims) => {
    const session = new Session();
    session.rememberUser(ann);
    session.store(accessToken(claims));

    expect(session.restorableUser(now)).toBeNull();
  });

  it('gives nothing without a token, with a malformed one, or with an old hint', () => {
    const session = new Session();
    session.rememberUser(ann);
    expect(session.restorableUser(now)).toBeNull();

    localStorage.setItem(ACCESS_TOKEN_KEY, 'not-a-token');
    expect(session.restorableUser(now)).toBeNull();

    session.store(accessToken({ sub: 'u1', email: 'ann@replay.test', exp: inAnHour }));
    localStorage.setItem(SESSION_HINT_KEY, '1');
    expect(session.restorableUser(now)).toBeNull();
    expect(session.probablySignedIn()).toBe(true);
  });

  it('forgets the user when the identity provider reports nobody', () => {
    const session = new Session();
    session.rememberUser(ann);
    session.rememberUser(null);

    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});
