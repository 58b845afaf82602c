import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@replay/contract';
import { useAuth } from './auth-context';
import type { LoginRedirectState } from './authorization';

/**
 * For an action only a signed-in user may take (Book, Report, the heart…): `const signedIn =
 * useSignInGate(); onClick={() => signedIn() && book()}`. The returned function is true when
 * someone is signed in; otherwise it opens the login page, which returns here afterwards, and is
 * false. While the sign-in state is still unknown it is false and goes nowhere.
 */
export function useSignInGate(): () => boolean {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return () => {
    if (user) return true;
    if (!loading) {
      const state: LoginRedirectState = { from: { pathname, search, hash } };
      void navigate(paths.login, { state });
    }
    return false;
  };
}
