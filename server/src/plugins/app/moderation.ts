import fp from 'fastify-plugin';
import { deleteAccount } from '../../accounts/deletion';
import { ModerationService } from '../../moderation/service';
import { startJob } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fair moderation: cases, decisions, appeals, suspensions (src/moderation/service.ts). */
    moderation: ModerationService;
    /** One run of the job that lifts ended suspensions (every SUSPENSION_CHECK_SECONDS; tests run it after moving the clock). */
    liftSuspensions: () => Promise<number>;
  }
}

/**
 * Moderation's service on the app's clock, and the job every instance runs every
 * SUSPENSION_CHECK_SECONDS (each suspension is lifted by one of them, see liftEndedSuspensions).
 */
export default fp(
  async (app) => {
    const { config } = app;
    const moderation = new ModerationService({
      db: app.db,
      clock: app.clock,
      notifier: app.notifier,
      siteUrl: config.publicSiteUrl,
      linkSecret: config.unsubscribeSecret,
      appealWindowMs: config.moderation.appealWindowMs,
      noticesPerHour: config.rateLimits.notices,
      closeAccount: async (userId, role) => (await deleteAccount(app, userId, 'admin', role)).user,
      cancelProductIntents: (productId) => app.payments.cancelProductIntents(productId),
      // Registered after this plugin; called only once requests run.
      offersGone: (tx, productId) => app.offers.productGone(tx, productId),
      log: app.log,
    });
    app.decorate('moderation', moderation);
    app.decorate('liftSuspensions', () => moderation.liftSuspensions());
    startJob(app, 'suspensions', config.moderation.suspensionCheckMs, () => moderation.liftSuspensions());
  },
  { name: 'moderation', dependencies: ['database', 'outbox', 'payments', 'money'] },
);
