import { api, type BodyOf, type RemoteName } from '@replay/contract';
import { useApiMutation, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';
import type { ReleaseRemote } from './get-releases';

export type ReleaseUpdate = BodyOf<typeof api.putRelease>;

/**
 * PUT /releases/:remote: a new stable version, a canary and its share, auto-promotion, with the
 * reason the history records. 409 with a message for a version not released or not fitting the
 * running shell.
 */
export const updateRelease = (
  client: ApiClient,
  { remote, ...update }: ReleaseUpdate & { remote: RemoteName },
): Promise<ReleaseRemote> => client.call(api.putRelease, { params: { remote }, body: update });

export const useUpdateRelease = () =>
  useApiMutation({
    mutationFn: updateRelease,
    // The registry and the remote's history (under the registry's key) both change.
    invalidates: () => [adminKeys.releases],
  });
