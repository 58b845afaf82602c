import type { RemoteEvent, RemoteName } from '@replay/contract';
import type { Queryable } from './database';

/* The release registry's tables (migration 16). Times are the app's clock's. */

export interface ReleaseRow {
  remote: RemoteName;
  stable_version: string;
  canary_version: string | null;
  canary_share: number;
  canary_since: Date | null;
  auto_promote: boolean;
  owner: string | null;
  [key: string]: unknown;
}

/** What a remote points at: the history's from and to. */
export interface ReleaseState {
  stable: string;
  canary: string | null;
  share: number;
}

export interface ReleaseChangeRow {
  id: string;
  remote: RemoteName;
  at: Date;
  actor: string;
  from_stable: string;
  from_canary: string | null;
  from_share: number;
  to_stable: string;
  to_canary: string | null;
  to_share: number;
  reason: string;
  figures: unknown;
  [key: string]: unknown;
}

/** One version's figures over a window, as the database counts them. */
export interface VersionFigures {
  remote: RemoteName;
  version: string;
  sessions: number;
  failed_loads: number;
  errors: number;
  lcp_p75: number | null;
  inp_p75: number | null;
  [key: string]: unknown;
}

export function listReleaseRows(db: Queryable): Promise<ReleaseRow[]> {
  return db.query<ReleaseRow>('SELECT * FROM releases');
}

/** A remote's row, locked for a change in this transaction (created with the defaults when it has none). */
export async function lockRelease(db: Queryable, remote: RemoteName): Promise<ReleaseRow> {
  await db.query('INSERT INTO releases (remote) VALUES ($1) ON CONFLICT (remote) DO NOTHING', [remote]);
  return (await db.query<ReleaseRow>('SELECT * FROM releases WHERE remote = $1 FOR UPDATE', [remote]))[0]!;
}

export async function saveRelease(db: Queryable, row: ReleaseRow): Promise<ReleaseRow> {
  const rows = await db.query<ReleaseRow>(
    `UPDATE releases SET stable_version = $2, canary_version = $3, canary_share = $4, canary_since = $5,
       auto_promote = $6, owner = $7
     WHERE remote = $1 RETURNING *`,
    [
      row.remote,
      row.stable_version,
      row.canary_version,
      row.canary_share,
      row.canary_since,
      row.auto_promote,
      row.owner,
    ],
  );
  return rows[0]!;
}

/**
 * An automatic change of a running canary, made only while the remote still runs that canary at a
 * share above 0: of several instances deciding at once, one statement wins (the others get no row).
 */
export async function changeRunningCanary(
  db: Queryable,
  remote: RemoteName,
  canary: string,
  to: { stable: string; canary: string | null; share: number },
): Promise<ReleaseRow | undefined> {
  const rows = await db.query<ReleaseRow>(
    `UPDATE releases SET stable_version = $3, canary_version = $4, canary_share = $5,
       canary_since = CASE WHEN $5 > 0 THEN canary_since END, auto_promote = auto_promote AND $5 > 0
     WHERE remote = $1 AND canary_version = $2 AND canary_share > 0 RETURNING *`,
    [remote, canary, to.stable, to.canary, to.share],
  );
  return rows[0];
}

export async function insertReleaseChange(
  db: Queryable,
  change: {
    remote: RemoteName;
    at: Date;
    actor: string;
    from: ReleaseState;
    to: ReleaseState;
    reason: string;
    figures: unknown;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO release_changes (remote, at, actor, from_stable, from_canary, from_share, to_stable, to_canary,
       to_share, reason, figures)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      change.remote,
      change.at,
      change.actor,
      change.from.stable,
      change.from.canary,
      change.from.share,
      change.to.stable,
      change.to.canary,
      change.to.share,
      change.reason,
      change.figures === null ? null : JSON.stringify(change.figures),
    ],
  );
}

/** A remote's changes, newest first (the last `limit`). */
export function listReleaseChanges(db: Queryable, remote: RemoteName, limit: number): Promise<ReleaseChangeRow[]> {
  return db.query<ReleaseChangeRow>('SELECT * FROM release_changes WHERE remote = $1 ORDER BY seq DESC LIMIT $2', [
    remote,
    limit,
  ]);
}

/** What one tab reported of one remote version: its events, or its vitals (`event` 'vitals'). */
export async function insertRemoteReports(
  db: Queryable,
  report: {
    at: Date;
    remote: RemoteName;
    version: string;
    session: string;
    events: readonly (RemoteEvent | 'vitals')[];
    lcpMs?: number;
    inpMs?: number;
  },
): Promise<void> {
  if (report.events.length === 0) return;
  await db.query(
    `INSERT INTO remote_reports (at, remote, version, session, event, lcp_ms, inp_ms)
     SELECT $1, $2, $3, $4, e, CASE WHEN e = 'vitals' THEN $6::real END, CASE WHEN e = 'vitals' THEN $7::real END
     FROM unnest($5::text[]) AS e`,
    [
      report.at,
      report.remote,
      report.version,
      report.session,
      report.events,
      report.lcpMs ?? null,
      report.inpMs ?? null,
    ],
  );
}

/**
 * Each reported version's figures since `since`: sessions (tabs that reported anything), sessions
 * with a failed load, sessions with an error, and the 75th percentile of LCP and INP.
 */
export function versionFigures(db: Queryable, since: Date): Promise<VersionFigures[]> {
  return db.query<VersionFigures>(
    `SELECT remote, version,
       count(DISTINCT session)::int AS sessions,
       count(DISTINCT session) FILTER (WHERE event = 'remote_load_failed')::int AS failed_loads,
       count(DISTINCT session) FILTER (WHERE event = 'remote_error')::int AS errors,
       (percentile_cont(0.75) WITHIN GROUP (ORDER BY lcp_ms) FILTER (WHERE lcp_ms IS NOT NULL))::float8 AS lcp_p75,
       (percentile_cont(0.75) WITHIN GROUP (ORDER BY inp_ms) FILTER (WHERE inp_ms IS NOT NULL))::float8 AS inp_p75
     FROM remote_reports WHERE at >= $1
     GROUP BY remote, version`,
    [since],
  );
}

/** Reports older than `before` are no longer part of any analysis. */
export async function deleteRemoteReports(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM remote_reports WHERE at < $1', [before]);
}
