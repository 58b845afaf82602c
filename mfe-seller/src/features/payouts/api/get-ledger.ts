import { api } from '@replay/contract';
import { listQueryOptions, useApiClient, useList, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

/** GET /me/ledger: the seller's ledger lines, newest first, with both balances after each, a page at a time. */
export const ledgerQueryOptions = (client: ApiClient) =>
  listQueryOptions(client, sellerKeys.money.ledger, api.listMyLedger, {});

export function useLedger() {
  return useList(ledgerQueryOptions(useApiClient()));
}
