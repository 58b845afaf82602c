import { api, type Offer } from '@replay/contract';
import { listQueryOptions, queryKeys, useApiClient, useApiMutation, useList, type ApiClient } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/**
 * GET /offers?conversationId=: the offers of one conversation, newest change first. Keyed under the
 * conversation, so the live message event that refetches the thread (useLiveConversations) refetches
 * them too: the server writes each offer, counter and answer into the thread.
 */
export const conversationOffersQueryOptions = (client: ApiClient, conversationId: string) =>
  listQueryOptions(client, storefrontKeys.conversations.offers(conversationId), api.listOffers, {
    query: { conversationId },
  });

/** `refetchInterval`: what useLiveConversations answers (the page listens once for all its queries). */
export function useConversationOffers(
  conversationId: string,
  { refetchInterval }: { refetchInterval: number | false },
) {
  return useList({ ...conversationOffersQueryOptions(useApiClient(), conversationId), refetchInterval });
}

/** An answer to the amount on the table (the seller's to an offer, the buyer's to a counter), or the buyer withdrawing. */
export type OfferAnswer = 'accept' | 'decline' | 'withdraw';

/** What an answer changes: the offers, the thread the server writes it into, an acceptance's booking and product. */
const changedBy = (offer: Offer, accepted: boolean) => [
  storefrontKeys.offers.all,
  storefrontKeys.conversations.detail(offer.conversationId),
  ...(accepted ? [queryKeys.bookings, ...storefrontKeys.products.shownWith(offer.productId)] : []),
];

/**
 * POST /offers/{id}/accept, /decline or /withdraw. Accepting books the product for the buyer at the
 * agreed price; 409 when the offer has moved on (answered, expired) or another accepted offer holds
 * the product.
 */
export const useAnswerOffer = () =>
  useApiMutation({
    mutationFn: (client, { offer, answer }: { offer: Offer; answer: OfferAnswer }) => {
      const input = { params: { id: offer._id } };
      if (answer === 'accept') return client.call(api.acceptOffer, input);
      if (answer === 'decline') return client.call(api.declineOffer, input);
      return client.call(api.withdrawOffer, input);
    },
    invalidates: ({ offer, answer }) => changedBy(offer, answer === 'accept'),
  });

/** POST /offers/{id}/counter: the seller's amount, strictly between the offer and the listed price. */
export const useCounterOffer = () =>
  useApiMutation({
    mutationFn: (client, { offer, amountCents }: { offer: Offer; amountCents: number }) =>
      client.call(api.counterOffer, { params: { id: offer._id }, body: { amountCents } }),
    invalidates: ({ offer }) => changedBy(offer, false),
  });
