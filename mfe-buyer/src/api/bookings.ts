import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, type Booking, type ReviewPayload } from '@replay/contract';
import {
  listQueryOptions,
  queryKeys,
  useApiClient,
  useApiMutation,
  useAuth,
  useList,
  type ApiClient,
} from '@replay/platform';
import { buyerKeys } from './query-keys';

/*
 * The buyer's bookings, read by both features of this remote (My Orders lists them, Payment
 * pays one). Anything that changes a booking invalidates `queryKeys.bookings`.
 */

/* ---- GET /booking?email=, a page at a time ---- */
export const bookingsQueryOptions = (client: ApiClient, email: string) => ({
  ...listQueryOptions(client, buyerKeys.bookings.list(email), api.listMyBookings, {
    query: email ? { email } : undefined,
  }),
  // My Orders' loader has just asked for it; the page does not ask again as it mounts.
  staleTime: 10_000,
});

export function useBookings() {
  const email = useAuth().user?.email ?? '';
  return useList(bookingsQueryOptions(useApiClient(), email), { enabled: Boolean(email) });
}

/* ---- GET /booking/:id ---- */
export const bookingQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: buyerKeys.bookings.detail(id),
    queryFn: () => client.call(api.getBooking, { params: { id } }),
    // The payment page's loader has just fetched it; don't fetch again as the page mounts.
    staleTime: 10_000,
  });

/** The booking a route loader has put in the cache (see PaymentPage's `loader`). */
export function useBooking(id: string) {
  return useSuspenseQuery(bookingQueryOptions(useApiClient(), id));
}

/* ---- POST /booking/:id/cancel (unpaid bookings; 409 once paid) ---- */
export const useCancelBooking = () =>
  useApiMutation({
    mutationFn: (client, booking: Booking) => client.call(api.cancelBooking, { params: { id: booking._id } }),
    invalidates: () => [queryKeys.bookings],
  });

/* ---- POST /reviews: one per paid order ---- */
export const useRateSeller = () =>
  useApiMutation({
    mutationFn: (client, payload: ReviewPayload) => client.call(api.reviewSeller, { body: payload }),
    // The order now reads Rated; the seller's rating shows on their products and page.
    invalidates: () => [queryKeys.bookings, queryKeys.products, queryKeys.sellers],
  });
