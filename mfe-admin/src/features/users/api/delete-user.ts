import { api, type DeleteResult } from '@replay/contract';
import {
  ensureDeleted,
  queryKeys,
  useApiMutation,
  useAuth,
  type ApiClient,
  type ApiMutationConfig,
} from '@replay/platform';
import type { ListedRole } from './get-users';
import { adminKeys } from '../../../api/query-keys';

const deleteEndpoints = { buyer: api.deleteBuyer, seller: api.deleteSeller } as const;

/** DELETE /buyer/delete/:id or /seller/delete/:id; fails unless something was deleted. */
export const deleteUser = (
  client: ApiClient,
  {
    role,
    id,
    email,
  }: {
    role: ListedRole;
    id: string;
    email?: string;
  },
): Promise<DeleteResult> =>
  client.call(deleteEndpoints[role], { params: { id }, query: { email } }).then(ensureDeleted);

/**
 * Deletes a buyer or seller by id, then refetches that list and the reported items: the
 * server removes the user's own reports, and a seller's products with their reports.
 */
export function useDeleteUser(
  role: ListedRole,
  { mutationConfig }: { mutationConfig?: ApiMutationConfig<string, DeleteResult> } = {},
) {
  const email = useAuth().user?.email ?? undefined;
  return useApiMutation({
    mutationFn: (client, id: string) => deleteUser(client, { role, id, email }),
    invalidates: () => [adminKeys.users(role), queryKeys.reports],
    mutationConfig,
  });
}
