import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type User } from '@replay/contract';
import { apiClient, queryKeys, type QueryConfig } from '@replay/platform';

/** The roles the admin lists; admins themselves are never listed. */
export type ListedRole = 'buyer' | 'seller';

const listPaths = { buyer: api.buyers, seller: api.sellers } as const;

/** GET /role/buyers or /role/sellers, oldest first. */
export const getUsers = (role: ListedRole): Promise<User[]> =>
  apiClient.get<User[]>(listPaths[role]).then((response) => response.data);

export const usersQueryOptions = (role: ListedRole) =>
  queryOptions({ queryKey: queryKeys.users.listed(role), queryFn: () => getUsers(role) });

export function useUsers(
  role: ListedRole,
  { queryConfig }: { queryConfig?: QueryConfig<typeof usersQueryOptions> } = {},
) {
  return useQuery({ ...usersQueryOptions(role), ...queryConfig });
}
