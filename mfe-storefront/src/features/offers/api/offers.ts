import { api, type OfferState } from '@replay/contract';
import { listQueryOptions, useApiClient, useList, type ApiClient } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/** Which offers: those the member sent as a buyer, or received as a seller. */
export type OffersRole = 'buyer' | 'seller';

/** GET /offers?role=&state=: the member's offers on one side, newest change first, a page at a time. */
export const offersQueryOptions = (client: ApiClient, role: OffersRole, state: OfferState | undefined) =>
  listQueryOptions(client, storefrontKeys.offers.list(role, state), api.listOffers, {
    query: state ? { role, state } : { role },
  });

export function useOffers(role: OffersRole, state: OfferState | undefined) {
  return useList(offersQueryOptions(useApiClient(), role, state));
}
