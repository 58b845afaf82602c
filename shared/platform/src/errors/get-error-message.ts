import { authErrorMessage } from '../auth/auth-errors';

/**
 * The text to show for any thrown value: the `{ message }` of API errors, Error messages, strings.
 * An identity-provider error that did not come through the platform's sign-in flows still shows as
 * a sentence, never as its code.
 */
export function getErrorMessage(error: unknown): string {
  const authMessage = authErrorMessage(typeof error === 'string' ? { message: error } : error);
  if (authMessage !== null) return authMessage;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return 'Something went wrong';
}
