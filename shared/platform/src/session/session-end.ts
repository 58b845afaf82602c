import { SESSION_ENDED_MESSAGE } from '@replay/contract';
import type { Session } from './session';

/*
 * The end of the user's sessions, as the API announces it (an account recovered, a password or
 * address changed, an account deleted): a 401 whose message is SESSION_ENDED_MESSAGE to a token
 * issued before, or the live stream's SESSION_ENDED_EVENT. Whoever hears it (the API client, the
 * live stream) calls `endSession`; the auth provider listens (`onSessionEnded`) and signs the page
 * out. Kept beside the page's Session rather than in it: the Session class is part of the platform's
 * API, and this is the platform's own business.
 */

interface EndState {
  /** The access tokens the API said are ended: each is acted on once, however many calls fail with it. */
  readonly ended: Set<string>;
  readonly listeners: Set<() => void>;
}

const states = new WeakMap<Session, EndState>();

function stateOf(session: Session): EndState {
  let state = states.get(session);
  if (!state) states.set(session, (state = { ended: new Set(), listeners: new Set() }));
  return state;
}

/** Whether an API answer says the user's sessions ended (not merely an expired or missing token). */
export function isSessionEndedAnswer(status: number | undefined, body: unknown): boolean {
  return (
    status === 401 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { message?: unknown }).message === SESSION_ENDED_MESSAGE
  );
}

/**
 * The API refused `token` because the user's sessions ended: the stored token is cleared at once (no
 * other call sends it again) and the listeners are told, once per token. Ignored for a token the
 * page no longer holds while it holds another (the user has signed in again since); when it holds
 * none, another tab of the site has signed out already, and this one is told too.
 */
export function endSession(session: Session, token: string | null): void {
  const state = stateOf(session);
  if (!token || state.ended.has(token)) return;
  const current = session.token();
  if (current !== null && current !== token) return;
  state.ended.add(token);
  session.clear();
  for (const listener of [...state.listeners]) listener();
}

/** Calls `listener` each time the page's session ends; returns the function that stops it. */
export function onSessionEnded(session: Session, listener: () => void): () => void {
  const { listeners } = stateOf(session);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether a 401 may be answered by renewing the access token. Not after the session ended while no
 * new token is stored: the identity provider may still hold the old sign-in (it is signing out), and
 * a token renewed from it would either be refused again or bring the ended session back.
 */
export function mayRenew(session: Session): boolean {
  return stateOf(session).ended.size === 0 || session.token() !== null;
}
