import { AuthError, authErrorMessage, translateAuthErrors } from './auth-errors';

/** What Firebase's SDK throws: a FirebaseError with `code` and the code in its message. */
const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (auth/${code}).`), { name: 'FirebaseError', code: `auth/${code}` });

describe('authErrorMessage', () => {
  it.each(['wrong-password', 'user-not-found', 'invalid-credential', 'invalid-login-credentials'])(
    'says "Wrong e-mail or password" for %s',
    (code) => {
      expect(authErrorMessage(firebaseError(code), 'sign-in')).toBe('Wrong e-mail or password');
    },
  );

  it('says "Wrong e-mail or password" for a malformed address at sign-in, and asks for a valid one elsewhere', () => {
    expect(authErrorMessage(firebaseError('invalid-email'), 'sign-in')).toBe('Wrong e-mail or password');
    expect(authErrorMessage(firebaseError('invalid-email'), 'sign-up')).toBe('Enter a valid e-mail address');
  });

  it('says "An account with this e-mail already exists" for email-already-in-use', () => {
    expect(authErrorMessage(firebaseError('email-already-in-use'), 'sign-up')).toBe(
      'An account with this e-mail already exists',
    );
  });

  it('says "Too many attempts; try again in a few minutes" for too-many-requests', () => {
    expect(authErrorMessage(firebaseError('too-many-requests'), 'sign-in')).toBe(
      'Too many attempts; try again in a few minutes',
    );
  });

  it.each(['popup-closed-by-user', 'cancelled-popup-request'])(
    'says "The sign-in window was closed" for %s',
    (code) => {
      expect(authErrorMessage(firebaseError(code), 'sign-in')).toBe('The sign-in window was closed');
    },
  );

  it('asks to allow pop-ups for popup-blocked', () => {
    expect(authErrorMessage(firebaseError('popup-blocked'), 'sign-in')).toBe(
      'Your browser blocked the sign-in window; allow pop-ups for this site and try again',
    );
  });

  it('says "Check your connection" for network-request-failed', () => {
    expect(authErrorMessage(firebaseError('network-request-failed'))).toBe('Check your connection');
  });

  it("gives the password's length for weak-password", () => {
    expect(authErrorMessage(firebaseError('weak-password'), 'sign-up')).toBe(
      'Choose a password of at least 6 characters',
    );
  });

  it('says a disabled account is disabled', () => {
    expect(authErrorMessage(firebaseError('user-disabled'), 'sign-in')).toBe('This account has been disabled');
  });

  it('says something generic, without the code, for any other code or a Firebase message without one', () => {
    expect(authErrorMessage(firebaseError('quota-exceeded'))).toBe(
      'Something went wrong with the sign-in; please try again',
    );
    expect(authErrorMessage(new Error('Firebase: something new.'))).toBe(
      'Something went wrong with the sign-in; please try again',
    );
  });

  it('reads the code from the message alone, as wrapped errors keep it', () => {
    expect(authErrorMessage(new Error('Firebase: Error (auth/wrong-password).'), 'sign-in')).toBe(
      'Wrong e-mail or password',
    );
  });

  it('leaves other errors alone', () => {
    expect(authErrorMessage(new Error('Token service down'))).toBeNull();
    expect(authErrorMessage({ message: 'See /auth/action for details' })).toBeNull();
    expect(authErrorMessage('auth/wrong-password')).toBeNull();
  });
});

describe('translateAuthErrors', () => {
  it("rethrows the provider's refusal as an AuthError with the sentence and the code, keeping the cause", async () => {
    const cause = firebaseError('popup-blocked');
    const error = await translateAuthErrors('sign-in', () => Promise.reject(cause)).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'popup-blocked', cause });
    expect((error as Error).message).not.toMatch(/auth\/|Firebase:/);
  });

  it('passes other failures and results through', async () => {
    const other = new Error('Image upload failed');
    await expect(translateAuthErrors('sign-up', () => Promise.reject(other))).rejects.toBe(other);
    await expect(translateAuthErrors('sign-up', async () => 'ok')).resolves.toBe('ok');
  });
});
