import { ROOT_BUILD_VERSION } from '@replay/contract';

/** A released version's name, as the contract's releases and POST /rum take it. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;

/**
 * The version a remote's manifest URL names: a release is served at `/<version>/mf-manifest.json`
 * (docs/architecture.md, "Releasing and rolling back a remote"), the root build at
 * `/mf-manifest.json` (`current`). Read by the shell's server (remotes the registry does not name)
 * and by the browser (what a tab reports its remotes' health under).
 */
export function remoteVersionOf(manifestUrl: string): string {
  let pathname: string;
  try {
    pathname = new URL(manifestUrl, 'http://localhost').pathname;
  } catch {
    return ROOT_BUILD_VERSION;
  }
  const segments = pathname.split('/');
  const version = segments.at(-1) === 'mf-manifest.json' ? segments.at(-2) : undefined;
  return version && VERSION.test(version) && version.length <= 60 ? version : ROOT_BUILD_VERSION;
}
