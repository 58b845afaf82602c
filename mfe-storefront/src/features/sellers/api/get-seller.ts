import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, LIMITS } from '@replay/contract';
import { listQueryOptions, useApiClient, useList, type ApiClient } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/** GET /sellers/{id} (signed in; 404 'Seller not found'). */
export const sellerQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: storefrontKeys.sellers.detail(id),
    queryFn: () => client.call(api.getSeller, { params: { id } }),
  });

export function useSeller(id: string) {
  return useQuery(sellerQueryOptions(useApiClient(), id));
}

/** GET /sellers/{id}/reviews: newest first, a page at a time. */
export const sellerReviewsQueryOptions = (client: ApiClient, id: string) =>
  listQueryOptions(client, storefrontKeys.sellers.reviews(id), api.listSellerReviews, {
    params: { id },
    query: { limit: LIMITS.reviewsPage },
  });

export function useSellerReviews(id: string) {
  return useList(sellerReviewsQueryOptions(useApiClient(), id));
}
