import { api } from '@replay/contract';
import { listQueryOptions, queryKeys, useApiClient, useList, type ApiClient } from '@replay/platform';
import { FRESH_LISTINGS_QUERY } from '../fresh-listings';

/**
 * GET /products/search?sort=newest&limit=8 (public): the newest available products, one page. Under
 * the products' root key, so a seller's new listing refreshes it.
 */
export const freshListingsQueryOptions = (client: ApiClient) =>
  listQueryOptions(client, [...queryKeys.products, 'fresh'], api.searchProducts, { query: FRESH_LISTINGS_QUERY });

export function useFreshListings() {
  return useList(freshListingsQueryOptions(useApiClient()));
}
