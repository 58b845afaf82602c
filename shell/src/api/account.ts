import { useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, useAuth } from '@replay/platform';

/** The signed-in user's own account (GET /users/me): profile, phone, meeting place, confirmed address. */
export const accountKey = ['account', 'me'] as const;

export function useMyAccount() {
  const client = useApiClient();
  const { user } = useAuth();
  return useQuery({ queryKey: accountKey, queryFn: () => client.call(api.getMyAccount), enabled: Boolean(user) });
}
