import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Product } from '@replay/contract';
import { apiClient, queryKeys, type QueryConfig } from '@replay/platform';

/** GET /product/{id} (404 'Product not found'). */
export const getProduct = (id: string) => apiClient.get<Product>(api.product(id)).then((response) => response.data);

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.products.detail(id), queryFn: () => getProduct(id) });

export function useProduct(
  id: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof productQueryOptions> } = {},
) {
  return useQuery({ ...productQueryOptions(id), ...queryConfig });
}
