import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

/** GET /fees: the Replay Market fee's rule (a percentage, at least a minimum), for the "You'll earn" line. */
export const feeRuleQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: sellerKeys.feeRule,
    queryFn: () => client.call(api.getFeeRule),
    // The rule is the server's configuration: it changes with a deployment, not during a visit.
    staleTime: 5 * 60 * 1000,
  });

export function useFeeRule() {
  return useQuery(feeRuleQueryOptions(useApiClient()));
}
