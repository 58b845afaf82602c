import { api, type QueryOf } from '@replay/contract';
import { listQueryOptions, useApiClient, type ApiClient } from '@replay/platform';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { storefrontKeys } from './query-keys';

/**
 * GET /products/search, a page at a time. `query` is the search page's URL query string, sent as it
 * is: the server reads its numbers and flags from text and answers 400 to what it cannot.
 */
export const searchQueryOptions = (client: ApiClient, query: string) =>
  listQueryOptions(client, storefrontKeys.products.search(query), api.searchProducts, {
    query: Object.fromEntries(new URLSearchParams(query)) as QueryOf<typeof api.searchProducts>,
  });

/** The results of a search (its URL query string), page by page; the previous results stay while new ones load. */
export function useSearchProducts(query: string) {
  return useInfiniteQuery({
    ...searchQueryOptions(useApiClient(), query),
    placeholderData: keepPreviousData,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
