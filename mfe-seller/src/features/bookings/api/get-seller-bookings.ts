import { api } from '@replay/contract';
import { listQueryOptions, useApiClient, useList, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

/** GET /seller/bookings: bookings of the signed-in seller's products, newest first, a page at a time. */
export const sellerBookingsQueryOptions = (client: ApiClient) =>
  listQueryOptions(client, sellerKeys.bookings, api.listSellerBookings, {});

export function useSellerBookings() {
  return useList(sellerBookingsQueryOptions(useApiClient()));
}
