import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@replay/contract';
import { useAuth } from '@replay/platform';

/** Location state of the navigation home that ends in signing out. */
const SIGN_OUT = { signOut: true } as const;

/**
 * Logout ends on / signed out, the token cleared. It only goes home, asking the
 * public layout to sign out once it is on screen (useSignOutOnArrival): signing out while a
 * protected page is still rendered would make its guard redirect to /login instead.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await navigate(paths.home, { state: SIGN_OUT });
  };
}

/** The public layout's half of logout: signs out after arriving; failures are logged only. */
export function useSignOutOnArrival(): void {
  const { logout } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = (location.state as typeof SIGN_OUT | null)?.signOut === true;
  useEffect(() => {
    if (!signOut) return;
    void navigate(location.pathname, { replace: true, state: null });
    logout().catch((error: unknown) => console.error(error));
  }, [signOut, location.key, location.pathname, logout, navigate]);
}
