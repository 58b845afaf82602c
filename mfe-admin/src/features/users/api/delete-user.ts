import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DeleteResult } from '@replay/contract';
import { ensureDeleted, queryKeys, useApiClient, useAuth, type ApiClient, type MutationConfig } from '@replay/platform';
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

type DeleteUserById = (id: string) => Promise<DeleteResult>;

/**
 * Deletes a buyer or seller by id, then refetches that list and the reported items: the
 * server removes the user's own reports, and a seller's products with their reports.
 */
export function useDeleteUser(
  role: ListedRole,
  { mutationConfig }: { mutationConfig?: MutationConfig<DeleteUserById> } = {},
) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const email = useAuth().user?.email ?? undefined;
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (id: string) => deleteUser(client, { role, id, email }),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users(role) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reports }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
