import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router-dom';
import { getAccessToken, REMOTE_NAMES, remoteRouteTable, type RemoteName } from '@replay/shared';
import { fetchJson } from '../startup-requests';

/** Remote name → manifest URL, served by the shell as /remotes.json (runtime, not build, input). */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

let remotes: RemotesConfig = {};

export function remoteEntry(name: RemoteName): string | undefined {
  return remotes[name];
}

/**
 * Reads /remotes.json (or the request already under way) and registers every remote with the
 * federation runtime. Nothing is fetched from a remote until one of its pages is visited. If the
 * file cannot be read, the shell still starts and each remote area shows its fallback.
 */
export async function registerRemotesFromConfig(request: Promise<unknown> = fetchJson('/remotes.json')): Promise<void> {
  try {
    remotes = (await request) as RemotesConfig;
  } catch (error) {
    console.error('Remote configuration unavailable', error);
    return;
  }
  registerRemotes(
    REMOTE_NAMES.flatMap((name) => {
      const entry = remotes[name];
      return entry ? [{ name, entry }] : [];
    }),
  );
}

/** Registers a remote again, dropping the runtime's cached (failed) manifest and entry. */
export function reregisterRemote(name: RemoteName): void {
  const entry = remotes[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/**
 * The remote whose page opens at `pathname`, when it is worth fetching before the router asks:
 * public pages always, other pages only when the visitor seems signed in (an access token is
 * stored), since signed-out visitors are sent to /login instead.
 */
export function remoteToPreload(pathname: string, signedIn = Boolean(getAccessToken())): RemoteName | null {
  const entry = remoteRouteTable.find((row) => matchPath({ path: row.path, end: true }, pathname));
  if (!entry || (entry.access !== 'public' && !signedIn)) return null;
  return remotes[entry.remote] ? entry.remote : null;
}

/**
 * Starts loading the remote of the page being opened (its manifest, then its remoteEntry.js and
 * the `./routes` chunk in parallel) while the shell still checks sign-in and role, instead of
 * after. Only the remote's own files: shared modules come from the shell. Failures are left to
 * the page's own load, which retries and shows the fallback.
 */
export function preloadRouteRemote(pathname: string): void {
  const remote = remoteToPreload(pathname);
  if (!remote) return;
  preloadRemote([
    { nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync', share: false, depsRemote: false },
  ]).catch(() => undefined);
}
