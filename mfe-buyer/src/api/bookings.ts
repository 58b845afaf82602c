import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api, type AcknowledgedResult, type Booking, type InsertResult, type ReviewPayload } from '@replay/contract';
import { listQueryOptions, queryKeys, useApiClient, useAuth, useList, type ApiClient } from '@replay/platform';
import { buyerKeys } from './query-keys';

/*
 * The buyer's bookings, read by both features of this remote (My Orders lists them, Payment
 * pays one). Anything that changes a booking invalidates `queryKeys.bookings`.
 */

/* ---- GET /booking?email=, a page at a time ---- */
export const bookingsQueryOptions = (client: ApiClient, email: string) => ({
  ...listQueryOptions<Booking>(client, buyerKeys.bookings.list(email), api.bookings, {
    params: email ? { email } : undefined,
  }),
  // My Orders' loader has just asked for it; the page does not ask again as it mounts.
  staleTime: 10_000,
});

export function useBookings() {
  const email = useAuth().user?.email ?? '';
  return useList(bookingsQueryOptions(useApiClient(), email), { enabled: Boolean(email) });
}

/* ---- GET /booking/:id ---- */
export const getBooking = (client: ApiClient, id: string) =>
  client.get<Booking>(api.booking(id)).then((response) => response.data);

export const bookingQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: buyerKeys.bookings.detail(id),
    queryFn: () => getBooking(client, id),
    // The payment page's loader has just fetched it; don't fetch again as the page mounts.
    staleTime: 10_000,
  });

/** The booking a route loader has put in the cache (see PaymentPage's `loader`). */
export function useBooking(id: string) {
  return useSuspenseQuery(bookingQueryOptions(useApiClient(), id));
}

/* ---- POST /booking/:id/cancel (unpaid bookings; 409 once paid) ---- */
export const cancelBooking = (client: ApiClient, booking: Booking) =>
  client.post<AcknowledgedResult>(api.cancelBooking(booking._id)).then((response) => response.data);

export function useCancelBooking() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useMutation({
    mutationFn: (booking: Booking) => cancelBooking(client, booking),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}

/* ---- POST /reviews: one per paid order ---- */
export const rateSeller = (client: ApiClient, payload: ReviewPayload) =>
  client.post<InsertResult>(api.reviews, payload).then((response) => response.data);

export function useRateSeller() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useMutation({
    mutationFn: (payload: ReviewPayload) => rateSeller(client, payload),
    onSuccess: async () => {
      // The order now reads Rated; the seller's rating shows on their products and page.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sellers }),
      ]);
    },
  });
}
