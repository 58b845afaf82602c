import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import { NEXT_CURSOR_HEADER } from '@replay/contract';
import type { ApiClient } from './api-client';

/** One page of a spec list: its rows, and the cursor of the next page (null on the last). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** GET a spec list page: the body is the rows (the spec's array), the next cursor comes in X-Next-Cursor. */
export async function getListPage<T>(
  client: ApiClient,
  url: string,
  cursor: string | undefined,
  config: AxiosRequestConfig = {},
): Promise<ListPage<T>> {
  const response = await client.get<T[]>(url, {
    ...config,
    params: { ...config.params, ...(cursor ? { cursor } : {}) },
  });
  const next = response.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
  return { items: response.data, nextCursor: next || null };
}

/**
 * The infinite-query options of a spec list. The key gets a `pages` suffix (the cache holds pages,
 * not one array), so invalidating the list's key still refreshes it.
 */
export function listQueryOptions<T>(
  client: ApiClient,
  queryKey: QueryKey,
  url: string,
  config: AxiosRequestConfig = {},
) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, 'pages'],
    queryFn: ({ pageParam }) => getListPage<T>(client, url, pageParam || undefined, config),
    initialPageParam: '',
    getNextPageParam: (last: ListPage<T>) => last.nextCursor ?? undefined,
  });
}

/**
 * A spec list read a page at a time: `data` is every row loaded so far; `fetchNextPage` loads
 * more while `hasNextPage` (the screen's "Load more").
 */
export function useList<T>(
  options: ReturnType<typeof listQueryOptions<T>>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...options, enabled, select: (data) => data.pages.flatMap((page) => page.items) });
}
