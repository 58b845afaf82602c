import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type UpdateResult, type VerifySellerPayload } from '@replay/contract';
import { apiClient, ensureAcknowledged, queryKeys, useAuth, type MutationConfig } from '@replay/platform';

/** POST /seller/verify/:id with {verified: true, email}; acknowledged means success. */
export const verifySeller = ({ id, email }: { id: string; email?: string }): Promise<UpdateResult> => {
  const body: VerifySellerPayload = { verified: true, email };
  return apiClient
    .post<UpdateResult>(api.verifySeller(id), body, { params: { email } })
    .then((response) => ensureAcknowledged(response.data));
};

type VerifySellerById = (id: string) => Promise<UpdateResult>;

/** Verifies a seller by id, then refetches the sellers list so the Verified badge shows. */
export function useVerifySeller({ mutationConfig }: { mutationConfig?: MutationConfig<VerifySellerById> } = {}) {
  const queryClient = useQueryClient();
  const email = useAuth().user?.email ?? undefined;
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (id: string) => verifySeller({ id, email }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.listed('seller') });
      await onSuccess?.(...args);
    },
  });
}
