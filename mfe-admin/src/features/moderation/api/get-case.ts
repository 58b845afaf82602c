import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CaseDetail } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

/** GET /admin/cases/:id: a case with its reports and notices, its target, the owner's strikes and earlier decisions. */
export const getCase = (client: ApiClient, id: string): Promise<CaseDetail> =>
  client.call(api.getCase, { params: { id } });

export const caseQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: adminKeys.case(id), queryFn: () => getCase(client, id) });

export function useCase(id: string) {
  return useQuery(caseQueryOptions(useApiClient(), id));
}
