import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import type { LoginRedirectState } from '@replay/platform';
import { apiUrl, fakeAuth, renderWithProviders, server } from '@replay/testing';
import { aProduct } from '../testing/fixtures';
import { SaveButton } from './SaveButton';

function LoginPage() {
  const { from } = (useLocation().state as LoginRedirectState | null) ?? {};
  return <p>Login, then back to {from ? `${from.pathname}${from.search ?? ''}` : 'nowhere'}</p>;
}

describe('SaveButton', () => {
  it("shows a signed-out visitor the heart, which opens the login page and comes back; it asks for no one's saved items", async () => {
    const favourites = jest.fn();
    server.use(
      http.all(apiUrl('/favourites*'), () => {
        favourites();
        return HttpResponse.json([]);
      }),
    );
    const { user } = renderWithProviders(<SaveButton product={aProduct()} />, {
      route: '/search?q=ps5',
      routes: [{ path: '/login', element: <LoginPage /> }],
      auth: fakeAuth(null),
    });

    const heart = screen.getByRole('button', { name: 'Save' });
    expect(heart).toBeEnabled();
    expect(getComputedStyle(heart).width).toBe('44px');
    expect(getComputedStyle(heart).height).toBe('44px');
    await user.click(heart);

    expect(await screen.findByText('Login, then back to /search?q=ps5')).toBeInTheDocument();
    expect(favourites).not.toHaveBeenCalled();
  });

  it.each(['seller', 'admin'] as const)('shows a %s no heart', (role) => {
    renderWithProviders(<SaveButton product={aProduct()} />, { auth: fakeAuth(role) });

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
