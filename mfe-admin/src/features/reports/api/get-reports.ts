import { api, type Report } from '@replay/contract';
import { listQueryOptions, queryKeys, useApiClient, useList, type ApiClient } from '@replay/platform';

/** GET /report: one row per reported product, newest first, a page at a time. */
export const reportsQueryOptions = (client: ApiClient) =>
  listQueryOptions<Report>(client, queryKeys.reports, api.reports);

export function useReports() {
  return useList(reportsQueryOptions(useApiClient()));
}
