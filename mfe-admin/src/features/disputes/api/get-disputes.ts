import { api, type DisputeState } from '@replay/contract';
import { listQueryOptions, useApiClient, useList, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

/** GET /admin/disputes?state=: open ones oldest first, resolved ones newest first, a page at a time. */
export const disputesQueryOptions = (client: ApiClient, state: DisputeState) =>
  listQueryOptions(client, [...adminKeys.disputes, state], api.listDisputes, { query: { state } });

export function useDisputes(state: DisputeState) {
  return useList(disputesQueryOptions(useApiClient(), state));
}
