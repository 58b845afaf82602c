import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BookingPayload, type InsertResult } from '@replay/contract';
import { ensureAcknowledged, queryKeys, useApiClient, type ApiClient, type MutationConfig } from '@replay/platform';
import { storefrontKeys } from './query-keys';

/**
 * POST /booking?email=. The spec's whole payload is sent; the server keeps only productId,
 * mobile and location and reads the rest from stored data. 409 when already booked or sold,
 * 403 for sellers and admins. Acknowledged means success.
 */
export const createBooking = (client: ApiClient, { data, email }: { data: BookingPayload; email?: string }) =>
  client
    .call(api.bookProduct, { body: data, query: email ? { email } : undefined })
    .then((result) => ensureAcknowledged(result, 'The booking could not be saved'));

export function useCreateBooking({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<(variables: { data: BookingPayload; email?: string }) => Promise<InsertResult>>;
} = {}) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { data: BookingPayload; email?: string }) => createBooking(client, variables),
    onSuccess: async (...args) => {
      const productId = args[1].data.productId;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: storefrontKeys.products.inAnyCategory }),
        queryClient.invalidateQueries({ queryKey: storefrontKeys.products.detail(productId) }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
