import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api, type Booking } from '@replay/contract';
import { apiClient, queryKeys, useAuth, type QueryConfig } from '@replay/platform';

/*
 * The buyer's bookings, read by both features of this remote (My Orders lists them, Payment
 * pays one). Anything that changes a booking invalidates `queryKeys.bookings.all`.
 */

/* ---- GET /booking?email= ---- */
export const getBookings = (email: string) =>
  apiClient.get<Booking[]>(api.bookings, { params: email ? { email } : undefined }).then((response) => response.data);

export const bookingsQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.bookings.list(email), queryFn: () => getBookings(email) });

export function useBookings({ queryConfig }: { queryConfig?: QueryConfig<typeof bookingsQueryOptions> } = {}) {
  const { user } = useAuth();
  const email = user?.email ?? '';
  return useQuery({ ...bookingsQueryOptions(email), enabled: Boolean(email), ...queryConfig });
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
