import { getErrorMessage } from './get-error-message';

it('reads the message of errors, { message } objects and strings', () => {
  expect(getErrorMessage(new Error('boom'))).toBe('boom');
  expect(getErrorMessage({ message: 'from server' })).toBe('from server');
  expect(getErrorMessage('plain')).toBe('plain');
  expect(getErrorMessage(42)).toBe('Something went wrong');
});

it("shows an identity provider's error as a sentence, never its code", () => {
  expect(getErrorMessage(new Error('Firebase: Error (auth/wrong-password).'))).toBe('Wrong e-mail or password');
  expect(getErrorMessage({ code: 'auth/quota-exceeded', message: 'Firebase: Error (auth/quota-exceeded).' })).toBe(
    'Something went wrong with the sign-in; please try again',
  );
  expect(getErrorMessage('Firebase: Error (auth/network-request-failed).')).toBe('Check your connection');
});
