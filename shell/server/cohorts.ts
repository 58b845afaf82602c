import { createHash, randomUUID } from 'node:crypto';

/**
 * Sticky cohorts (docs/architecture.md, "Releasing and rolling back a remote"): a visitor carries a
 * random id in a first-party cookie, and whether they get a remote's canary is a stable function of
 * that id and the remote's name. One visitor keeps one version of a remote until the split
 * changes; raising the share only adds visitors to the canary, and each remote splits on its own.
 */

/** The cookie that holds a visitor's cohort id. */
export const COHORT_COOKIE = 'rm_cohort';

/** A cookie lasts a year: the cohort outlives the visit. */
const COHORT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What an id we issued looks like (a UUID); anything else in the cookie is replaced. */
const COHORT_ID = /^[0-9A-Za-z-]{8,64}$/;

export const newCohortId = (): string => randomUUID();

/** Where a visitor falls for a remote, from 0 up to (not including) 100: evenly spread over ids. */
export function cohortBucket(cohortId: string, remote: string): number {
  const digest = createHash('sha256').update(`${cohortId}:${remote}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

/** Whether the visitor gets the remote's canary when `share` percent of visitors do. */
export const inCanary = (cohortId: string, remote: string, share: number): boolean =>
  cohortBucket(cohortId, remote) < share;

/** The cohort id a request's Cookie header carries, or null when it has none that reads as ours. */
export function cohortIdOf(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.split('=');
    if (name?.trim() !== COHORT_COOKIE) continue;
    const id = value.join('=').trim();
    return COHORT_ID.test(id) ? id : null;
  }
  return null;
}

/** The Set-Cookie value that gives a visitor their cohort: first-party, not readable by scripts. */
export function cohortCookie(cohortId: string, { secure }: { secure: boolean }): string {
  return [
    `${COHORT_COOKIE}=${cohortId}`,
    'Path=/',
    `Max-Age=${COHORT_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
