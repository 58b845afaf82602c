import { api, type BodyOf } from '@replay/contract';
import { queryKeys, useApiMutation } from '@replay/platform';
import { storefrontKeys } from './query-keys';

/**
 * POST /offers: a buyer's offer on a product, or after the seller's counter their next round of the
 * same chain. The server checks what the form checks (at least OFFER_MIN_PERCENT of the listed
 * price, below it) and what it alone knows: one live offer per buyer and product (409), the rounds
 * left, OFFERS_PER_DAY (429). The offer shows in the product's conversation, which it may open.
 */
export const useMakeOffer = () =>
  useApiMutation({
    mutationFn: (client, body: BodyOf<typeof api.makeOffer>) => client.call(api.makeOffer, { body }),
    invalidates: () => [storefrontKeys.offers.all, queryKeys.conversations],
  });
