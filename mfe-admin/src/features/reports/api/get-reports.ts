import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Report } from '@replay/contract';
import { apiClient, queryKeys, type QueryConfig } from '@replay/platform';

/** GET /report: one row per reported product, newest first. */
export const getReports = (): Promise<Report[]> =>
  apiClient.get<Report[]>(api.reports).then((response) => response.data);

export const reportsQueryOptions = () => queryOptions({ queryKey: queryKeys.reports, queryFn: getReports });

export function useReports({ queryConfig }: { queryConfig?: QueryConfig<typeof reportsQueryOptions> } = {}) {
  return useQuery({ ...reportsQueryOptions(), ...queryConfig });
}
