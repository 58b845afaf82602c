import { api, type DeleteResult } from '@replay/contract';
import {
  ensureDeleted,
  queryKeys,
  useApiMutation,
  useAuth,
  type ApiClient,
  type ApiMutationConfig,
} from '@replay/platform';

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

export function useDeleteReportedProduct({
  mutationConfig,
}: { mutationConfig?: ApiMutationConfig<string, DeleteResult> } = {}) {
  const email = useAuth().user?.email ?? undefined;
  return useApiMutation({
    mutationFn: (client, productId: string) => deleteReportedProduct(client, { productId, email }),
    invalidates: () => [queryKeys.reports],
    mutationConfig,
  });
}
