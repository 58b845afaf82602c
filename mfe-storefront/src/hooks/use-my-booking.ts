import { useQuery } from '@tanstack/react-query';
import { api, LIMITS, type Booking } from '@replay/contract';
import { queryKeys, useApiClient, useAuth } from '@replay/platform';
import { useBookingAccess } from './use-booking-access';

/**
 * Where the signed-in buyer stands with a product: 'to-pay' (a live, unpaid booking of it),
 * 'paid' (they bought it) or 'none'. Only a buyer's bookings are asked for: a visitor, a seller
 * or an admin may not read GET /booking, so for them nothing is requested.
 */
export type MyBooking = { state: 'none' } | { state: 'to-pay' | 'paid'; booking: Booking };

/** A booking that still leads to this buyer paying, or that they paid. */
const isLive = (booking: Booking) => !booking.cancelled && (booking.paid || booking.status);

/**
 * GET /booking?email=&limit=100, newest first: one page covers a buyer's live bookings (they are
 * recent), and every product page of the visit reads the same answer. Under `queryKeys.bookings`,
 * so booking, paying or cancelling anywhere refreshes it.
 */
export function useMyBooking(productId: string): MyBooking {
  const client = useApiClient();
  const email = useAuth().user?.email ?? '';
  const isBuyer = useBookingAccess() === 'buyer';
  const query = { email, limit: LIMITS.listPageMax };
  const { data } = useQuery({
    queryKey: [...queryKeys.bookings, 'storefront', query],
    queryFn: async () => (await client.page(api.listMyBookings, { query })).items,
    enabled: isBuyer && Boolean(email),
  });
  const booking = isBuyer ? data?.find((row) => row.productId === productId && isLive(row)) : undefined;
  if (!booking) return { state: 'none' };
  return { state: booking.paid ? 'paid' : 'to-pay', booking };
}
