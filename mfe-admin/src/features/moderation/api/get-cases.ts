import { api } from '@replay/contract';
import { listQueryOptions, useApiClient, useList, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';
import { caseFiltersQuery, type CaseFilters } from '../case-filters';

/** GET /admin/cases?state=&reason=: the queue, severe first, then by reports, then oldest, a page at a time. */
export const casesQueryOptions = (client: ApiClient, filters: CaseFilters) =>
  listQueryOptions(client, [...adminKeys.cases, filters], api.listCases, { query: caseFiltersQuery(filters) });

export function useCases(filters: CaseFilters) {
  return useList(casesQueryOptions(useApiClient(), filters));
}
