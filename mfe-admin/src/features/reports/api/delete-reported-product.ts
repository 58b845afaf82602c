import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DeleteResult } from '@replay/contract';
import { ensureDeleted, queryKeys, useApiClient, useAuth, type ApiClient, type MutationConfig } from '@replay/platform';

/** DELETE /report/delete/:productId: removes the reported product and its reports. */
export const deleteReportedProduct = (
  client: ApiClient,
  {
    productId,
    email,
  }: {
    productId: string;
    email?: string;
  },
): Promise<DeleteResult> =>
  client.call(api.deleteReportedProduct, { params: { productId }, query: { email } }).then(ensureDeleted);

type DeleteByProductId = (productId: string) => Promise<DeleteResult>;

export function useDeleteReportedProduct({
  mutationConfig,
}: { mutationConfig?: MutationConfig<DeleteByProductId> } = {}) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const email = useAuth().user?.email ?? undefined;
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (productId: string) => deleteReportedProduct(client, { productId, email }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.reports });
      await onSuccess?.(...args);
    },
  });
}
