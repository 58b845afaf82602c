import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, LIMITS, type ReviewsResponse, type SellerProfile } from '@replay/contract';
import { apiClient, queryKeys } from '@replay/platform';

/** GET /sellers/{id} (signed in; 404 'Seller not found'). */
export const getSeller = (id: string) => apiClient.get<SellerProfile>(api.seller(id)).then((response) => response.data);

export const sellerQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.sellers.detail(id), queryFn: () => getSeller(id) });

export function useSeller(id: string) {
  return useQuery(sellerQueryOptions(id));
}

/** GET /sellers/{id}/reviews?cursor=: newest first, a page at a time. */
export const getSellerReviews = (id: string, cursor: string | undefined) =>
  apiClient
    .get<ReviewsResponse>(api.sellerReviews(id), { params: { limit: LIMITS.reviewsPage, ...(cursor ? { cursor } : {}) } })
    .then((response) => response.data);

export function useSellerReviews(id: string) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: queryKeys.sellers.reviews(id),
      queryFn: ({ pageParam }) => getSellerReviews(id, pageParam || undefined),
      initialPageParam: '',
      getNextPageParam: (last: ReviewsResponse) => last.nextCursor ?? undefined,
    }),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
