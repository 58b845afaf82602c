import { api, type User } from '@replay/contract';
import { listQueryOptions, queryKeys, useApiClient, useList, type ApiClient } from '@replay/platform';

/** The roles the admin lists; admins themselves are never listed. */
export type ListedRole = 'buyer' | 'seller';

const listPaths = { buyer: api.buyers, seller: api.sellers } as const;

/** GET /role/buyers or /role/sellers, oldest first, a page at a time. */
export const usersQueryOptions = (client: ApiClient, role: ListedRole) =>
  listQueryOptions<User>(client, queryKeys.users.listed(role), listPaths[role]);

export function useUsers(role: ListedRole) {
  return useList(usersQueryOptions(useApiClient(), role));
}
