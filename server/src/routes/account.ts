import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { AccountService } from '../accounts/service';
import type { UserRow } from '../db/users';
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

/** A member's own account: profile, password reset, address, export, deletion (src/accounts/service.ts). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const accounts = new AccountService(app);
  const { config } = app;
  const writes = config.rateLimits.writes;

  endpointRoute(app, endpoints.getMyAccount, {
    handler: async (request) => toMyAccount(request.account!),
  });

  endpointRoute(app, endpoints.updateMyAccount, {
    rateLimit: writes,
    publicLists: 'products',
    handler: async (request) => toMyAccount(await accounts.updateProfile(request.account!, request.body, request.log)),
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
        await accounts.requestPasswordReset(request.body.email, request.log);
      return { accepted: true as const };
    },
  });

  endpointRoute(app, endpoints.resetPassword, {
    rateLimit: writes,
    handler: async (request) => ({ email: await accounts.resetPassword(request.body.oobCode, request.body.password) }),
  });

  const verificationMails = countedLimit(app, {
    max: config.rateLimits.verificationMails,
    timeWindow: '1 hour',
    key: (request) => `verification-mail:${request.account?.id ?? request.ip}`,
    message: (seconds) => `We sent you several links already; try again ${retryIn(seconds)}`,
  });
  endpointRoute(app, endpoints.sendVerificationEmail, {
    handler: async (request, reply) => {
      const taken = await accounts.sendVerificationMail(request.account!, () => verificationMails(request, reply));
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
    handler: async (request) => ({ email: await accounts.verifyEmail(request.body.oobCode) }),
  });

  endpointRoute(app, endpoints.requestEmailChange, {
    rateLimit: writes,
    freshSignIn: true,
    handler: async (request, reply) => {
      const refused = await accounts.requestEmailChange(request.account, request.body.newEmail);
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
    handler: async (request) => ({ email: await accounts.confirmEmailChange(request.body.oobCode) }),
  });

  endpointRoute(app, endpoints.recoverEmail, {
    rateLimit: writes,
    handler: async (request) => ({ email: await accounts.recoverEmail(request.body.oobCode) }),
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
      const data = await accounts.export(request.account!);
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
      const blockers = await accounts.delete(request.account);
      if (blockers.length) {
        return reply.status(409).send({
          message: `Your account cannot be deleted yet: ${blockers.join('; ')}`,
          errors: Object.fromEntries(blockers.map((reason, index) => [`reason${index + 1}`, reason])),
        });
      }
      return { deleted: true as const };
    },
  });
}
