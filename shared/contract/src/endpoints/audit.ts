import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { AuditEntrySchema, Id, PageOf, PageQuery, Strict } from '../schemas';

/** The audit log: every admin action, one append-only row each. */

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/admin/audit',
  summary: "Admins' actions, newest first, filtered by actor, action and target",
  access: ['admin'],
  query: Strict({
    ...PageQuery.properties,
    actor: Type.Optional(Id),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    /** A target's id (a user's, a product's, a message's or a dispute's). */
    target: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  }),
  paging: 'body',
  responses: { 200: PageOf(AuditEntrySchema) },
});
