import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Product } from '@replay/contract';
import { useApiClient, type ApiClient, type QueryConfig } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/** GET /product/{id} (404 'Product not found'). */
export const getProduct = (client: ApiClient, id: string) =>
  client.get<Product>(api.product(id)).then((response) => response.data);

export const productQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: storefrontKeys.products.detail(id), queryFn: () => getProduct(client, id) });

export function useProduct(
  id: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof productQueryOptions> } = {},
) {
  return useQuery({ ...productQueryOptions(useApiClient(), id), ...queryConfig });
}
