import { api, type Report } from '@replay/contract';
import { listQueryOptions, queryKeys, useList } from '@replay/platform';

/** GET /report: one row per reported product, newest first, a page at a time. */
export const reportsQueryOptions = () => listQueryOptions<Report>(queryKeys.reports, api.reports);

export function useReports() {
  return useList(reportsQueryOptions());
}
