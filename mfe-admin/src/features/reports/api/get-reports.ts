import { api } from '@replay/contract';
import { listQueryOptions, queryKeys, useApiClient, useList, type ApiClient } from '@replay/platform';

/** GET /report: one row per reported product, newest first, a page at a time. */
export const reportsQueryOptions = (client: ApiClient) =>
  listQueryOptions(client, queryKeys.reports, api.listReports, {});

export function useReports() {
  return useList(reportsQueryOptions(useApiClient()));
}
