import { api, type Product } from '@replay/contract';
import { listQueryOptions, queryKeys, useAuth, useList } from '@replay/platform';

/** GET /products?email=, a page at a time: the signed-in seller's own products, newest first. */
export const myProductsQueryOptions = (email: string) =>
  listQueryOptions<Product>(queryKeys.products.ofSeller(email), api.products, { params: { email } });

export function useMyProducts() {
  const email = useAuth().user?.email ?? '';
  return useList(myProductsQueryOptions(email), { enabled: Boolean(email) });
}
