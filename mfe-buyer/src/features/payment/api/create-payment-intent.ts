import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, type Booking } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';

/** POST /create-payment-intent. The server takes the amount from the stored booking, never from `price`. */
export const createPaymentIntent = (client: ApiClient, payload: BodyOf<typeof api.createPaymentIntent>) =>
  client.call(api.createPaymentIntent, { body: payload });

/**
 * The booking's payment intent, requested once when the payment screen loads. The server hands
 * back the same open intent for a booking, so asking again (a remount) never creates a second charge.
 */
export const paymentIntentQueryOptions = (client: ApiClient, booking: Pick<Booking, '_id' | 'price'>) =>
  queryOptions({
    queryKey: ['payment-intent', booking._id],
    queryFn: () => createPaymentIntent(client, { bookingId: booking._id, price: booking.price }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Skipped (`enabled: false`) when the booking can no longer be paid. */
export function usePaymentIntent(booking: Pick<Booking, '_id' | 'price'>, { enabled = true } = {}) {
  return useQuery({ ...paymentIntentQueryOptions(useApiClient(), booking), enabled });
}
