import { useMutation } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';

/** POST /me/payout-account/link (Stripe): the onboarding page of the seller's Connect Express account. */
export const createPayoutAccountLink = (client: ApiClient) => client.call(api.createPayoutAccountLink);

/** "Set up payouts with Stripe": to Stripe's onboarding, which sends the seller back to this page. */
export function useSetUpWithStripe() {
  const client = useApiClient();
  return useMutation({
    mutationFn: () => createPayoutAccountLink(client),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
