import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiClient, queryKeys, useAuth, type Product, type QueryConfig } from '@replay/shared';

/** GET /products?email=: the signed-in seller's own products, newest first. */
export const getMyProducts = (email: string) =>
  apiClient.get<Product[]>(api.products, { params: { email } }).then((response) => response.data);

export const myProductsQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.products.ofSeller(email), queryFn: () => getMyProducts(email) });

export function useMyProducts({ queryConfig }: { queryConfig?: QueryConfig<typeof myProductsQueryOptions> } = {}) {
  const email = useAuth().user?.email ?? '';
  return useQuery({ ...myProductsQueryOptions(email), enabled: Boolean(email), ...queryConfig });
}
