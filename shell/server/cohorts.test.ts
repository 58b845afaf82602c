import { randomUUID } from 'node:crypto';
import { COHORT_COOKIE, cohortBucket, cohortCookie, cohortIdOf, inCanary, newCohortId } from './cohorts';

const ids = Array.from({ length: 10_000 }, () => randomUUID());
/** The share of `ids`, in percent, that get the remote's canary at `share` percent. */
const canaryShare = (remote: string, share: number) =>
  (ids.filter((id) => inCanary(id, remote, share)).length / ids.length) * 100;

it('puts one visitor in the same place every time, per remote', () => {
  const id = newCohortId();

  expect(cohortBucket(id, 'seller')).toBe(cohortBucket(id, 'seller'));
  expect(cohortBucket(id, 'seller')).toBeGreaterThanOrEqual(0);
  expect(cohortBucket(id, 'seller')).toBeLessThan(100);
  expect([10, 50, 90].map((share) => inCanary(id, 'seller', share))).toEqual(
    [10, 50, 90].map((share) => inCanary(id, 'seller', share)),
  );
  // sha256("abc:seller"), first four bytes: the assignment does not depend on the process.
  expect(cohortBucket('abc', 'seller')).toBeCloseTo(
    (Buffer.from('098d33bd', 'hex').readUInt32BE(0) / 2 ** 32) * 100,
    10,
  );
});

it.each([10, 50, 90])('gives the canary to %i %% of 10 000 random visitors, within 3 points', (share) => {
  expect(Math.abs(canaryShare('seller', share) - share)).toBeLessThanOrEqual(3);
  expect(Math.abs(canaryShare('buyer', share) - share)).toBeLessThanOrEqual(3);
});

it('gives the canary to nobody at 0 % and to everybody at 100 %', () => {
  expect(canaryShare('seller', 0)).toBe(0);
  expect(canaryShare('seller', 100)).toBe(100);
});

it('keeps a visitor in the canary when its share grows, and splits each remote on its own', () => {
  const at10 = ids.filter((id) => inCanary(id, 'seller', 10));
  expect(at10.every((id) => inCanary(id, 'seller', 50))).toBe(true);
  // The seller's canary visitors are not all the storefront's.
  expect(at10.filter((id) => inCanary(id, 'storefront', 10)).length).toBeLessThan(at10.length / 2);
});

it("reads a visitor's cohort id from their cookies, and nothing that is not an id we give", () => {
  const id = newCohortId();

  expect(cohortIdOf(`theme=dark; ${COHORT_COOKIE}=${id}; other=1`)).toBe(id);
  expect(cohortIdOf(`${COHORT_COOKIE}=${id}`)).toBe(id);
  expect(cohortIdOf('theme=dark')).toBeNull();
  expect(cohortIdOf(undefined)).toBeNull();
  expect(cohortIdOf(`${COHORT_COOKIE}=<script>`)).toBeNull();
  expect(cohortIdOf(`${COHORT_COOKIE}=short`)).toBeNull();
});

it('gives the cohort as a first-party cookie for a year, out of scripts reach, secure on https', () => {
  expect(cohortCookie('0b7c1d2e-aaaa', { secure: false })).toBe(
    'rm_cohort=0b7c1d2e-aaaa; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax',
  );
  expect(cohortCookie('0b7c1d2e-aaaa', { secure: true })).toMatch(/; Secure$/);
});
