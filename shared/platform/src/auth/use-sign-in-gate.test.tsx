import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { fakeAuth, renderWithProviders } from '@replay/testing';
import type { LoginRedirectState } from './authorization';
import { useSignInGate } from './use-sign-in-gate';

function BookButton({ onBook }: { onBook: () => void }) {
  const signedIn = useSignInGate();
  return (
    <button type="button" onClick={() => signedIn() && onBook()}>
      Book
    </button>
  );
}

function LoginProbe() {
  const { from } = (useLocation().state as LoginRedirectState | null) ?? {};
  return <p>login page, back to {from ? `${from.pathname}${from.search}${from.hash}` : 'nowhere'}</p>;
}

const loginRoute = { path: '/login', element: <LoginProbe /> };

describe('useSignInGate', () => {
  it('lets a signed-in user act, staying on the page', async () => {
    const onBook = jest.fn();
    const { user, router } = renderWithProviders(<BookButton onBook={onBook} />, {
      route: '/product/p1?photo=2#seller',
      routes: [loginRoute],
      auth: fakeAuth('buyer'),
    });

    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(onBook).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/product/p1');
  });

  it('sends a visitor to the login page with the way back (path, query and hash), without acting', async () => {
    const onBook = jest.fn();
    const { user } = renderWithProviders(<BookButton onBook={onBook} />, {
      route: '/product/p1?photo=2#seller',
      routes: [loginRoute],
      auth: fakeAuth(null),
    });

    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByText('login page, back to /product/p1?photo=2#seller')).toBeInTheDocument();
    expect(onBook).not.toHaveBeenCalled();
  });

  it('neither acts nor leaves while the sign-in state is unknown', async () => {
    const onBook = jest.fn();
    const { user, router } = renderWithProviders(<BookButton onBook={onBook} />, {
      route: '/product/p1',
      routes: [loginRoute],
      auth: fakeAuth(null, { loading: true }),
    });

    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(onBook).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/product/p1');
  });
});
