import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { AccountService } from '../accounts/service';
import { signAccessToken } from '../auth/guards';
import { notFound } from '../errors';
import { endpointRoute } from './endpoint-route';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const accounts = new AccountService(app);

  endpointRoute(app, endpoints.getUserRole, {
    adminMayNameAnyone: true,
    handler: async (request) => {
      const user = await accounts.subject(request.query.email, request.identity!.email);
      return user ? [{ role: user.role }] : [];
    },
  });

  endpointRoute(app, endpoints.getUserVerified, {
    adminMayNameAnyone: true,
    handler: async (request) => {
      const user = await accounts.subject(request.query.email, request.identity!.email);
      return user ? [{ verified: user.verified }] : [];
    },
  });

  endpointRoute(app, endpoints.saveUser, {
    publicLists: 'products',
    rateLimit: app.config.rateLimits.writes,
    handler: async (request) => {
      const { user, created, modified } = await accounts.save(
        request.identity!,
        request.account,
        request.body,
        request.log,
      );
      return {
        acknowledged: true,
        matchedCount: created ? 0 : 1,
        modifiedCount: modified ? 1 : 0,
        upsertedId: created ? user.id : null,
        role: user.role,
      };
    },
  });

  endpointRoute(app, endpoints.getAccessToken, {
    rateLimit: app.config.rateLimits.tokens,
    handler: async (request) => {
      if (!request.account) throw notFound('No account is saved for this e-mail yet; please sign up');
      return { accessToken: signAccessToken(request, request.identity!) };
    },
  });
}
