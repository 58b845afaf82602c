import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@replay/contract';
import { notifySuccess, type LoginRedirectState } from '@replay/platform';

/**
 * Where the visitor was sent to sign in from (RequireAuth, useSignInGate), as the router state to
 * carry between the login and sign-up pages so either returns there.
 */
export function useLoginRedirectState(): LoginRedirectState | null {
  return (useLocation().state as LoginRedirectState | null) ?? null;
}

/** After a login or sign-up: the success toast, then the remembered location or /, replacing history. */
export function useFinishSignIn(message: 'Login Successfully' | 'User created Successfully'): () => Promise<void> {
  const navigate = useNavigate();
  const from = useLoginRedirectState()?.from;
  const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : paths.home;
  return async () => {
    notifySuccess(message);
    await navigate(target, { replace: true });
  };
}
