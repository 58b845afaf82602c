import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { EndpointRef, ItemOf } from '@replay/contract';
import type { ApiClient, CallArgs, ListPage } from './api-client';

/** Infinite-query options over pages of `T`. */
const pageQueryOptions = <T>(queryKey: QueryKey, fetchPage: (cursor: string | undefined) => Promise<ListPage<T>>) =>
  infiniteQueryOptions({
    queryKey: [...queryKey, 'pages'],
    queryFn: ({ pageParam }) => fetchPage(pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last: ListPage<T>) => last.nextCursor ?? undefined,
  });

export type ListQueryOptions<T> = ReturnType<typeof pageQueryOptions<T>>;

/**
 * The infinite-query options of a list endpoint, whichever way it pages (declared by the endpoint:
 * the spec's arrays with X-Next-Cursor, or `{ items, nextCursor }`). The key gets a `pages` suffix
 * (the cache holds pages, not one array), so invalidating the list's key still refreshes it.
 */
export function listQueryOptions<R extends EndpointRef>(
  client: ApiClient,
  queryKey: QueryKey,
  endpoint: R,
  input: CallArgs<R>,
): ListQueryOptions<ItemOf<R>> {
  return pageQueryOptions(queryKey, (cursor) => client.page(endpoint, input, cursor));
}

/**
 * A list read a page at a time: `data` is every row loaded so far; `fetchNextPage` loads more while
 * `hasNextPage` (the screen's "Load more").
 */
export function useList<T>(options: ListQueryOptions<T>, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...options, enabled, select: (data) => data.pages.flatMap((page) => page.items) });
}
