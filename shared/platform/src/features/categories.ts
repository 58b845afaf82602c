import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import type { QueryConfig } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { useApiClient } from '../app/platform';
import type { ApiClient } from '../api/api-client';

/** GET /categories: the home grid, the category page's heading, the add-product select. */
export const categoriesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.categories,
    queryFn: () => client.call(api.listCategories),
    // Categories change only with a deployment of demo data; a visit need not refetch them.
    staleTime: 5 * 60 * 1000,
  });

export function useCategories({ queryConfig }: { queryConfig?: QueryConfig<typeof categoriesQueryOptions> } = {}) {
  return useQuery({ ...categoriesQueryOptions(useApiClient()), ...queryConfig });
}
