import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf, type InsertResult } from '@replay/contract';
import { queryKeys, useApiClient, type ApiClient, type MutationConfig } from '@replay/platform';

/** POST /payments: records a payment the provider confirmed (idempotent per transaction). */
export const recordPayment = (client: ApiClient, payload: PaymentPayload) =>
  client.call(api.recordPayment, { body: payload });

type PaymentPayload = BodyOf<typeof api.recordPayment>;

/** Records a payment; afterwards (whatever the answer) the bookings are fetched again so My Orders is current. */
type RecordPayment = (payload: PaymentPayload) => Promise<InsertResult>;

export function useRecordPayment({ mutationConfig }: { mutationConfig?: MutationConfig<RecordPayment> } = {}) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (payload: PaymentPayload) => recordPayment(client, payload),
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
      return mutationConfig?.onSettled?.(...args);
    },
  });
}
