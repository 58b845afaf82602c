import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis shared by the instances (REDIS_URL), when configured. */
    redis: Redis | undefined;
  }
}

/**
 * Redis, shared by every instance for the rate limits. Commands fail fast while Redis is away (the
 * limits then let requests through) and ioredis reconnects on its own. Without REDIS_URL, none.
 */
export default fp(
  async (app) => {
    const { redisUrl } = app.config;
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : undefined;
    redis?.on('error', (error) => app.log.warn({ err: error }, 'Redis unavailable'));
    app.decorate('redis', redis);
    app.addHook('onClose', async () => redis?.disconnect());
  },
  { name: 'redis' },
);
