import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { OneOf, Strict } from '../schemas';

const HealthSchema = Strict({
  status: OneOf(['ok', 'degraded'] as const),
  database: OneOf(['pglite', 'postgres'] as const),
  /** Each dependency the instance uses: database, redis (with REDIS_URL), images. */
  dependencies: Type.Record(Type.String(), OneOf(['ok', 'down'] as const)),
  uptime: Type.Integer(),
});

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Ready: 200 when every dependency answers, else 503 naming the one that does not',
  access: 'public',
  responses: { 200: HealthSchema, 503: HealthSchema },
});

export const getOpenApi = defineEndpoint({
  method: 'GET',
  path: '/openapi.json',
  summary: 'This API described in OpenAPI 3.1, generated from its endpoint entries',
  access: 'public',
  responses: { 200: Type.Object({}, { additionalProperties: true }) },
});
