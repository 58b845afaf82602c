import type { FastifyPluginAsync } from 'fastify';
import type { HealthResponse } from '@replay/shared/contract';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (): Promise<HealthResponse> => ({
    status: 'ok',
    database: app.db.kind,
    uptime: Math.round(process.uptime()),
  }));
};
