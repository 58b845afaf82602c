import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type MoneyOverview } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

/** GET /admin/money: fees earned, funds held, payouts under way and the last reconciliation. */
export const getMoneyOverview = (client: ApiClient): Promise<MoneyOverview> => client.call(api.getMoneyOverview);

export const moneyOverviewQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: adminKeys.money, queryFn: () => getMoneyOverview(client) });

export function useMoneyOverview() {
  return useQuery(moneyOverviewQueryOptions(useApiClient()));
}
