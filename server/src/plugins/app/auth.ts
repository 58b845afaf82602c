import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { IdentityProvider } from '../../auth/firebase';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityProvider;
  }
}

/**
 * Who a caller is: Firebase ID tokens checked by the identity provider, and our own access tokens
 * (GET /jwt), HS256 only, signed with ACCESS_TOKEN_SECRET. The routes' guards (src/auth/guards.ts) use both.
 */
export default fp<{ identity: IdentityProvider }>(
  async (app, { identity }) => {
    app.decorate('identity', identity);
    await app.register(jwt, {
      secret: app.config.accessTokenSecret,
      sign: { algorithm: 'HS256', expiresIn: app.config.accessTokenTtl },
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'auth' },
);
