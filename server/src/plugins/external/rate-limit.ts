import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { rateLimitKey } from '../../auth/guards';
import { HttpError } from '../../errors';
import { countRefusal } from '../../rate-limits';

/**
 * Rate limits: none globally; a route names its own (`endpointRoute`'s `rateLimit`), counted per
 * signed-in user or client address, in Redis across instances when REDIS_URL is set (letting
 * requests through while Redis is away), else in this process.
 */
export default fp(
  async (app) => {
    const { redis } = app;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, skipOnError: true, nameSpace: 'replay-rate-limit-' } : {}),
      keyGenerator: rateLimitKey,
      errorResponseBuilder: (request, context) => {
        countRefusal(app, request);
        return new HttpError(429, `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} seconds`);
      },
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
