import { api } from '@replay/contract';
import { listQueryOptions, useApiClient, useAuth, useList, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

/** GET /products?email=, a page at a time: the signed-in seller's own products, newest first. */
export const myProductsQueryOptions = (client: ApiClient, email: string) =>
  listQueryOptions(client, sellerKeys.products.ofSeller(email), api.listMyProducts, { query: { email } });

export function useMyProducts() {
  const email = useAuth().user?.email ?? '';
  return useList(myProductsQueryOptions(useApiClient(), email), { enabled: Boolean(email) });
}
