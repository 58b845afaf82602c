import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/**
 * GET /product/{id}/contact, `{ mobile }`: the seller's mobile, which GET /product/{id} never
 * carries. Only the seller, an admin or a buyer with a live or paid booking of it may read it
 * (403 for anyone else), so the caller says when to ask.
 */
export const productContactQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: storefrontKeys.products.contact(id),
    queryFn: () => client.call(api.getProductContact, { params: { id } }),
  });

export function useProductContact(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...productContactQueryOptions(useApiClient(), id), enabled });
}
