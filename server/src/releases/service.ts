import { paths, REMOTE_NAMES, ROOT_BUILD_VERSION, type RemoteEvent, type RemoteName } from '@replay/contract';
import semver from 'semver';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { queueMail } from '../db/outbox';
import {
  changeRunningCanary,
  deleteRemoteReports,
  insertReleaseChange,
  insertRemoteReports,
  listReleaseChanges,
  listReleaseRows,
  lockRelease,
  saveRelease,
  versionFigures,
  type ReleaseChangeRow,
  type ReleaseRow,
  type ReleaseState,
  type VersionFigures,
} from '../db/releases';
import { badRequest, conflict } from '../errors';
import { renderMail } from '../mail/layout';

export interface ReleaseSettings {
  /** Remote name → the manifest URL of the build its server serves at its root (REMOTE_<NAME>_URL). */
  remoteUrls: Record<RemoteName, string>;
  /** The running shell (PUBLIC_SITE_URL): its manifest names the platform version it provides. */
  shellUrl: string;
  /** CANARY_WINDOW_MINUTES: the figures compared are this recent. */
  windowMs: number;
  /** CANARY_MIN_SESSIONS: a canary is judged only with this many sessions. */
  minSessions: number;
  /** CANARY_FAIL_RATIO and CANARY_FAIL_POINTS: worse means more than ratio × stable's rate and at least points more. */
  failRatio: number;
  failPoints: number;
  /** CANARY_BAKE_MINUTES: a healthy canary asked to promote itself does after this long. */
  bakeMs: number;
  /** REMOTE_REPORTS_KEEP_DAYS. */
  keepReportsMs: number;
}

export interface Health {
  version: string;
  sessions: number;
  failedLoads: number;
  errors: number;
  failureRate: number;
  errorRate: number;
  lcpP75: number | null;
  inpP75: number | null;
}

export type CanaryVerdict =
  { action: 'wait'; why: string } | { action: 'rollback'; why: string } | { action: 'promote'; why: string };

/** Who changes the registry: an admin (their e-mail), a remote's deploy key, or the canary job. */
export type ReleaseActor = { kind: 'admin'; email: string } | { kind: 'deployKey'; remote: RemoteName } | 'automatic';

export interface ReleaseChangeInput {
  stable?: string;
  canary?: string | null;
  share?: number;
  autoPromote?: boolean;
  owner?: string;
  reason: string;
}

const MANIFEST_TIMEOUT_MS = 3_000;
const PLATFORM = '@replay/platform';
const HISTORY_LIMIT = 100;
const SERVED_TTL_MS = 5_000;

const percent = (rate: number) => `${(Math.round(rate * 1000) / 10).toString()} %`;

export function healthOf(version: string, figures: VersionFigures | undefined): Health {
  const sessions = figures?.sessions ?? 0;
  const failedLoads = figures?.failed_loads ?? 0;
  const errors = figures?.errors ?? 0;
  return {
    version,
    sessions,
    failedLoads,
    errors,
    failureRate: sessions ? failedLoads / sessions : 0,
    errorRate: sessions ? errors / sessions : 0,
    lcpP75: figures?.lcp_p75 ?? null,
    inpP75: figures?.inp_p75 ?? null,
  };
}

/**
 * The canary job's judgement of one canary against its stable version over the window: too few
 * sessions → wait; a failed-load or error rate more than `failRatio` times stable's and at least
 * `failPoints` percentage points above it → roll back; otherwise healthy, promoted when asked to
 * and baked long enough.
 */
export function judgeCanary(
  stable: Health,
  canary: Health,
  rules: Pick<ReleaseSettings, 'minSessions' | 'failRatio' | 'failPoints'> & { baked: boolean; autoPromote: boolean },
): CanaryVerdict {
  if (canary.sessions < rules.minSessions) {
    return { action: 'wait', why: `${canary.sessions} of ${rules.minSessions} sessions` };
  }
  const worse = (rate: 'failureRate' | 'errorRate') =>
    canary[rate] > rules.failRatio * stable[rate] && canary[rate] - stable[rate] >= rules.failPoints / 100;
  for (const [rate, what] of [
    ['failureRate', 'failed loads'],
    ['errorRate', 'errors'],
  ] as const) {
    if (worse(rate)) {
      return {
        action: 'rollback',
        why: `${what}: canary ${canary.version} ${percent(canary[rate])} against stable ${stable.version} ${percent(stable[rate])} over ${canary.sessions} canary sessions`,
      };
    }
  }
  if (rules.autoPromote && rules.baked) {
    return {
      action: 'promote',
      why: `healthy over ${canary.sessions} sessions: failed loads ${percent(canary.failureRate)}, errors ${percent(canary.errorRate)}`,
    };
  }
  return { action: 'wait', why: 'healthy' };
}

const stateOf = (row: ReleaseRow): ReleaseState => ({
  stable: row.stable_version,
  canary: row.canary_version,
  share: row.canary_share,
});

const actorName = (actor: ReleaseActor) =>
  actor === 'automatic' ? 'automatic' : actor.kind === 'admin' ? actor.email : `deploy key (${actor.remote})`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The platform range a federation manifest's shared modules require, or the version it provides. */
function platformOf(manifest: unknown, field: 'requiredVersion' | 'version'): string | undefined {
  if (!isObject(manifest) || !Array.isArray(manifest.shared)) return undefined;
  const entry: unknown = manifest.shared.find((shared: unknown) => isObject(shared) && shared.name === PLATFORM);
  const value = isObject(entry) ? entry[field] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The release registry (server/README.md, "Releases"): what each remote's visitors get, every
 * change with who made it and why, the health each version shows, and the canary job that rolls a
 * worse canary back or promotes a healthy one.
 */
export class ReleaseService {
  constructor(
    private readonly options: {
      db: Database;
      clock: Clock;
      fetch: typeof globalThis.fetch;
      settings: ReleaseSettings;
      siteUrl: string;
    },
  ) {}

  /** A version's manifest URL on its remote's server: the root build, or /<version>/ beside it. */
  manifestUrl(remote: RemoteName, version: string): string {
    const root = this.options.settings.remoteUrls[remote];
    return version === ROOT_BUILD_VERSION ? root : new URL(`${version}/mf-manifest.json`, new URL('.', root)).href;
  }

  private async rows(): Promise<Map<RemoteName, ReleaseRow>> {
    return new Map((await listReleaseRows(this.options.db)).map((row) => [row.remote, row]));
  }

  private describe(row: ReleaseRow | undefined, remote: RemoteName) {
    const stable = row?.stable_version ?? ROOT_BUILD_VERSION;
    return {
      name: remote,
      stable: { version: stable, manifestUrl: this.manifestUrl(remote, stable) },
      canary:
        row?.canary_version && row.canary_share > 0
          ? {
              version: row.canary_version,
              manifestUrl: this.manifestUrl(remote, row.canary_version),
              share: row.canary_share,
            }
          : null,
    };
  }

  /**
   * What the shell's servers compose from (GET /releases/current): the remotes deployed through the
   * registry. One it does not name, or names at its root build without a canary, keeps the URL the
   * shell's server is configured with (REMOTE_<NAME>_URL).
   */
  async current() {
    const rows = await this.rows();
    return REMOTE_NAMES.flatMap((remote) => {
      const row = rows.get(remote);
      const deployed =
        row && (row.stable_version !== ROOT_BUILD_VERSION || (row.canary_version && row.canary_share > 0));
      return deployed ? [this.describe(row, remote)] : [];
    });
  }

  private since(): Date {
    return new Date(this.options.clock.now().getTime() - this.options.settings.windowMs);
  }

  /** Every remote with its owner, auto-promotion and each served version's health over the window (GET /releases). */
  async list() {
    const [rows, figures] = await Promise.all([this.rows(), versionFigures(this.options.db, this.since())]);
    return REMOTE_NAMES.map((remote) => this.withHealth(remote, rows.get(remote), figures));
  }

  private withHealth(remote: RemoteName, row: ReleaseRow | undefined, figures: VersionFigures[]) {
    const described = this.describe(row, remote);
    const versions = [row?.stable_version ?? ROOT_BUILD_VERSION, ...(row?.canary_version ? [row.canary_version] : [])];
    return {
      ...described,
      // A canary rolled back (share 0) is still named, so its figures and a promotion by hand stay at hand.
      canary:
        described.canary ??
        (row?.canary_version
          ? { version: row.canary_version, manifestUrl: this.manifestUrl(remote, row.canary_version), share: 0 }
          : null),
      owner: row?.owner ?? null,
      autoPromote: row?.auto_promote ?? false,
      canarySince: row?.canary_since?.toISOString() ?? null,
      health: versions.map((version) =>
        healthOf(
          version,
          figures.find((figure) => figure.remote === remote && figure.version === version),
        ),
      ),
    };
  }

  async history(remote: RemoteName) {
    const rows = await listReleaseChanges(this.options.db, remote, HISTORY_LIMIT);
    return rows.map((row: ReleaseChangeRow) => ({
      _id: row.id,
      remote: row.remote,
      at: row.at.toISOString(),
      actor: row.actor,
      from: { stable: row.from_stable, canary: row.from_canary, share: row.from_share },
      to: { stable: row.to_stable, canary: row.to_canary, share: row.to_share },
      reason: row.reason,
      figures: (row.figures ?? null) as { stable: Health; canary: Health } | null,
    }));
  }

  private async fetchJson(url: string): Promise<unknown> {
    const response = await this.options.fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  }

  /**
   * 409 unless `version` is released for `remote` (its server serves `<version>/mf-manifest.json`)
   * and its platform range admits the platform the running shell provides: the check the federation
   * runtime makes in every browser, made once at deploy time instead.
   */
  private async checkDeployable(remote: RemoteName, version: string): Promise<void> {
    if (version === ROOT_BUILD_VERSION) return;
    const url = this.manifestUrl(remote, version);
    let manifest: unknown;
    try {
      manifest = await this.fetchJson(url);
    } catch {
      throw conflict(`${remote} ${version} is not released: its server does not serve ${url}`);
    }
    const required = platformOf(manifest, 'requiredVersion');
    if (!required) return;
    let provided: string | undefined;
    try {
      provided = platformOf(await this.fetchJson(`${this.options.settings.shellUrl}/mf-manifest.json`), 'version');
    } catch {
      provided = undefined;
    }
    if (!provided) {
      throw conflict(`The running shell's platform version could not be read to check ${remote} ${version}`);
    }
    if (!semver.satisfies(provided, required)) {
      throw conflict(
        `${remote} ${version} needs ${PLATFORM} ${required}, but the running shell provides ${provided}: it would not load`,
      );
    }
  }

  /** A change by an admin or a deploy key (PUT /releases/{remote}), recorded in the history. */
  async change(remote: RemoteName, input: ReleaseChangeInput, actor: ReleaseActor) {
    const reason = input.reason.trim();
    if (!reason) throw badRequest('reason: say why');
    for (const version of new Set([input.stable, input.canary].filter((v): v is string => typeof v === 'string'))) {
      await this.checkDeployable(remote, version);
    }
    const now = this.options.clock.now();
    await this.options.db.transaction(async (tx) => {
      const before = await lockRelease(tx, remote);
      const next: ReleaseRow = { ...before };
      if (input.stable !== undefined) {
        next.stable_version = input.stable;
        // The canary promoted: everyone gets it.
        if (input.stable === next.canary_version && input.canary === undefined) next.canary_version = null;
      }
      if (input.canary !== undefined) {
        if (input.canary !== next.canary_version) next.canary_since = null;
        next.canary_version = input.canary;
      }
      if (next.canary_version === null) next.canary_share = 0;
      if (input.share !== undefined) {
        if (input.share > 0 && next.canary_version === null) throw badRequest('share: there is no canary to share');
        next.canary_share = input.share;
      }
      if (next.canary_version !== null && next.canary_version === next.stable_version) {
        throw badRequest(`canary: ${next.canary_version} is already the stable version`);
      }
      if (next.canary_share === 0) next.canary_since = null;
      else if (before.canary_share === 0 || next.canary_since === null) next.canary_since = now;
      if (input.autoPromote !== undefined) next.auto_promote = input.autoPromote;
      if (input.owner !== undefined) next.owner = input.owner;
      if (next.canary_version === null) next.auto_promote = input.autoPromote ?? false;
      await saveRelease(tx, next);
      await insertReleaseChange(tx, {
        remote,
        at: now,
        actor: actorName(actor),
        from: stateOf(before),
        to: stateOf(next),
        reason,
        figures: null,
      });
    });
    return this.withHealth(
      remote,
      (await this.rows()).get(remote),
      await versionFigures(this.options.db, this.since()),
    );
  }

  /**
   * What a tab reported of the remote that drew its page (POST /rum): each event, and its LCP and
   * INP as one `vitals` row. Kept REMOTE_REPORTS_KEEP_DAYS for the canary's analysis.
   */
  async report(report: {
    remote: RemoteName;
    version: string;
    session: string;
    events: readonly RemoteEvent[];
    lcpMs?: number;
    inpMs?: number;
  }): Promise<void> {
    const withVitals = report.lcpMs !== undefined || report.inpMs !== undefined;
    await insertRemoteReports(this.options.db, {
      at: this.options.clock.now(),
      remote: report.remote,
      version: report.version,
      session: report.session,
      events: withVitals ? [...report.events, 'vitals'] : report.events,
      ...(report.lcpMs === undefined ? {} : { lcpMs: report.lcpMs }),
      ...(report.inpMs === undefined ? {} : { inpMs: report.inpMs }),
    });
  }

  private served: { at: number; versions: Promise<Set<string>> } | undefined;

  /**
   * The versions each remote serves now (`remote@version`), for the metrics' labels (others are
   * counted as `other`); read again after SERVED_TTL_MS.
   */
  servedVersions(): Promise<Set<string>> {
    const now = this.options.clock.now().getTime();
    if (!this.served || now - this.served.at > SERVED_TTL_MS || now < this.served.at) {
      const versions = this.readServedVersions();
      versions.catch(() => (this.served = undefined));
      this.served = { at: now, versions };
    }
    return this.served.versions;
  }

  private async readServedVersions(): Promise<Set<string>> {
    const rows = await this.rows();
    const served = new Set<string>();
    for (const remote of REMOTE_NAMES) {
      const row = rows.get(remote);
      served.add(`${remote}@${row?.stable_version ?? ROOT_BUILD_VERSION}`);
      if (row?.canary_version) served.add(`${remote}@${row.canary_version}`);
    }
    return served;
  }

  /**
   * One run of the canary job (every CANARY_CHECK_SECONDS on every instance): each running canary
   * is judged against its stable version over the window; a rollback or promotion is one
   * conditional statement (changeRunningCanary), so one instance makes it, records it and mails
   * the owner. Old reports are deleted.
   */
  async runCanaryJob(): Promise<void> {
    const { db, clock, settings } = this.options;
    const now = clock.now();
    await deleteRemoteReports(db, new Date(now.getTime() - settings.keepReportsMs));
    const rows = [...(await this.rows()).values()].filter((row) => row.canary_version && row.canary_share > 0);
    if (rows.length === 0) return;
    const figures = await versionFigures(db, this.since());
    for (const row of rows) {
      const canaryVersion = row.canary_version!;
      const find = (version: string) =>
        healthOf(
          version,
          figures.find((figure) => figure.remote === row.remote && figure.version === version),
        );
      const stable = find(row.stable_version);
      const canary = find(canaryVersion);
      const verdict = judgeCanary(stable, canary, {
        ...settings,
        autoPromote: row.auto_promote,
        baked: row.canary_since !== null && now.getTime() - row.canary_since.getTime() >= settings.bakeMs,
      });
      if (verdict.action === 'wait') continue;
      const to =
        verdict.action === 'rollback'
          ? { stable: row.stable_version, canary: canaryVersion, share: 0 }
          : { stable: canaryVersion, canary: null, share: 0 };
      const reason =
        verdict.action === 'rollback'
          ? `Rolled back automatically: ${verdict.why}`
          : `Promoted automatically: ${verdict.why}`;
      await db.transaction(async (tx) => {
        const changed = await changeRunningCanary(tx, row.remote, canaryVersion, to);
        if (!changed) return; // another instance decided first, or a person changed it meanwhile
        await insertReleaseChange(tx, {
          remote: row.remote,
          at: now,
          actor: 'automatic',
          from: stateOf(row),
          to,
          reason,
          figures: { stable, canary },
        });
        if (row.owner) {
          const content = renderMail(
            {
              subject: `${row.remote} ${canaryVersion}: ${verdict.action === 'rollback' ? 'rolled back' : 'promoted'} automatically`,
              heading:
                verdict.action === 'rollback'
                  ? `The ${row.remote} canary ${canaryVersion} was rolled back`
                  : `The ${row.remote} canary ${canaryVersion} is now stable`,
              paragraphs: [
                reason,
                verdict.action === 'rollback'
                  ? `Every visitor gets ${row.stable_version} again. The canary may be deployed again once fixed.`
                  : 'Every visitor gets it now.',
              ],
              details: [
                [
                  'Stable',
                  `${stable.version}: ${stable.sessions} sessions, failed loads ${percent(stable.failureRate)}, errors ${percent(stable.errorRate)}`,
                ],
                [
                  'Canary',
                  `${canary.version}: ${canary.sessions} sessions, failed loads ${percent(canary.failureRate)}, errors ${percent(canary.errorRate)}`,
                ],
              ],
            },
            {
              action: { label: 'Open Releases', url: `${this.options.siteUrl}${paths.releases}` },
              preferencesUrl: `${this.options.siteUrl}${paths.notifications}`,
            },
          );
          await queueMail(tx, {
            userId: null,
            key: `release:${row.remote}:${canaryVersion}:${verdict.action}:${now.getTime()}`,
            category: 'account',
            to: row.owner,
            ...content,
            headers: {},
          });
        }
      });
    }
  }
}
