import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { api } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { RequireAccess, type LoginRedirectState } from './authorization';

function LoginProbe() {
  const state = useLocation().state as LoginRedirectState;
  return <p>login page, from {state.from?.pathname}</p>;
}

const loginRoute = { path: '/login', element: <LoginProbe /> };

describe('RequireAccess', () => {
  it('sends visitors to /login, remembering where they were going', async () => {
    renderWithProviders(<RequireAccess access="user">secret</RequireAccess>, {
      route: '/category/7',
      path: '/category/:id',
      routes: [loginRoute],
      auth: fakeAuth(null),
    });

    expect(await screen.findByText('login page, from /category/7')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('shows a spinner while the sign-in state loads', () => {
    renderWithProviders(<RequireAccess access="user">secret</RequireAccess>, {
      auth: fakeAuth(null, { loading: true }),
    });

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('lets a user with an allowed role in', async () => {
    renderWithProviders(<RequireAccess access={['seller']}>seller page</RequireAccess>, { auth: fakeAuth('seller') });

    expect(await screen.findByText('seller page')).toBeInTheDocument();
  });

  it('tells other roles they are not allowed, reading the role from the server', async () => {
    const auth = fakeAuth('buyer', { role: null });
    server.use(handle(api.getUserRole, () => HttpResponse.json([{ role: 'buyer' }])));
    // No cached role: the guard fetches it.
    renderWithProviders(<RequireAccess access={['admin']}>admin page</RequireAccess>, { auth });

    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText('admin page')).not.toBeInTheDocument();
  });
});
