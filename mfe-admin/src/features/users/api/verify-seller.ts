import { api, type UpdateResult } from '@replay/contract';
import { ensureAcknowledged, useApiMutation, type ApiClient, type ApiMutationConfig } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

/** POST /seller/verify/:id with {verified: true, email}; acknowledged means success. */
export const verifySeller = (client: ApiClient, id: string, email?: string): Promise<UpdateResult> =>
  client
    .call(api.verifySeller, { params: { id }, query: { email }, body: { verified: true, email } })
    .then(ensureAcknowledged);

/** Verifies a seller by id, then refetches the sellers list so the Verified badge shows. */
export const useVerifySeller = ({
  mutationConfig,
}: { mutationConfig?: ApiMutationConfig<string, UpdateResult> } = {}) =>
  useApiMutation({ mutationFn: verifySeller, invalidates: () => [adminKeys.users('seller')], mutationConfig });
