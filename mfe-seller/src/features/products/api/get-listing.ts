import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

/** GET /product/{id}: one of the seller's listings with its photos, to edit it or sell it again. */
export const listingQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: sellerKeys.products.listing(id),
    queryFn: () => client.call(api.getProduct, { params: { id } }),
  });

export function useListing(id: string | undefined) {
  return useQuery({ ...listingQueryOptions(useApiClient(), id ?? ''), enabled: Boolean(id) });
}

/** GET /product/{id}/contact: the listing's mobile (its seller may read it; GET /product/{id} leaves it out). */
export function useListingContact(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: sellerKeys.products.contact(id),
    queryFn: () => client.call(api.getProductContact, { params: { id } }),
  });
}
