import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Product } from '@replay/contract';
import { apiClient, queryKeys, useAuth, type QueryConfig } from '@replay/platform';

/** GET /products?email=: the signed-in seller's own products, newest first. */
export const getMyProducts = (email: string) =>
  apiClient.get<Product[]>(api.products, { params: { email } }).then((response) => response.data);

export const myProductsQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.products.ofSeller(email), queryFn: () => getMyProducts(email) });

export function useMyProducts({ queryConfig }: { queryConfig?: QueryConfig<typeof myProductsQueryOptions> } = {}) {
  const email = useAuth().user?.email ?? '';
  return useQuery({ ...myProductsQueryOptions(email), enabled: Boolean(email), ...queryConfig });
}
