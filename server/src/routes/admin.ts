import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { DeleteResult, UpdateResult, User } from '@replay/contract';
import { guarded, requireRole } from '../auth/guards';
import { toUser } from '../db/rows';
import { archiveUserWithRole, listUsersByRole, verifySeller } from '../db/users';
import { notFound } from '../errors';
import { toPage } from '../db/paging';
import { pageRequest, TIME_ID, timeIdKey, withNextCursor } from './paging';
import { EmailQuery, IdParams, ListQuery, Strict } from './schemas';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = guarded(requireRole('admin'));
  const writeLimit = { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } };

  for (const role of ['buyer', 'seller'] as const) {
    app.get(
      `/role/${role}s`,
      { schema: { querystring: ListQuery }, ...admin },
      async (request, reply): Promise<User[]> => {
        const wanted = pageRequest(request.query, TIME_ID);
        const page = toPage(await listUsersByRole(app.db, role, wanted), wanted.limit, timeIdKey, toUser);
        withNextCursor(reply, page.nextCursor);
        return page.items;
      },
    );
  }

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
        body: Type.Optional(
          Strict({ verified: Type.Optional(Type.Literal(true)), email: Type.Optional(Type.String()) }),
        ),
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
