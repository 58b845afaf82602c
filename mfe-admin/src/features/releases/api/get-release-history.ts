import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ItemOf, type RemoteName } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

/** One change of a remote's release: who, when, from what, to what, why (and an automatic one's figures). */
export type ReleaseChange = ItemOf<typeof api.getReleaseHistory>;

/** GET /releases/:remote/history: the remote's changes, newest first. */
export const getReleaseHistory = (client: ApiClient, remote: RemoteName): Promise<ReleaseChange[]> =>
  client.call(api.getReleaseHistory, { params: { remote } }).then((answer) => answer.items);

export const releaseHistoryQueryOptions = (client: ApiClient, remote: RemoteName) =>
  queryOptions({ queryKey: adminKeys.releaseHistory(remote), queryFn: () => getReleaseHistory(client, remote) });

/** Asked for only once the admin opens the remote's history (`enabled`). */
export function useReleaseHistory(remote: RemoteName, enabled: boolean) {
  return useQuery({ ...releaseHistoryQueryOptions(useApiClient(), remote), enabled });
}
