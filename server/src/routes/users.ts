import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  LIMITS,
  type RoleResponse,
  type SaveUserResponse,
  type TokenResponse,
  type VerifiedResponse,
} from '@replay/contract';
import {
  authenticate,
  authenticateIdOrAccessToken,
  authenticateIdToken,
  guarded,
  signAccessToken,
} from '../auth/guards';
import { findUserByEmail, isAccountClosed, saveUser } from '../db/users';
import { forbidden, notFound } from '../errors';
import { EmailQuery, OptionalHttpUrl, SelfServiceRole, Strict, Text } from './schemas';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The user a role or verified lookup is about: the caller, or for an admin anyone named. */
  async function subject(requested: string | undefined, own: string) {
    return findUserByEmail(app.db, (requested ?? own).toLowerCase());
  }

  app.get(
    '/users/role',
    { schema: { querystring: EmailQuery }, ...guarded(authenticate, { allowAdmin: true }) },
    async (request): Promise<RoleResponse> => {
      const user = await subject(request.query.email, request.identity!.email);
      return user ? [{ role: user.role }] : [];
    },
  );

  app.get(
    '/users/verified',
    { schema: { querystring: EmailQuery }, ...guarded(authenticate, { allowAdmin: true }) },
    async (request): Promise<VerifiedResponse> => {
      const user = await subject(request.query.email, request.identity!.email);
      return user ? [{ verified: user.verified }] : [];
    },
  );

  app.put(
    '/users',
    {
      config: { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } },
      schema: {
        body: Strict({
          name: Text(1, LIMITS.nameMax),
          email: Type.String({ minLength: 3, maxLength: 254 }),
          // A picture's address, or none (a Google account without a photo).
          img: Type.Optional(OptionalHttpUrl),
          role: Type.Optional(SelfServiceRole),
          verified: Type.Optional(Type.Boolean()),
        }),
      },
      onRequest: authenticateIdOrAccessToken,
    },
    async (request): Promise<SaveUserResponse> => {
      const identity = request.identity!;
      const body = request.body;
      if (body.email.toLowerCase() !== identity.email) throw forbidden('You can only save your own account');
      if (await isAccountClosed(app.db, identity.email)) throw forbidden('This account has been closed');
      // The role is chosen once, at the first save; `verified` is never taken from the client.
      // An ADMIN_EMAILS address becomes admin only once its owner has proven it is theirs.
      const admin = identity.emailVerified && app.config.adminEmails.includes(identity.email);
      const role = admin ? 'admin' : (body.role ?? 'buyer');
      const { user, created, modified } = await saveUser(app.db, {
        email: identity.email,
        name: body.name.trim(),
        img: body.img ?? '',
        role,
      });
      return {
        acknowledged: true,
        matchedCount: created ? 0 : 1,
        modifiedCount: modified ? 1 : 0,
        upsertedId: created ? user.id : null,
        role: user.role,
      };
    },
  );

  app.get(
    '/jwt',
    {
      config: { rateLimit: { max: app.config.rateLimits.tokens, timeWindow: '1 minute' } },
      schema: { querystring: EmailQuery },
      ...guarded(authenticateIdToken),
    },
    async (request): Promise<TokenResponse> => {
      if (!request.account) throw notFound('No account is saved for this e-mail yet; please sign up');
      return { accessToken: signAccessToken(request, request.identity!) };
    },
  );
};
