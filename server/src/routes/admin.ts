import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { DeleteResult, UpdateResult, User } from '@replay/shared/contract';
import { guarded, requireRole } from '../auth/guards';
import { toUser } from '../db/rows';
import { archiveUserWithRole, listUsersByRole, verifySeller } from '../db/users';
import { notFound } from '../errors';
import { EmailQuery, IdParams, Strict } from './schemas';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = guarded(requireRole('admin'));
  const writeLimit = { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } };

  app.get('/role/buyers', { schema: { querystring: EmailQuery }, ...admin }, async (): Promise<User[]> =>
    (await listUsersByRole(app.db, 'buyer')).map(toUser),
  );

  app.get('/role/sellers', { schema: { querystring: EmailQuery }, ...admin }, async (): Promise<User[]> =>
    (await listUsersByRole(app.db, 'seller')).map(toUser),
  );

  /**
   * Deleting a buyer or seller removes them and a seller's products from the site (archived, with
   * their money records kept), their reports, closes the e-mail for sign-up and disables the
   * sign-in account. Admins are never listed here, so no admin can delete themself or another.
   */
  for (const role of ['buyer', 'seller'] as const) {
    app.delete(
      `/${role}/delete/:id`,
      { config: writeLimit, schema: { params: IdParams, querystring: EmailQuery }, ...admin },
      async (request): Promise<DeleteResult> => {
        const user = await app.db.transaction((tx) => archiveUserWithRole(tx, request.params.id, role));
        if (!user) throw notFound(role === 'buyer' ? 'Buyer not found' : 'Seller not found');
        if (role === 'seller') await app.payments.cancelSellerIntents(user.id);
        await app.identity.disableAccount(user.email).catch((error: unknown) => {
          request.log.warn({ err: error, email: user.email }, 'could not disable the sign-in account');
        });
        return { acknowledged: true, deletedCount: 1 };
      },
    );
  }

  app.post(
    '/seller/verify/:id',
    {
      config: writeLimit,
      schema: {
        params: IdParams,
        querystring: EmailQuery,
        body: Type.Optional(Strict({ verified: Type.Optional(Type.Literal(true)), email: Type.Optional(Type.String()) })),
      },
      ...admin,
    },
    async (request): Promise<UpdateResult> => {
      const result = await verifySeller(app.db, request.params.id);
      if (result.matched === 0) throw notFound('Seller not found');
      return { acknowledged: true, matchedCount: result.matched, modifiedCount: result.modified };
    },
  );
};
