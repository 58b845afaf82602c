import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type UpdateResult } from '@replay/contract';
import { ensureAcknowledged, useApiClient, useAuth, type ApiClient, type MutationConfig } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

/** POST /seller/verify/:id with {verified: true, email}; acknowledged means success. */
export const verifySeller = (client: ApiClient, { id, email }: { id: string; email?: string }): Promise<UpdateResult> =>
  client
    .call(api.verifySeller, { params: { id }, query: { email }, body: { verified: true, email } })
    .then(ensureAcknowledged);

type VerifySellerById = (id: string) => Promise<UpdateResult>;

/** Verifies a seller by id, then refetches the sellers list so the Verified badge shows. */
export function useVerifySeller({ mutationConfig }: { mutationConfig?: MutationConfig<VerifySellerById> } = {}) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const email = useAuth().user?.email ?? undefined;
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (id: string) => verifySeller(client, { id, email }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.users('seller') });
      await onSuccess?.(...args);
    },
  });
}
