import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditTargetKind, Endpoint } from '@replay/contract';
import { insertAuditEntry } from '../db/audit';

/**
 * What each admin action acts on: the kind of its target and the path parameter that holds the
 * target's id. Every endpoint an admin may call to change something is here: registering one that
 * is not fails at start (see auditOf), so no admin action goes unrecorded.
 */
export const AUDITED_ACTIONS: Readonly<Record<string, { kind: AuditTargetKind; param: string }>> = {
  deleteBuyer: { kind: 'user', param: 'id' },
  deleteSeller: { kind: 'user', param: 'id' },
  verifySeller: { kind: 'user', param: 'id' },
  deleteProduct: { kind: 'product', param: 'id' },
  deleteReportedProduct: { kind: 'product', param: 'productId' },
  hideMessage: { kind: 'message', param: 'id' },
  resolveDispute: { kind: 'dispute', param: 'id' },
  decideCase: { kind: 'case', param: 'id' },
  decideAppeal: { kind: 'appeal', param: 'id' },
  putRelease: { kind: 'release', param: 'remote' },
};

/**
 * An endpoint whose calls by an admin are admin actions: one that changes something, only admins
 * may call, or that admins may call among others (a listing's deletion). The admin's own reports,
 * messages and saved items (endpoints every member may call) are not moderation.
 */
export function isAdminAction(endpoint: Endpoint): boolean {
  if (endpoint.method === 'GET' || !Array.isArray(endpoint.access)) return false;
  const access = endpoint.access as readonly string[];
  return access.includes('admin') && !(access.includes('buyer') && access.includes('seller'));
}

/**
 * The `onSend` hook that writes an admin action's audit row once it succeeded (in a transaction of
 * its own, after the action's): the actor, the endpoint's name as the action, the target, the
 * ground and reason the admin gave, the request's id. Undefined for endpoints that are not admin
 * actions; throws for an admin action with no entry in AUDITED_ACTIONS.
 */
export function auditOf(endpoint: Endpoint, name: string) {
  if (!isAdminAction(endpoint)) return undefined;
  const audited = AUDITED_ACTIONS[name];
  if (!audited) throw new Error(`${name} is an admin action without an audit target (src/admin/audit.ts)`);
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const actor = request.account;
    if (!actor || actor.role !== 'admin' || reply.statusCode >= 400) return payload;
    const params = (request.params ?? {}) as Record<string, string>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    await insertAuditEntry(request.server.db, {
      actorId: actor.id,
      action: name,
      target: { kind: audited.kind, id: params[audited.param] ?? '' },
      ground: typeof body.ground === 'string' ? body.ground : undefined,
      // A decision's reason is its facts.
      reason: typeof body.reason === 'string' ? body.reason : typeof body.facts === 'string' ? body.facts : undefined,
      requestId: request.id,
    });
    return payload;
  };
}
