import type { ReleaseRemote } from './api/get-releases';
import type { ReleaseUpdate } from './api/update-release';

/** The most a reason may say, and what a version's name may be, as PUT /releases/:remote takes them. */
const REASON_MAX = 500;
const VERSION_MAX = 60;
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;

/** Every change's reason, recorded in the history. */
export const reasonRule = {
  validate: (reason: string) => {
    if (!reason.trim()) return 'Give the reason for the change';
    return reason.trim().length <= REASON_MAX || `Keep the reason to ${REASON_MAX} characters or fewer`;
  },
};

/** The canary form's fields as typed: the share as written. */
export interface CanaryValues {
  version: string;
  share: string;
  autoPromote: boolean;
  reason: string;
}

/** The form filled with the canary under way (or a 10 % start), the reason left to write. */
export const canaryDefaults = ({ canary, autoPromote }: ReleaseRemote): CanaryValues => ({
  version: canary?.version ?? '',
  share: String(canary?.share ?? 10),
  autoPromote,
  reason: '',
});

/** The canary form's rules, those of PUT /releases/:remote's body, said as the admin reads them. */
export const canaryRules = (stableVersion: string) => ({
  version: {
    validate: (version: string) => {
      const typed = version.trim();
      if (!typed) return 'Enter the version to release as the canary';
      if (typed.length > VERSION_MAX) return `Keep the version to ${VERSION_MAX} characters or fewer`;
      if (!VERSION_PATTERN.test(typed)) return 'Enter a version name, like 1.4.0';
      return typed !== stableVersion || `${stableVersion} is already the stable version`;
    },
  },
  share: {
    validate: (share: string) => {
      const typed = share.trim();
      if (!typed) return 'Enter the share of visitors, from 0 to 100';
      return /^\d+$/.test(typed) && Number(typed) <= 100 ? true : 'Enter a whole number from 0 to 100';
    },
  },
  reason: reasonRule,
});

/** The body for valid values: the version only when it changes (a new share alone keeps the canary under way). */
export const canaryBody = (
  remote: ReleaseRemote,
  { version, share, autoPromote, reason }: CanaryValues,
): ReleaseUpdate => ({
  ...(version.trim() === remote.canary?.version ? {} : { canary: version.trim() }),
  share: Number(share.trim()),
  autoPromote,
  reason: reason.trim(),
});

/** The fields a 400 may name, by the body's names (`errors.canary` is the version's). */
export const CANARY_FIELDS = { canary: 'version', share: 'share', reason: 'reason' } as const;
