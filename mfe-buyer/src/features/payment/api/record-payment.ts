import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PaymentPayload, type PaymentResponse } from '@replay/contract';
import { apiClient, queryKeys, type MutationConfig } from '@replay/platform';

/** POST /payments: records a payment the provider confirmed (idempotent per transaction). */
export const recordPayment = (payload: PaymentPayload) =>
  apiClient.post<PaymentResponse>(api.payments, payload).then((response) => response.data);

/** Records a payment; afterwards (whatever the answer) the bookings are fetched again so My Orders is current. */
export function useRecordPayment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof recordPayment> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: recordPayment,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
      return mutationConfig?.onSettled?.(...args);
    },
  });
}
