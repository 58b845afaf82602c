import { LIMITS } from '@replay/contract';

/**
 * What the visitor was doing when the identity provider refused: the same code can mean different
 * things (a malformed address at sign-in is one more wrong credential; at sign-up it is a typo).
 */
export type AuthFlow = 'sign-in' | 'sign-up' | 'other';

export const AUTH_MESSAGES = {
  wrongCredentials: 'Wrong e-mail or password',
  emailTaken: 'An account with this e-mail already exists',
  invalidEmail: 'Enter a valid e-mail address',
  tooManyAttempts: 'Too many attempts; try again in a few minutes',
  windowClosed: 'The sign-in window was closed',
  windowBlocked: 'Your browser blocked the sign-in window; allow pop-ups for this site and try again',
  offline: 'Check your connection',
  weakPassword: `Choose a password of at least ${LIMITS.passwordMin} characters`,
  disabled: 'This account has been disabled',
  generic: 'Something went wrong with the sign-in; please try again',
} as const;

const BY_CODE: Record<string, string> = {
  'wrong-password': AUTH_MESSAGES.wrongCredentials,
  'user-not-found': AUTH_MESSAGES.wrongCredentials,
  'invalid-credential': AUTH_MESSAGES.wrongCredentials,
  'invalid-login-credentials': AUTH_MESSAGES.wrongCredentials,
  'email-already-in-use': AUTH_MESSAGES.emailTaken,
  'too-many-requests': AUTH_MESSAGES.tooManyAttempts,
  'popup-closed-by-user': AUTH_MESSAGES.windowClosed,
  'cancelled-popup-request': AUTH_MESSAGES.windowClosed,
  'popup-blocked': AUTH_MESSAGES.windowBlocked,
  'network-request-failed': AUTH_MESSAGES.offline,
  'weak-password': AUTH_MESSAGES.weakPassword,
  'user-disabled': AUTH_MESSAGES.disabled,
};

/**
 * The identity provider's code of `error` (`wrong-password`; `unknown` when it names none), or null
 * when it is not one of its errors. Firebase's errors carry it as `code: 'auth/…'` and in their
 * message ("Firebase: Error (auth/wrong-password)."), which is all some wrapped errors keep.
 */
export function authErrorCode(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code.startsWith('auth/')) return code.slice('auth/'.length);
  if (typeof message !== 'string') return null;
  const inMessage = /\(auth\/([a-z0-9-]+)\)/.exec(message);
  if (inMessage?.[1]) return inMessage[1];
  return message.startsWith('Firebase:') ? 'unknown' : null;
}

/** The sentence to show for an identity-provider error (never its code), or null for any other error. */
export function authErrorMessage(error: unknown, flow: AuthFlow = 'other'): string | null {
  const code = authErrorCode(error);
  if (code === null) return null;
  if (code === 'invalid-email') return flow === 'sign-in' ? AUTH_MESSAGES.wrongCredentials : AUTH_MESSAGES.invalidEmail;
  return BY_CODE[code] ?? AUTH_MESSAGES.generic;
}

/** An identity-provider refusal in words a visitor understands; `code` (`popup-blocked`) for the code that decides. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AuthError';
  }
}

/** Runs an identity-provider call, rethrowing its refusals as AuthErrors (other failures pass unchanged). */
export async function translateAuthErrors<T>(flow: AuthFlow, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const message = authErrorMessage(error, flow);
    if (message === null) throw error;
    throw new AuthError(message, authErrorCode(error) ?? '', { cause: error });
  }
}
