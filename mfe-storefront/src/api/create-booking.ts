import { api, type BookingPayload, type InsertResult } from '@replay/contract';
import {
  ensureAcknowledged,
  queryKeys,
  useApiMutation,
  type ApiClient,
  type ApiMutationConfig,
} from '@replay/platform';
import { storefrontKeys } from './query-keys';

/**
 * POST /booking?email=. The spec's whole payload is sent; the server keeps only productId,
 * mobile and location and reads the rest from stored data. 409 when already booked or sold,
 * 403 for sellers and admins. Acknowledged means success.
 */
export const createBooking = (client: ApiClient, { data, email }: BookingVariables) =>
  client
    .call(api.bookProduct, { body: data, query: email ? { email } : undefined })
    .then((result) => ensureAcknowledged(result, 'The booking could not be saved'));

type BookingVariables = { data: BookingPayload; email?: string };

/** Booking changes the buyer's orders and the product's booked state wherever it shows. */
export const useCreateBooking = ({
  mutationConfig,
}: { mutationConfig?: ApiMutationConfig<BookingVariables, InsertResult> } = {}) =>
  useApiMutation({
    mutationFn: createBooking,
    invalidates: ({ data }) => [queryKeys.bookings, ...storefrontKeys.products.shownWith(data.productId)],
    mutationConfig,
  });
