import { useNavigate } from 'react-router-dom';
import { paths, useAuth } from '@replay/shared';

/**
 * Logout ends on / signed out, token cleared (spec section 4); failures are logged only.
 * It leaves the page first: signing out on a protected page would make its guard redirect
 * to /login before the navigation home completes.
 */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await navigate(paths.home);
      await logout();
    } catch (error) {
      console.error(error);
    }
  };
}
