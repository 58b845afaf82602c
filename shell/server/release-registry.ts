import type { FastifyBaseLogger } from 'fastify';
import { api, endpointPath } from '@replay/contract';
import { remoteVersionOf } from '../src/remotes/remote-version';
import { inCanary } from './cohorts';

/** One remote as the release registry names it (GET /releases/current). */
export interface RemoteRelease {
  name: string;
  stable: { version: string; manifestUrl: string };
  canary: { version: string; manifestUrl: string; share: number } | null;
}

/** The remotes one visitor gets: name → manifest URL (what /remotes.json answers) and → version. */
export interface RemoteSet {
  remotes: Record<string, string>;
  versions: Record<string, string>;
}

/** RELEASES_CACHE_SECONDS when unset: a split change is live on every shell server within it. */
export const DEFAULT_RELEASES_CACHE_SECONDS = 5;
/** How long the API has to answer before the last good answer (or the configured remotes) stays. */
const TIMEOUT_MS = 2_000;

/** RELEASES_CACHE_SECONDS as seconds (a number from 0); its default when unset. */
export function releasesCacheSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RELEASES_CACHE_SECONDS;
  const seconds = Number(value);
  if (!(seconds >= 0)) throw new Error('RELEASES_CACHE_SECONDS must be a number of seconds from 0');
  return seconds;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isVersion = (value: unknown): value is { version: string; manifestUrl: string } =>
  isObject(value) && typeof value.version === 'string' && typeof value.manifestUrl === 'string';

function isRemoteRelease(value: unknown): value is RemoteRelease {
  if (!isObject(value) || typeof value.name !== 'string' || !isVersion(value.stable)) return false;
  const { canary } = value;
  return canary === null || (isVersion(canary) && typeof (canary as { share?: unknown }).share === 'number');
}

const isCurrentReleases = (value: unknown): value is { remotes: RemoteRelease[] } =>
  isObject(value) && Array.isArray(value.remotes) && value.remotes.every(isRemoteRelease);

/**
 * The release registry as the shell's server reads it: the API's GET /releases/current, read again
 * once `cacheSeconds` have passed (a request then waits for the new answer, so every server
 * follows a split change within that time, without a restart). When the API does not answer, the
 * last good answer stays, and without one every remote is its configured URL (REMOTE_<NAME>_URL),
 * stable; a remote the registry does not name keeps its configured URL too. While the API fails,
 * requests do not wait for the next attempt.
 */
export function createReleaseRegistry({
  apiUrl,
  configured,
  cacheSeconds,
  fetch,
  now,
  log,
}: {
  apiUrl: string;
  /** Remote name → the manifest URL the environment configures (remotesConfig). Order = precedence. */
  configured: () => Record<string, string>;
  cacheSeconds: number;
  fetch: typeof globalThis.fetch;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}) {
  const url = `${apiUrl.replace(/\/+$/, '')}${endpointPath(api.getCurrentReleases, {})}`;
  let answer: readonly RemoteRelease[] | undefined;
  let readAt = -Infinity;
  let failing = false;
  let reading: Promise<void> | undefined;

  async function read(): Promise<void> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body: unknown = await response.json();
      if (!isCurrentReleases(body)) throw new Error(`${url} is not what GET /releases/current answers`);
      answer = body.remotes;
      if (failing) log.info('the release registry answers again');
      failing = false;
    } catch (error) {
      // Logged once per outage: the API starts alongside the shell's server.
      if (!failing) {
        log.warn(
          { err: error },
          `the release registry is unavailable (${error instanceof Error ? error.message : String(error)}); ${
            answer ? 'its last answer stays' : 'every remote is its configured URL'
          }`,
        );
      }
      failing = true;
    }
  }

  /** Every configured remote, as the registry names it or else at its configured URL. */
  function releases(): RemoteRelease[] {
    return Object.entries(configured()).map(
      ([name, manifestUrl]) =>
        answer?.find((release) => release.name === name) ?? {
          name,
          stable: { version: remoteVersionOf(manifestUrl), manifestUrl },
          canary: null,
        },
    );
  }

  return {
    /** The releases, read again first when the cached answer is older than `cacheSeconds`. */
    async current(): Promise<RemoteRelease[]> {
      if (!reading && now() - readAt >= cacheSeconds * 1000) {
        readAt = now();
        reading = read().finally(() => (reading = undefined));
      }
      if (reading && !failing) await reading;
      return releases();
    },

    /** The releases as last read, without reading again. */
    latest: releases,

    /** The releases once the read under way (if any) is done. */
    async settled(): Promise<RemoteRelease[]> {
      await reading;
      return releases();
    },
  };
}

export type ReleaseRegistry = ReturnType<typeof createReleaseRegistry>;

/** The remotes a visitor of cohort `cohortId` gets: each remote's canary when they fall in its share. */
export function remoteSetOf(releases: readonly RemoteRelease[], cohortId: string): RemoteSet {
  const chosen = releases.map((release) => {
    const { canary } = release;
    const version = canary && inCanary(cohortId, release.name, canary.share) ? canary : release.stable;
    return [release.name, version] as const;
  });
  return {
    remotes: Object.fromEntries(chosen.map(([name, { manifestUrl }]) => [name, manifestUrl])),
    versions: Object.fromEntries(chosen.map(([name, { version }]) => [name, version])),
  };
}

/** Each remote's stable version: what a visitor outside every canary gets. */
export const stableRemotesOf = (releases: readonly RemoteRelease[]): Record<string, string> =>
  Object.fromEntries(releases.map((release) => [release.name, release.stable.manifestUrl]));

/** Every manifest URL a visitor may be given (stable and canary): their origins may run code in a page. */
export const manifestUrlsOf = (releases: readonly RemoteRelease[]): string[] =>
  releases.flatMap((release) => [release.stable.manifestUrl, ...(release.canary ? [release.canary.manifestUrl] : [])]);

/** The `x-remote-versions` header: which version of each remote a visitor got (`storefront=current;seller=1.4.0`). */
export const remoteVersionsHeader = (versions: Record<string, string>): string =>
  Object.entries(versions)
    .map(([name, version]) => `${name}=${version}`)
    .join(';');
