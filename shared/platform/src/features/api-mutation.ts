import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { useApiClient } from '../app/platform';
import { useAuth } from '../auth/auth-context';
import type { ApiClient } from '../api/api-client';

/** What a feature's mutation hook lets its caller add: the options of `useMutation` but the function. */
export type ApiMutationConfig<TVariables, TData> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * A write through the API client that, once it succeeds, refetches the queries it changed
 * (`invalidates`, read from the variables) and then runs the caller's own `onSuccess`: every
 * feature's mutation hook is this with its own call and keys. The call also gets the signed-in
 * user's e-mail, which the specification's calls send as `?email=`.
 *
 *   export const useCancelBooking = () =>
 *     useApiMutation({
 *       mutationFn: (client, booking: Booking) => client.call(api.cancelBooking, { params: { id: booking._id } }),
 *       invalidates: () => [queryKeys.bookings],
 *     });
 */
export function useApiMutation<TVariables, TData>({
  mutationFn,
  invalidates,
  mutationConfig,
}: {
  mutationFn: (client: ApiClient, variables: TVariables, email: string | undefined) => Promise<TData>;
  invalidates: (variables: TVariables) => readonly QueryKey[];
  mutationConfig?: ApiMutationConfig<TVariables, TData>;
}) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const email = useAuth().user?.email ?? undefined;
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation<TData, Error, TVariables>({
    ...config,
    mutationFn: (variables) => mutationFn(client, variables, email),
    onSuccess: async (...args) => {
      await Promise.all(invalidates(args[1]).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(...args);
    },
  });
}
