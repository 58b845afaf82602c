import { groupThousands, type RemoteName } from '@replay/contract';
import type { ReleaseChange } from './api/get-release-history';
import type { ReleaseRemote } from './api/get-releases';

/** Each remote's name as its section's heading says it. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  storefront: 'Storefront',
  buyer: 'Buyer',
  seller: 'Seller',
  admin: 'Admin',
};

/** A count with its thousands grouped: "1,204". */
export const count = (value: number) => groupThousands(String(value));

/** A rate (0.125) as a percentage to a tenth: "12.5 %", "0.5 %", "12 %". */
export const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/** A p75 in whole milliseconds, "—" without a report. */
export const milliseconds = (value: number | null) =>
  value === null ? '—' : `${groupThousands(String(Math.round(value)))} ms`;

/** "1.4.0 · 10 % of visitors", or "No canary". */
export const canaryText = (canary: ReleaseRemote['canary']) =>
  canary ? `${canary.version} · ${canary.share} % of visitors` : 'No canary';

/** A release state in a history row: "stable 1.3.0, canary 1.4.0 at 10 %" or "stable 1.3.0, no canary". */
export const stateText = ({ stable, canary, share }: ReleaseChange['from']) =>
  `stable ${stable}, ${canary === null ? 'no canary' : `canary ${canary} at ${share} %`}`;

/** Who made a change: an admin's e-mail as it is, the deploy command or the canary check in words. */
export const actorText = (actor: string) =>
  actor === 'automatic' ? 'Automatic' : actor === 'deploy key' ? 'Deploy key' : actor;

/**
 * The figures an automatic rollback or promotion was decided on, a line per rate:
 * "canary 12 % failed loads vs stable 0.5 % over 64 sessions".
 */
export function figuresText({ stable, canary }: NonNullable<ReleaseChange['figures']>): string[] {
  return [
    `canary ${percent(canary.failureRate)} failed loads vs stable ${percent(stable.failureRate)} over ${count(canary.sessions)} sessions`,
    `canary ${percent(canary.errorRate)} errors vs stable ${percent(stable.errorRate)}`,
  ];
}
