import type { AuditTargetKind } from '@replay/contract';
import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';

export interface AuditRow {
  id: string;
  actor_id: string;
  actor_name: string;
  action: string;
  target_kind: AuditTargetKind;
  target_id: string;
  ground: string | null;
  reason: string | null;
  request_id: string;
  created_at: Date;
  [key: string]: unknown;
}

export async function insertAuditEntry(
  db: Queryable,
  entry: {
    actorId: string;
    action: string;
    target: { kind: AuditTargetKind; id: string };
    ground?: string;
    reason?: string;
    requestId: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, action, target_kind, target_id, ground, reason, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.actorId,
      entry.action,
      entry.target.kind,
      entry.target.id,
      entry.ground ?? null,
      entry.reason ?? null,
      entry.requestId,
    ],
  );
}

/** A page of the audit log, newest first, narrowed to an actor, an action and a target when given. */
export function listAuditEntries(
  db: Queryable,
  filter: { actor?: string; action?: string; target?: string },
  page: PageRequest,
): Promise<Array<AuditRow & { time_key: string }>> {
  const after = page.after ? `AND ${afterTimeId('a.created_at', 'a.id', '$5', '$6')}` : '';
  return db.query(
    `SELECT a.id, a.actor_id, u.name AS actor_name, a.action, a.target_kind, a.target_id, a.ground, a.reason,
       a.request_id, a.created_at, ${timeKey('a.created_at')} AS time_key
     FROM audit_log a JOIN users u ON u.id = a.actor_id
     WHERE ($1::uuid IS NULL OR a.actor_id = $1) AND ($2::text IS NULL OR a.action = $2)
       AND ($3::text IS NULL OR a.target_id = $3) ${after}
     ORDER BY a.created_at DESC, a.id DESC LIMIT $4`,
    [filter.actor ?? null, filter.action ?? null, filter.target ?? null, page.limit + 1, ...(page.after ?? [])],
  );
}
