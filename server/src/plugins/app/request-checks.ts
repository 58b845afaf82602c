import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors';

/*
 * Checks of what a request carries that JSON Schema cannot say, each a 400 `{ message }` before
 * the handler runs, so no such input reaches the database as an error (a 500).
 */

/** The first string under `value` holding a NUL character, as a field path; PostgreSQL's text refuses it. */
function fieldWithNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithNul(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

const withNul = (field: string) => badRequest(`${field} must not contain a NUL character`);

/** The spec's calls take each query parameter once; `?email=a&email=b` is a mistake or a probe. */
async function checkQuery(request: FastifyRequest): Promise<void> {
  for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
    if (Array.isArray(value)) throw badRequest(`The query parameter "${name}" may be given only once`);
    if (typeof value === 'string' && value.includes('\u0000')) throw withNul(name);
  }
}

async function checkBody(request: FastifyRequest): Promise<void> {
  const field = fieldWithNul(request.body, '');
  if (field) throw withNul(field);
}

/**
 * A query number is coerced from its text after it is read: "1e309" becomes Infinity, which ajv
 * lets through every bound it checks (it checks bounds on finite numbers only).
 */
async function checkFiniteQuery(request: FastifyRequest): Promise<void> {
  for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
    if (typeof value === 'number' && !Number.isFinite(value)) throw badRequest(`${name} must be a finite number`);
  }
}

type Hook = (request: FastifyRequest) => Promise<void>;

/** Puts `hook` first among a route's hooks of one kind. */
function prepend(route: RouteOptions, kind: 'preValidation' | 'preHandler', hook: Hook): void {
  const existing = route[kind];
  route[kind] = [
    hook,
    ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
  ] as RouteOptions[typeof kind];
}

function hasNumberProperty(schema: unknown): boolean {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
  return Object.values(properties).some((property) => property.type === 'number' || property.type === 'integer');
}

/**
 * The checks: the query's on every request (it is read before routing's hooks run), the body's and
 * the numbers' only on the routes that take them, so the others pay nothing. Register it before the routes.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', checkQuery);
    app.addHook('onRoute', (route) => {
      if (route.schema?.body) prepend(route, 'preValidation', checkBody);
      if (hasNumberProperty(route.schema?.querystring)) prepend(route, 'preHandler', checkFiniteQuery);
    });
  },
  { name: 'request-checks' },
);
