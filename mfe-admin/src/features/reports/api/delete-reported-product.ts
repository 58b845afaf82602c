import { api, type DeleteResult } from '@replay/contract';
import { ensureDeleted, queryKeys, useApiMutation, type ApiClient, type ApiMutationConfig } from '@replay/platform';

/** DELETE /report/delete/:productId: removes the reported product and its reports. */
export const deleteReportedProduct = (client: ApiClient, productId: string, email?: string): Promise<DeleteResult> =>
  client.call(api.deleteReportedProduct, { params: { productId }, query: { email } }).then(ensureDeleted);

export const useDeleteReportedProduct = ({
  mutationConfig,
}: { mutationConfig?: ApiMutationConfig<string, DeleteResult> } = {}) =>
  useApiMutation({ mutationFn: deleteReportedProduct, invalidates: () => [queryKeys.reports], mutationConfig });
