import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@replay/contract';
import { useApiClient, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

/** One remote in the release registry: its stable and canary versions, owner and each version's health. */
export type ReleaseRemote = ResponseOf<typeof api.listReleases>['remotes'][number];
export type VersionHealth = ReleaseRemote['health'][number];

/** GET /releases: every remote's stable and canary versions, its owner and the health of each version. */
export const getReleases = (client: ApiClient): Promise<ReleaseRemote[]> =>
  client.call(api.listReleases).then((answer) => answer.remotes);

export const releasesQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: adminKeys.releases, queryFn: () => getReleases(client) });

export function useReleases() {
  return useQuery(releasesQueryOptions(useApiClient()));
}
