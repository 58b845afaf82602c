import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { ACCESS_TOKEN_KEY } from '@replay/platform';
import { handle, server } from '@replay/testing';
import { renderApp } from '../../../testing/render-app';
import { userSaved } from '../../../testing/user-saved';

const photo = () => new File(['png-bytes'], 'me.png', { type: 'image/png' });

async function openSignUp() {
  const rendered = renderApp('/signup');
  await screen.findByRole('heading', { name: 'Sign Up' });
  return rendered;
}

describe('sign-up', () => {
  it('shows every required-field message', async () => {
    const { user } = await openSignUp();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    for (const message of ['Name is required', 'Email is required', 'Password is required', 'image is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('offers Buyer and Seller, Buyer by default', async () => {
    await openSignUp();

    const role = screen.getByLabelText('User role');
    expect(role).toHaveValue('buyer');
    expect([...(role as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Buyer', 'Seller']);
  });

  it('accepts only image files', async () => {
    await openSignUp();
    const user = userEvent.setup({ applyAccept: false });

    expect(screen.getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
    await user.upload(screen.getByLabelText('Image'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('image must be an image file')).toBeInTheDocument();
  });

  it('uploads the image first, then saves the user and stores the token', async () => {
    const { user, router, authService } = await openSignUp();
    const calls: string[] = [];
    const savedUsers: unknown[] = [];
    server.use(
      handle(api.uploadImage, ({ request }) => {
        calls.push(`upload ${request.headers.get('authorization') ?? 'no token'}`);
        return HttpResponse.json({ success: true, data: { url: 'https://img.test/uploaded.png' } });
      }),
      handle(api.saveUser, async ({ request }) => {
        calls.push(`save ${request.headers.get('authorization')}`);
        savedUsers.push(await request.json());
        return userSaved('seller', 'u1');
      }),
      handle(api.getAccessToken, () => {
        calls.push('token');
        return HttpResponse.json({ accessToken: 'new-seller-token' });
      }),
    );

    await user.type(screen.getByLabelText('Name'), 'Sam Seller');
    await user.selectOptions(screen.getByLabelText('User role'), 'seller');
    await user.type(screen.getByLabelText('Email'), 'sam@replay.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.upload(screen.getByLabelText('Image'), photo());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('User created Successfully')).toBeInTheDocument();
    expect(calls).toEqual(['upload no token', 'save Bearer id-token-sam@replay.test', 'token']);
    expect(savedUsers).toEqual([
      {
        name: 'Sam Seller',
        email: 'sam@replay.test',
        img: 'https://img.test/uploaded.png',
        role: 'seller',
        verified: false,
      },
    ]);
    expect(authService.currentUser()).toMatchObject({
      displayName: 'Sam Seller',
      photoURL: 'https://img.test/uploaded.png',
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-seller-token');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a failure in red under the form and stops loading', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = await openSignUp();

    await user.type(screen.getByLabelText('Name'), 'Bea');
    await user.type(screen.getByLabelText('Email'), 'buyer@replay.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.upload(screen.getByLabelText('Image'), photo());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('links to login', async () => {
    await openSignUp();

    expect(screen.getByRole('link', { name: 'Please Login' })).toHaveAttribute('href', '/login');
  });

  it('returns to the page that asked for a sign-in, through the login page\'s "Create new account"', async () => {
    const { user, router } = renderApp('/category/42');
    await user.click(await screen.findByRole('link', { name: 'Create new account' }));
    await screen.findByRole('heading', { name: 'Sign Up' });

    await user.type(screen.getByLabelText('Name'), 'Nia New');
    await user.type(screen.getByLabelText('Email'), 'nia@replay.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.upload(screen.getByLabelText('Image'), photo());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Category' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category/42');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
