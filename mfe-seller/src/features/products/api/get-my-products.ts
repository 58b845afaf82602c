import { api, type Product } from '@replay/contract';
import { listQueryOptions, queryKeys, useApiClient, useAuth, useList, type ApiClient } from '@replay/platform';

/** GET /products?email=, a page at a time: the signed-in seller's own products, newest first. */
export const myProductsQueryOptions = (client: ApiClient, email: string) =>
  listQueryOptions<Product>(client, queryKeys.products.ofSeller(email), api.products, { params: { email } });

export function useMyProducts() {
  const email = useAuth().user?.email ?? '';
  return useList(myProductsQueryOptions(useApiClient(), email), { enabled: Boolean(email) });
}
