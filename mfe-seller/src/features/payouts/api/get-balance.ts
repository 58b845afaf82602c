import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

/** GET /me/balance: the seller's pending, available and paid-out money, in cents. */
export const balanceQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: sellerKeys.money.balance, queryFn: () => client.call(api.getMyBalance) });

export function useBalance() {
  return useQuery(balanceQueryOptions(useApiClient()));
}
