import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { DEMO_PASSWORD, renderApp } from '../../testing/render-app';

/** What Firebase's SDK throws: a FirebaseError with `code` and the code in its message. */
const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (auth/${code}).`), { name: 'FirebaseError', code: `auth/${code}` });

const ME = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  name: 'seller',
  email: 'seller@replay.test',
  img: '',
  role: 'seller' as const,
  verified: false,
  emailVerified: true,
  phone: '',
  meetingPlace: '',
};

/** The identity provider's codes and the one sentence the pages show for each, never the code. */
function expectShownOnce(sentence: string) {
  expect(screen.getAllByText(sentence)).toHaveLength(1);
  expect(document.body.textContent).not.toMatch(/auth\/|Firebase:/);
}

/** The login page's failure, as the specification has it: in red under the form and as a toast, in words. */
async function expectUnderFormAndAsToast(sentence: string) {
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent(sentence);
  expect(document.body.textContent).not.toMatch(/auth\/|Firebase:/);
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe("the identity provider's refusals, in words, never as codes", () => {
  it.each([
    ['wrong-password', 'Wrong e-mail or password'],
    ['user-not-found', 'Wrong e-mail or password'],
    ['invalid-credential', 'Wrong e-mail or password'],
    ['invalid-login-credentials', 'Wrong e-mail or password'],
    ['invalid-email', 'Wrong e-mail or password'],
    ['too-many-requests', 'Too many attempts; try again in a few minutes'],
    ['network-request-failed', 'Check your connection'],
    ['internal-error', 'Something went wrong with the sign-in; please try again'],
  ])('login, %s: "%s"', async (code, sentence) => {
    const { user, authService } = renderApp('/login');
    jest.spyOn(authService, 'signInWithPassword').mockRejectedValue(firebaseError(code));
    await screen.findByRole('heading', { name: 'Login' });

    await user.type(screen.getByLabelText('Email'), 'buyer@replay.test');
    await user.type(screen.getByLabelText('Password'), 'replay123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await expectUnderFormAndAsToast(sentence);
  });

  it.each([
    ['popup-closed-by-user', 'The sign-in window was closed'],
    ['cancelled-popup-request', 'The sign-in window was closed'],
    ['popup-blocked', 'Your browser blocked the sign-in window; allow pop-ups for this site and try again'],
  ])('Google sign-in, %s: "%s"', async (code, sentence) => {
    const { user, authService } = renderApp('/login');
    jest.spyOn(authService, 'signInWithGoogle').mockRejectedValue(firebaseError(code));
    await screen.findByRole('heading', { name: 'Login' });

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await expectUnderFormAndAsToast(sentence);
  });

  it.each([
    ['email-already-in-use', 'An account with this e-mail already exists'],
    ['weak-password', 'Choose a password of at least 6 characters'],
    ['invalid-email', 'Enter a valid e-mail address'],
  ])('sign-up, %s: "%s"', async (code, sentence) => {
    const { user, authService } = renderApp('/signup');
    jest.spyOn(authService, 'createAccount').mockRejectedValue(firebaseError(code));
    await screen.findByRole('heading', { name: 'Sign Up' });

    await user.type(screen.getByLabelText('Name'), 'Bea');
    await user.type(screen.getByLabelText('Email'), 'bea@replay.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expectShownOnce(sentence);
  });

  it('changing the e-mail address with a wrong password', async () => {
    const { user } = renderApp('/dashboard/account', { signedIn: 'seller@replay.test' });
    server.use(handle(api.getMyAccount, () => HttpResponse.json(ME)));

    await user.type(await screen.findByLabelText('New e-mail address'), 'sam@replay.test');
    await user.type(screen.getByLabelText('Current password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expectShownOnce('Wrong e-mail or password');
  });

  it('deleting the account with a wrong password, and when the provider is out of reach', async () => {
    const { user, authService } = renderApp('/dashboard/account', { signedIn: 'seller@replay.test' });
    server.use(handle(api.getMyAccount, () => HttpResponse.json(ME)));
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });

    await user.type(within(dialog).getByLabelText('Password'), 'not-the-password');
    await user.type(within(dialog).getByLabelText('Type DELETE'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expectShownOnce('Wrong e-mail or password');

    jest.spyOn(authService, 'signInWithPassword').mockRejectedValue(firebaseError('network-request-failed'));
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Check your connection')).toBeInTheDocument();
    expectShownOnce('Check your connection');
  });

  it("choosing a new password, should the server pass on the provider's code", async () => {
    server.use(
      handle(api.resetPassword, () =>
        HttpResponse.json({ message: 'Firebase: Error (auth/expired-action-code).' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/auth/action?mode=resetPassword&oobCode=code-1');

    await user.type(await screen.findByLabelText('New password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong with the sign-in; please try again',
    );
    expect(document.body.textContent).not.toMatch(/auth\/|Firebase:/);
  });
});
