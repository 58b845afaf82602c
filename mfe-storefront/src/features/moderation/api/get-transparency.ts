import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/**
 * GET /transparency?month=YYYY-MM (public); without a month the server answers its current one, so
 * the page's first request is the one its route declares.
 */
export const transparencyQueryOptions = (client: ApiClient, month: string | undefined) =>
  queryOptions({
    queryKey: storefrontKeys.moderation.transparency(month),
    queryFn: () => client.call(api.getTransparency, { query: month ? { month } : undefined }),
  });

export function useTransparency(month: string | undefined) {
  return useQuery(transparencyQueryOptions(useApiClient(), month));
}
