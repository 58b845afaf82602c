import { api, type SearchResponse } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { storefrontKeys } from './query-keys';

/** GET /products/search?…: one page of results (public, like the category list). */
export const searchProducts = (client: ApiClient, query: string, cursor: string | undefined) =>
  client
    .get<SearchResponse>(
      `${api.search}?${query}${cursor ? `${query ? '&' : ''}cursor=${encodeURIComponent(cursor)}` : ''}`,
      { anonymous: true },
    )
    .then((response) => response.data);

export const searchQueryOptions = (client: ApiClient, query: string) =>
  infiniteQueryOptions({
    queryKey: storefrontKeys.products.search(query),
    queryFn: ({ pageParam }) => searchProducts(client, query, pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last: SearchResponse) => last.nextCursor ?? undefined,
  });

/** The results of a search (its URL query string), page by page; the previous results stay while new ones load. */
export function useSearchProducts(query: string) {
  return useInfiniteQuery({
    ...searchQueryOptions(useApiClient(), query),
    placeholderData: keepPreviousData,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
