import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api, type AcknowledgedResult, type Booking, type InsertResult, type ReviewPayload } from '@replay/contract';
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

/* ---- POST /booking/:id/cancel (unpaid bookings; 409 once paid) ---- */
export const cancelBooking = (booking: Booking) =>
  apiClient.post<AcknowledgedResult>(api.cancelBooking(booking._id)).then((response) => response.data);

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}

/* ---- POST /reviews: one per paid order ---- */
export const rateSeller = (payload: ReviewPayload) => apiClient.post<InsertResult>(api.reviews, payload).then((response) => response.data);

export function useRateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateSeller,
    onSuccess: async () => {
      // The order now reads Rated; the seller's rating shows on their products and page.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sellers.all }),
      ]);
    },
  });
}
