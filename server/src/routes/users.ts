import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { sendVerificationMail } from '../accounts/email';
import { signAccessToken } from '../auth/guards';
import { findUserByEmail, isAccountClosed, saveUser } from '../db/users';
import { badRequest, forbidden, notFound } from '../errors';
import { copyGooglePhoto, isGooglePhoto } from '../images/provider-photo';
import { isUsableImage, NOT_OUR_IMAGE } from '../images/uploads';
import { endpointRoute } from './endpoint-route';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  /** The user a role or verified lookup is about: the caller, or for an admin anyone named. */
  async function subject(requested: string | undefined, own: string) {
    return findUserByEmail(app.db, (requested ?? own).toLowerCase());
  }

  endpointRoute(app, endpoints.getUserRole, {
    adminMayNameAnyone: true,
    handler: async (request) => {
      const user = await subject(request.query.email, request.identity!.email);
      return user ? [{ role: user.role }] : [];
    },
  });

  endpointRoute(app, endpoints.getUserVerified, {
    adminMayNameAnyone: true,
    handler: async (request) => {
      const user = await subject(request.query.email, request.identity!.email);
      return user ? [{ verified: user.verified }] : [];
    },
  });

  endpointRoute(app, endpoints.saveUser, {
    publicLists: 'products',
    rateLimit: app.config.rateLimits.writes,
    handler: async (request) => {
      const identity = request.identity!;
      const body = request.body;
      if (body.email.toLowerCase() !== identity.email) throw forbidden('You can only save your own account');
      if (await isAccountClosed(app.db, identity.email)) throw forbidden('This account has been closed');
      // The role is chosen once, at the first save; `verified` is never taken from the client.
      // An ADMIN_EMAILS address becomes admin only once its owner has proven it is theirs.
      const admin = identity.emailVerified && app.config.adminEmails.includes(identity.email);
      const role = admin ? 'admin' : (body.role ?? 'buyer');
      let img = body.img ?? '';
      // A picture of ours, or the one Google keeps for a user signed in with Google, copied here
      // at the first save (pages never load a third-party URL; later saves keep our copy).
      if (img && isGooglePhoto(identity, img))
        img = request.account?.img || ((await copyGooglePhoto(app, img, identity.uid)) ?? '');
      const { user, created, modified } = await app.db.transaction(async (tx) => {
        if (img && !(await isUsableImage(tx, app.images, img))) throw badRequest(NOT_OUR_IMAGE);
        return saveUser(
          tx,
          {
            uid: identity.uid,
            emailVerified: identity.emailVerified,
            email: identity.email,
            name: body.name.trim(),
            img,
            role,
          },
          request.account,
        );
      });
      // A new account whose address nobody has confirmed yet: the link that confirms it.
      if (created && !identity.emailVerified) {
        // Past the address's cap (someone signing up again and again with it) no mail leaves.
        await sendVerificationMail(app, user).catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not send the verification mail'),
        );
      }
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
