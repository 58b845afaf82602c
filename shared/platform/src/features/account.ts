import { useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient } from '../app/platform';
import { useAuth } from '../auth/auth-context';

/** The query key of the signed-in user's own account: set it after saving the profile or the address. */
export const myAccountQueryKey = ['account', 'me'] as const;

/**
 * The signed-in user's own account (GET /users/me): profile, phone, default meeting place,
 * confirmed address. One query for every app that reads it (the account page and its banner, the
 * booking form's prefill), so a change saved on one shows on the others.
 */
export function useMyAccount() {
  const client = useApiClient();
  const { user } = useAuth();
  return useQuery({
    queryKey: myAccountQueryKey,
    queryFn: () => client.call(api.getMyAccount),
    enabled: Boolean(user),
  });
}
