import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { deleteAccount } from '../accounts/deletion';
import { confirmEmailChange, recoverEmail, requestEmailChange, sendVerificationMail } from '../accounts/email';
import { passwordWasReset, requestPasswordReset } from '../accounts/password';
import { exportAccount } from '../accounts/export';
import { IdentityError } from '../auth/firebase';
import type { UserRow } from '../db/rows';
import { findUserByEmail, findUserByUid, markEmailVerified, updateProfile } from '../db/users';
import { badRequest, conflict, forbidden } from '../errors';
import { isUsableImage, NOT_OUR_IMAGE } from '../images/uploads';
import { capExceeded, countedLimit, retryIn } from '../rate-limits';
import { endpointRoute } from './endpoint-route';

const toMyAccount = (user: UserRow) => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  img: user.img,
  role: user.role,
  verified: user.verified,
  emailVerified: Boolean(user.email_verified_at),
  phone: user.phone ?? '',
  meetingPlace: user.meeting_place ?? '',
});

/** A code the identity provider refused: a 400 that says why (used, expired, unknown). */
function codeError(error: unknown): never {
  if (error instanceof IdentityError) throw badRequest(error.message);
  throw error;
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { config, db, identity } = app;
  const writes = config.rateLimits.writes;

  endpointRoute(app, endpoints.getMyAccount, {
    handler: async (request) => toMyAccount(request.account!),
  });

  endpointRoute(app, endpoints.updateMyAccount, {
    rateLimit: writes,
    publicLists: 'products',
    handler: async (request) => {
      const account = request.account!;
      const { name, img, phone, meetingPlace } = request.body;
      const user = await db.transaction(async (tx) => {
        if (img && img !== account.img && !(await isUsableImage(tx, app.images, img))) throw badRequest(NOT_OUR_IMAGE);
        return updateProfile(tx, account.id, { name: name?.trim(), img, phone, meetingPlace: meetingPlace?.trim() });
      });
      if (!user) throw forbidden('This account no longer exists');
      // The sign-in account's profile too: every sign-in saves it again (PUT /users) and would undo the change.
      if (user.firebase_uid && (name !== undefined || img !== undefined)) {
        await identity.auth
          .updateUser(user.firebase_uid, { displayName: user.name, ...(user.img ? { photoURL: user.img } : {}) })
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not update the sign-in profile'));
      }
      return toMyAccount(user);
    },
  });

  /*
   * Password reset: the answer is 202 whatever happens, so it never tells whether an address has
   * an account. Past 5 an hour per client address or per e-mail address it still answers 202 and
   * sends nothing, so neither a flood of mails to one person nor a scan from one address is
   * possible; the route's own limit per client address answers 429 to a flood of calls.
   */
  const resetsPerAddress = app.createRateLimit({
    max: config.rateLimits.passwordResets,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `password-reset:ip:${request.ip}`,
  });
  endpointRoute(app, endpoints.requestPasswordReset, {
    rateLimit: config.rateLimits.passwordResetRequests,
    rateLimitKey: (request) => `password-reset-calls:ip:${request.ip}`,
    handler: async (request) => {
      const byAddress = await resetsPerAddress(request);
      if (byAddress.isAllowed || !byAddress.isExceeded)
        await requestPasswordReset(app, request.body.email.toLowerCase(), request.log);
      return { accepted: true as const };
    },
  });

  /*
   * The new password is set here, not by the page with Firebase's SDK: only then does the API know
   * for certain that a reset happened, and mail "Your password was changed" once, to the account's
   * own address (a page telling the API afterwards could be imitated to send that mail at will). A
   * code applied at the identity provider directly is found at the next sign-in instead
   * (src/accounts/sessions.ts). Either way every older session ends.
   */
  endpointRoute(app, endpoints.resetPassword, {
    rateLimit: writes,
    handler: async (request) => {
      const applied = await identity.resetPassword(request.body.oobCode, request.body.password).catch(codeError);
      await passwordWasReset(app, applied.email);
      return { email: applied.email };
    },
  });

  const verificationMails = countedLimit(app, {
    max: config.rateLimits.verificationMails,
    timeWindow: '1 hour',
    key: (request) => `verification-mail:${request.account?.id ?? request.ip}`,
    message: (seconds) => `We sent you several links already; try again ${retryIn(seconds)}`,
  });
  endpointRoute(app, endpoints.sendVerificationEmail, {
    handler: async (request, reply) => {
      const account = request.account!;
      if (account.email_verified_at) throw conflict('Your e-mail address is already confirmed');
      await verificationMails(request, reply);
      const taken = await sendVerificationMail(app, account);
      if (!taken.allowed)
        throw capExceeded(
          request,
          reply,
          taken.retryAfterSeconds,
          (seconds) => `We sent this address several links already; try again ${retryIn(seconds)}`,
        );
      return { accepted: true as const };
    },
  });

  endpointRoute(app, endpoints.verifyEmail, {
    rateLimit: writes,
    handler: async (request) => {
      const applied = await identity.applyCode(request.body.oobCode).catch(codeError);
      const user =
        (applied.uid ? await findUserByUid(db, applied.uid) : undefined) ?? (await findUserByEmail(db, applied.email));
      if (user) await markEmailVerified(db, user.id);
      return { email: applied.email };
    },
  });

  endpointRoute(app, endpoints.requestEmailChange, {
    rateLimit: writes,
    freshSignIn: true,
    handler: async (request, reply) => {
      const account = request.account;
      if (!account) throw forbidden('Finish signing up before using this');
      const refused = await requestEmailChange(app, account, request.body.newEmail.toLowerCase());
      if (refused)
        throw capExceeded(request, reply, refused.retryAfterSeconds, (seconds) =>
          refused.cap === 'user'
            ? `You asked to change your address several times this hour; try again ${retryIn(seconds)}`
            : `That address was sent several confirmations today; try again ${retryIn(seconds)}`,
        );
      return { accepted: true as const };
    },
  });

  endpointRoute(app, endpoints.confirmEmailChange, {
    rateLimit: writes,
    handler: async (request) => ({ email: await confirmEmailChange(app, request.body.oobCode).catch(codeError) }),
  });

  endpointRoute(app, endpoints.recoverEmail, {
    rateLimit: writes,
    handler: async (request) => ({ email: await recoverEmail(app, request.body.oobCode) }),
  });

  const exports = countedLimit(app, {
    max: config.rateLimits.exports,
    timeWindow: '1 day',
    key: (request) => `export:${request.account?.id ?? request.ip}`,
    message: (seconds) => `You can download your data 3 times a day; try again ${retryIn(seconds)}`,
  });
  endpointRoute(app, endpoints.exportMyData, {
    handler: async (request, reply) => {
      await exports(request, reply);
      const data = await exportAccount(db, request.account!, config.currency);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="replay-market-export-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  });

  endpointRoute(app, endpoints.deleteMyAccount, {
    rateLimit: writes,
    freshSignIn: true,
    publicLists: 'products',
    handler: async (request, reply) => {
      const account = request.account;
      if (!account) throw forbidden('Finish signing up before using this');
      if (account.role === 'admin') throw forbidden('An admin account is removed by taking it out of ADMIN_EMAILS');
      const outcome = await deleteAccount(app, account.id, 'self');
      if (outcome.blockers.length) {
        return reply.status(409).send({
          message: `Your account cannot be deleted yet: ${outcome.blockers.join('; ')}`,
          errors: Object.fromEntries(outcome.blockers.map((reason, index) => [`reason${index + 1}`, reason])),
        });
      }
      return { deleted: true as const };
    },
  });
}
