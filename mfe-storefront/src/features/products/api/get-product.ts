import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, type ApiClient, type QueryConfig } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/** GET /product/{id} (404 'Product not found'). */
export const productQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: storefrontKeys.products.detail(id),
    queryFn: () => client.call(api.getProduct, { params: { id } }),
  });

export function useProduct(
  id: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof productQueryOptions> } = {},
) {
  return useQuery({ ...productQueryOptions(useApiClient(), id), ...queryConfig });
}
