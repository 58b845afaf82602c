import { api, type SellerBooking } from '@replay/contract';
import { listQueryOptions, queryKeys, useApiClient, useList, type ApiClient } from '@replay/platform';

/** GET /seller/bookings: bookings of the signed-in seller's products, newest first, a page at a time. */
export const sellerBookingsQueryOptions = (client: ApiClient) =>
  listQueryOptions<SellerBooking>(client, queryKeys.sellerBookings, api.sellerBookings);

export function useSellerBookings() {
  return useList(sellerBookingsQueryOptions(useApiClient()));
}
