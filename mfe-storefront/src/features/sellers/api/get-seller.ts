import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, LIMITS, type ReviewsResponse, type SellerProfile } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/** GET /sellers/{id} (signed in; 404 'Seller not found'). */
export const getSeller = (client: ApiClient, id: string) =>
  client.get<SellerProfile>(api.seller(id)).then((response) => response.data);

export const sellerQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: storefrontKeys.sellers.detail(id), queryFn: () => getSeller(client, id) });

export function useSeller(id: string) {
  return useQuery(sellerQueryOptions(useApiClient(), id));
}

/** GET /sellers/{id}/reviews?cursor=: newest first, a page at a time. */
export const getSellerReviews = (client: ApiClient, id: string, cursor: string | undefined) =>
  client
    .get<ReviewsResponse>(api.sellerReviews(id), {
      params: { limit: LIMITS.reviewsPage, ...(cursor ? { cursor } : {}) },
    })
    .then((response) => response.data);

export function useSellerReviews(id: string) {
  const client = useApiClient();
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: storefrontKeys.sellers.reviews(id),
      queryFn: ({ pageParam }) => getSellerReviews(client, id, pageParam || undefined),
      initialPageParam: '',
      getNextPageParam: (last: ReviewsResponse) => last.nextCursor ?? undefined,
    }),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
