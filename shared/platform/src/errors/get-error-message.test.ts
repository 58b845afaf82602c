import { getErrorMessage } from './get-error-message';

it('reads the message of errors, { message } objects and strings', () => {
  expect(getErrorMessage(new Error('boom'))).toBe('boom');
  expect(getErrorMessage({ message: 'from server' })).toBe('from server');
  expect(getErrorMessage('plain')).toBe('plain');
  expect(getErrorMessage(42)).toBe('Something went wrong');
});
