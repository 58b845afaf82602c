import { PageTitle, QueryContent } from '@replay/platform';
import { useReleases } from './api/get-releases';
import { RemoteRelease } from './components/RemoteRelease';

/**
 * Releases (/dashboard/releases): per remote, the stable version and the canary a share of visitors
 * gets, how each version fares with real visitors, Promote and Roll back, the canary's form and the
 * history of changes.
 */
export function Component() {
  const releases = useReleases();
  return (
    <>
      <PageTitle>Releases</PageTitle>
      <QueryContent query={releases} label="Loading the releases" empty="No remotes in the release registry">
        {(remotes) => remotes.map((remote) => <RemoteRelease key={remote.name} remote={remote} />)}
      </QueryContent>
    </>
  );
}
