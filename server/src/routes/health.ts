import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { endpointRoute } from './endpoint-route';

/** 200 when every dependency answers, 503 naming the one that does not (load balancers route by it). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, endpoints.getHealth, {
    handler: async (_request, reply) => {
      const dependencies = await app.health.report();
      const ok = Object.values(dependencies).every((state) => state === 'ok');
      reply.status(ok ? 200 : 503);
      return {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: app.db.kind,
        dependencies,
        uptime: Math.round(process.uptime()),
      };
    },
  });

  endpointRoute(app, endpoints.getOpenApi, { handler: async () => app.swagger() as Record<string, unknown> });
}
