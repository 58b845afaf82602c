import path from 'node:path';
import { isRouteEntries } from '@replay/platform/startup-data';
import type { RemotePrerender } from '@replay/platform/prerender';
import { CompositionError } from './composition-error';

/** A remote's prerender.json: its prerendered pages and routes, and each page's JavaScript files by route id. */
export type RemotePrerenderFile = RemotePrerender & { assets?: Record<string, readonly string[]> };

/** What the shell's server reads of a remote's mf-manifest.json. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes?: readonly { path: string; assets?: { js?: { sync?: readonly string[] } } }[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isRemotePrerender(value: unknown): value is RemotePrerenderFile {
  return (
    isObject(value) &&
    isRouteEntries(value.routes) &&
    isObject(value.pages) &&
    (value.assets === undefined || (isObject(value.assets) && Object.values(value.assets).every(isStrings)))
  );
}

export function isFederationManifest(value: unknown): value is FederationManifest {
  if (!isObject(value) || !isObject(value.metaData)) return false;
  const { remoteEntry } = value.metaData;
  return (
    isObject(remoteEntry) &&
    typeof remoteEntry.name === 'string' &&
    (value.exposes === undefined || (Array.isArray(value.exposes) && value.exposes.every(isObject)))
  );
}

/** How long a remote has to answer before the composition goes on without its file. */
const TIMEOUT_MS = 3_000;

/**
 * A JSON file at `url` (a remote's manifest, or a file beside it), checked by `isExpected`. Any
 * failure (no answer in time, an error status, not JSON, not the expected shape) is a
 * CompositionError naming `part` and keeping the cause.
 */
export async function readRemoteFile<T>(
  fetch: typeof globalThis.fetch,
  url: string,
  part: string,
  isExpected: (value: unknown) => value is T,
): Promise<T> {
  let value: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    value = await response.json();
  } catch (error) {
    throw new CompositionError(part, error);
  }
  if (!isExpected(value)) throw new CompositionError(part, new Error(`${url} is not what a remote publishes`));
  return value;
}

/**
 * What the shell runs of a remote before any of its pages: its entry and its route manifest's
 * scripts, as absolute URLs (a remote built with publicPath "auto" serves them beside its manifest).
 */
export function startupScripts(manifestUrl: string, manifest: FederationManifest): string[] {
  const { remoteEntry } = manifest.metaData;
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  return [path.posix.join(remoteEntry.path ?? '', remoteEntry.name), ...(routes?.assets?.js?.sync ?? [])].map(
    (file) => new URL(file, manifestUrl).href,
  );
}
