import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { OptionalKind, type Static, type TSchema } from '@sinclair/typebox';
import type { Endpoint, EndpointAccess, ResponseOf } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { ErrorBody } from '@replay/contract/schemas';
import { auditOf } from '../admin/audit';
import { refusedWhileSuspended, refuseWhileSuspended } from '../moderation/suspension';
import type { ListsChanged } from '../plugins/app/public-cache';
import {
  authenticate,
  authenticateIdOrAccessToken,
  authenticateIdToken,
  requireFreshSignIn,
  requireOwnEmail,
  requireRole,
  requireVerifiedEmail,
} from '../auth/guards';

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** A request to an endpoint: its params, query and body typed from the endpoint's entry. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: StaticOf<E['params']>;
  Querystring: StaticOf<E['query']>;
  Body: StaticOf<E['body']>;
}>;

export interface EndpointRouteOptions<E extends Endpoint> {
  /** Requests per minute per caller (see rateLimitKey); unlimited when absent. */
  rateLimit?: number;
  /** Who `rateLimit` counts, when not the signed-in user, else the client address. */
  rateLimitKey?: (request: FastifyRequest) => string;
  /** Admins may name anyone in `?email=` (the role and verified lookups); others only themselves. */
  adminMayNameAnyone?: boolean;
  /**
   * What a successful call may change in the public lists the public cache keeps: `all` (the cache
   * is cleared), `products` (the list of categories is kept), or by default `nothing` (it writes
   * none of what they show: no product, seller or category), so that no call, anonymous ones
   * included, empties the cache unless it says so. Say no less than the route changes: a list it
   * changed would be served stale until it expires.
   */
  publicLists?: ListsChanged;
  /**
   * Who may call, instead of the guard of the endpoint's access: for a credential besides our
   * tokens (a remote's deploy key beside an admin's token). Documented with the endpoint's access.
   */
  guard?: (request: FastifyRequest) => Promise<void>;
  /** The caller must have confirmed their e-mail address (403 "Confirm your e-mail address first"). */
  verifiedEmail?: boolean;
  /** A Firebase ID token from a sign-in of the last FRESH_SIGN_IN_SECONDS (401 "Please sign in again"). */
  freshSignIn?: boolean;
  /**
   * Answers with the endpoint's body, or with the reply when it sent one itself (a stream, a cached
   * body already serialised). The status is the endpoint's first success unless the handler sets another.
   */
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<ResponseOf<E> | FastifyReply>;
}

/** The guard of each kind of access, run on `onRequest` (before any body is parsed). */
function guardOf(access: EndpointAccess): RouteOptions['onRequest'] {
  if (access === 'public') return undefined;
  if (access === 'idToken') return authenticateIdToken;
  if (access === 'idOrAccessToken') return authenticateIdOrAccessToken;
  if (access === 'token') return authenticate;
  return requireRole(...access);
}

/**
 * An entry whose body is optional (`Type.Optional`) takes a call without one as an empty object:
 * Fastify would otherwise validate the missing body against the object's schema, and refuse it.
 */
async function emptyBodyWhenNone(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

/** The OpenAPI security requirement of each kind of access. */
function securityOf(access: EndpointAccess): FastifySchema['security'] {
  if (access === 'public') return [];
  if (access === 'idToken') return [{ firebaseIdToken: [] }];
  if (access === 'idOrAccessToken') return [{ firebaseIdToken: [] }, { accessToken: [] }];
  return [{ accessToken: [] }];
}

/** Each entry's name (its export in `@replay/contract/endpoints`): the operation's id in the API's documentation. */
const NAMES = new Map<Endpoint, string>(Object.entries(endpoints).map(([name, entry]) => [entry, name]));

/**
 * The answers of an endpoint: each of its own statuses, in the content types it `produces` when they
 * are not JSON (an image, the live stream), and its errors (4xx, 5xx), JSON always.
 */
function responsesOf(endpoint: Endpoint): Record<string, unknown> {
  if (!endpoint.produces) return { ...endpoint.responses, '4xx': ErrorBody, '5xx': ErrorBody };
  const types = typeof endpoint.produces === 'string' ? [endpoint.produces] : endpoint.produces;
  const own = Object.entries(endpoint.responses).map(([status, schema]) => [
    status,
    { content: Object.fromEntries(types.map((type) => [type, { schema }])) },
  ]);
  return { ...Object.fromEntries(own), '4xx': ErrorBody, '5xx': ErrorBody };
}

/** The Fastify schema of an endpoint: validation of its inputs, serialisation of its answers, its documentation. */
export function routeSchema(endpoint: Endpoint): FastifySchema {
  const name = NAMES.get(endpoint);
  if (!name) throw new Error(`${endpoint.method} ${endpoint.path} is not an entry of @replay/contract/endpoints`);
  const tag = endpoint.path.split('/')[1] ?? '';
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [tag],
    security: securityOf(endpoint.access),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.consumes ? { consumes: [endpoint.consumes] } : {}),
    response: responsesOf(endpoint),
  };
}

/**
 * Registers the route of an endpoint from its entry in `@replay/contract/endpoints`: method, path,
 * schemas and who may call it are the entry's; the route adds its handler and limits. A spec call
 * that takes `?email=` gets the own-e-mail check after validation.
 */
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions<E>,
): void {
  const success = Number(Object.keys(endpoint.responses)[0] ?? 200);
  const bodyMayBeLeftOut = Boolean(endpoint.body && OptionalKind in endpoint.body);
  const takesEmail = Boolean(endpoint.query && 'email' in ((endpoint.query as TSchema).properties ?? {}));
  const name = NAMES.get(endpoint)!;
  const preHandler = [
    ...(takesEmail ? [requireOwnEmail({ allowAdmin: options.adminMayNameAnyone })] : []),
    ...(options.freshSignIn ? [requireFreshSignIn] : []),
    ...(options.verifiedEmail ? [requireVerifiedEmail] : []),
  ];
  const audit = auditOf(endpoint, name);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    // A suspended member's writes are refused once the caller is known, before their input is read
    // (src/moderation/suspension.ts).
    onRequest: options.guard
      ? options.guard
      : refusedWhileSuspended(endpoint, name)
        ? async (request: FastifyRequest) => {
            await (guardOf(endpoint.access) as (request: FastifyRequest) => Promise<void>)(request);
            await refuseWhileSuspended(request);
          }
        : guardOf(endpoint.access),
    // Every admin action leaves its row in the audit log (src/admin/audit.ts).
    ...(audit ? { onSend: audit } : {}),
    ...(bodyMayBeLeftOut ? { preValidation: emptyBodyWhenNone } : {}),
    ...(preHandler.length ? { preHandler } : {}),
    config: {
      ...(options.publicLists ? { publicLists: options.publicLists } : {}),
      ...(options.rateLimit
        ? {
            rateLimit: {
              max: options.rateLimit,
              timeWindow: '1 minute',
              ...(options.rateLimitKey ? { keyGenerator: options.rateLimitKey } : {}),
            },
          }
        : {}),
    },
    handler: (request, reply) => {
      if (success !== 200) reply.status(success);
      return options.handler(request as EndpointRequest<E>, reply);
    },
  });
}
