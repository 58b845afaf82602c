import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { ACCESS_TOKEN_KEY } from '@replay/platform';
import { handle, server } from '@replay/testing';
import { renderApp } from '../../../testing/render-app';
import { userSaved } from '../../../testing/user-saved';

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it('requires an e-mail and a password', async () => {
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });

    await fillLogin(user, '', '');

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('requires at least 6 characters of password', async () => {
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });

    await fillLogin(user, 'buyer@replay.test', '12345');

    expect(await screen.findByText('Password must be 6 characters or longer')).toBeInTheDocument();
  });

  it('signs in, stores the access token, toasts and goes home replacing history', async () => {
    const { user, router } = renderApp('/login');
    const saved: unknown[] = [];
    server.use(
      handle(api.saveUser, async ({ request }) => {
        saved.push({ auth: request.headers.get('authorization'), body: await request.json() });
        return userSaved('seller');
      }),
    );
    await screen.findByRole('heading', { name: 'Login' });

    await fillLogin(user, 'seller@replay.test', 'replay123');

    expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-token-seller@replay.test');
    expect(saved).toEqual([
      {
        auth: 'Bearer id-token-seller@replay.test',
        body: {
          name: 'seller',
          email: 'seller@replay.test',
          img: 'https://img.test/seller@replay.test.png',
          role: 'buyer',
        },
      },
    ]);
  });

  it('shows a failed sign-in in red under the form and as a toast, in words', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });

    await fillLogin(user, 'buyer@replay.test', 'wrong-password');

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent('Wrong e-mail or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("shows the server's message when the token exchange fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/login');
    server.use(handle(api.getAccessToken, () => HttpResponse.json({ message: 'Token service down' }, { status: 503 })));
    await screen.findByRole('heading', { name: 'Login' });

    await fillLogin(user, 'buyer@replay.test', 'replay123');

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent('Token service down');
  });

  it('continues with Google, registering first-time users as buyers', async () => {
    const { user, authService, router } = renderApp('/login');
    const saved: unknown[] = [];
    server.use(
      handle(api.saveUser, async ({ request }) => {
        saved.push(await request.json());
        return userSaved('buyer', 'u9');
      }),
    );
    authService.setGoogleAccount({
      email: 'gamer@gmail.test',
      password: '',
      displayName: 'Gamer',
      photoURL: 'https://img.test/g.png',
    });
    await screen.findByRole('heading', { name: 'Login' });

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'Gamer', email: 'gamer@gmail.test', img: 'https://img.test/g.png', role: 'buyer' }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it("says a closed Google window was closed, without the provider's code", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent('The sign-in window was closed');
    expect(screen.queryByText(/popup-closed-by-user/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('returns to the page that asked for a sign-in after Google sign-in', async () => {
    const { user, authService, router } = renderApp('/category/42?sort=price#top');
    authService.setGoogleAccount({ email: 'gamer@gmail.test', password: '', displayName: 'Gamer' });
    await screen.findByRole('heading', { name: 'Login' });

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByRole('heading', { name: 'Category' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/category/42', search: '?sort=price', hash: '#top' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the way back through "Please Login" on the sign-up page', async () => {
    const { user, router } = renderApp('/category/42');
    await user.click(await screen.findByRole('link', { name: 'Create new account' }));
    await user.click(await screen.findByRole('link', { name: 'Please Login' }));

    await fillLogin(user, 'buyer@replay.test', 'replay123');

    expect(await screen.findByRole('heading', { name: 'Category' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category/42');
  });

  it('links to sign-up', async () => {
    renderApp('/login');

    expect(await screen.findByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/signup');
  });
});
