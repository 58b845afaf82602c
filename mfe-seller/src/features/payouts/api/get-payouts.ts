import { api } from '@replay/contract';
import { listQueryOptions, useApiClient, useList, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

/** GET /me/payouts: the seller's payouts, newest first, a page at a time. */
export const payoutsQueryOptions = (client: ApiClient) =>
  listQueryOptions(client, sellerKeys.money.payouts, api.listMyPayouts, {});

export function usePayouts() {
  return useList(payoutsQueryOptions(useApiClient()));
}
