import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@replay/contract';
import { notifySuccess, type LoginRedirectState } from '@replay/platform';

/** After a login: the success toast, then the remembered location or /, replacing history. */
export function useFinishSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  const from = (useLocation().state as LoginRedirectState | null)?.from;
  const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : paths.home;
  return async () => {
    notifySuccess('Login Successfully');
    await navigate(target, { replace: true });
  };
}
