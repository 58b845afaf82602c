import type { FastifyPluginAsync } from 'fastify';
import type { HealthResponse } from '@replay/contract';

/** 200 when every dependency answers, 503 naming the one that does not (load balancers route by it). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply): Promise<HealthResponse> => {
    const dependencies = await app.health.report();
    const ok = Object.values(dependencies).every((state) => state === 'ok');
    reply.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      database: app.db.kind,
      dependencies,
      uptime: Math.round(process.uptime()),
    };
  });
};
