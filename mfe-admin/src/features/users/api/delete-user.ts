import { api, type DeleteResult } from '@replay/contract';
import { ensureDeleted, queryKeys, useApiMutation, type ApiMutationConfig } from '@replay/platform';
import type { ListedRole } from './get-users';
import { adminKeys } from '../../../api/query-keys';

const deleteEndpoints = { buyer: api.deleteBuyer, seller: api.deleteSeller } as const;

/**
 * DELETE /buyer/delete/:id or /seller/delete/:id (fails unless something was deleted), then
 * refetches that list and the reported items: the server removes the user's own reports, and a
 * seller's products with their reports.
 */
export const useDeleteUser = (
  role: ListedRole,
  { mutationConfig }: { mutationConfig?: ApiMutationConfig<string, DeleteResult> } = {},
) =>
  useApiMutation({
    mutationFn: (client, id: string, email) =>
      client.call(deleteEndpoints[role], { params: { id }, query: { email } }).then(ensureDeleted),
    invalidates: () => [adminKeys.users(role), queryKeys.reports],
    mutationConfig,
  });
