import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

/** GET /me/payout-account: who keeps the seller's payout account, its status and what is still needed. */
export const payoutAccountQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: sellerKeys.money.payoutAccount, queryFn: () => client.call(api.getMyPayoutAccount) });

export function usePayoutAccount() {
  return useQuery(payoutAccountQueryOptions(useApiClient()));
}
