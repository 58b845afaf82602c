import { api, type AppealState } from '@replay/contract';
import { listQueryOptions, useApiClient, useList, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

/** GET /admin/appeals?state=: appeals of one state, oldest first, each with the decision it appeals. */
export const appealsQueryOptions = (client: ApiClient, state: AppealState) =>
  listQueryOptions(client, [...adminKeys.appeals, state], api.listAppeals, { query: { state } });

export function useAppeals(state: AppealState) {
  return useList(appealsQueryOptions(useApiClient(), state));
}
