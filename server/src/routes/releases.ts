import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { requireRole } from '../auth/guards';
import { forbidden } from '../errors';
import type { ReleaseActor } from '../releases/service';
import { endpointRoute } from './endpoint-route';

declare module 'fastify' {
  interface FastifyRequest {
    /** The remote whose deploy key the caller presented (the release registry's routes). */
    deployKeyOf?: RemoteName;
  }
}

const bearerToken = (request: FastifyRequest) => /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

const sameKey = (given: string, key: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(key)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The release registry (src/releases/service.ts). GET /releases/current is public: manifest URLs
 * and shares, what every visitor's browser is told anyway. The rest take a signed-in admin or a
 * remote's deploy key (DEPLOY_KEYS) as the bearer token; a key changes its own remote only.
 */
export async function releaseRoutes(app: FastifyInstance): Promise<void> {
  const { releases } = app;
  const keys = app.config.releases.deployKeys;
  const requireAdmin = requireRole('admin');
  /** A deploy key, else an admin's token (401 without a credential, 403 for another role). */
  const adminOrDeployKey = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const remote = token ? REMOTE_NAMES.find((name) => keys[name] && sameKey(token, keys[name]!)) : undefined;
    if (remote) request.deployKeyOf = remote;
    else await requireAdmin(request);
  };
  const actorOf = (request: FastifyRequest): ReleaseActor =>
    request.deployKeyOf
      ? { kind: 'deployKey', remote: request.deployKeyOf }
      : { kind: 'admin', email: request.account!.email };

  endpointRoute(app, endpoints.getCurrentReleases, {
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { remotes: await releases.current() };
    },
  });

  endpointRoute(app, endpoints.listReleases, {
    guard: adminOrDeployKey,
    handler: async () => ({ remotes: await releases.list() }),
  });

  endpointRoute(app, endpoints.getReleaseHistory, {
    guard: adminOrDeployKey,
    handler: async (request) => ({ items: await releases.history(request.params.remote) }),
  });

  endpointRoute(app, endpoints.putRelease, {
    guard: adminOrDeployKey,
    rateLimit: app.config.rateLimits.writes,
    handler: async (request) => {
      const { remote } = request.params;
      if (request.deployKeyOf && request.deployKeyOf !== remote) {
        throw forbidden(`This deploy key is the ${request.deployKeyOf} remote's; it cannot change ${remote}`);
      }
      return releases.change(remote, request.body, actorOf(request));
    },
  });
}
