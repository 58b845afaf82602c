import { api } from '@replay/contract';
import { listQueryOptions, useApiClient, useList, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

/** The roles the admin lists; admins themselves are never listed. */
export type ListedRole = 'buyer' | 'seller';

const listEndpoints = { buyer: api.listBuyers, seller: api.listSellers } as const;

/** GET /role/buyers or /role/sellers, oldest first, a page at a time. */
export const usersQueryOptions = (client: ApiClient, role: ListedRole) =>
  listQueryOptions(client, adminKeys.users(role), listEndpoints[role], {});

export function useUsers(role: ListedRole) {
  return useList(usersQueryOptions(useApiClient(), role));
}
