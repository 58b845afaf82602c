import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, type Booking } from '@replay/contract';
import { apiClient, listQueryOptions, queryKeys, useAuth, useList } from '@replay/platform';

/*
 * The buyer's bookings, read by both features of this remote (My Orders lists them, Payment
 * pays one). Anything that changes a booking invalidates `queryKeys.bookings.all`.
 */

/* ---- GET /booking?email=, a page at a time ---- */
export const bookingsQueryOptions = (email: string) =>
  listQueryOptions<Booking>(queryKeys.bookings.list(email), api.bookings, { params: email ? { email } : undefined });

export function useBookings() {
  const email = useAuth().user?.email ?? '';
  return useList(bookingsQueryOptions(email), { enabled: Boolean(email) });
}

/* ---- GET /booking/:id ---- */
export const getBooking = (id: string) => apiClient.get<Booking>(api.booking(id)).then((response) => response.data);

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.bookings.detail(id),
    queryFn: () => getBooking(id),
    // The payment page's loader has just fetched it; don't fetch again as the page mounts.
    staleTime: 10_000,
  });

/** The booking a route loader has put in the cache (see PaymentPage's `loader`). */
export function useBooking(id: string) {
  return useSuspenseQuery(bookingQueryOptions(id));
}
