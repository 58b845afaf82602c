import fp from 'fastify-plugin';
import { MessageService } from '../../messages/service';
import { OfferService } from '../../offers/service';
import { startJob } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Offers and counter-offers (src/offers/service.ts). */
    offers: OfferService;
    /** One run of the offers' job (expiries and lapses; every MONEY_JOBS_SECONDS; tests run it after moving the clock). */
    runOfferJobs: () => Promise<void>;
  }
}

/**
 * Offers on the app's clock, and the job every instance runs with the money jobs' interval: each
 * expiry and lapse is claimed by one statement, so by one instance.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const offers = new OfferService({
      db: app.db,
      clock: app.clock,
      notifier: app.notifier,
      settings: config.offers,
      messages: new MessageService({
        db: app.db,
        notifier: app.notifier,
        moderation: app.moderation,
        mailDelayMs: config.messageMailDelayMs,
      }),
    });
    app.decorate('offers', offers);
    app.decorate('runOfferJobs', () => offers.runJobs());
    startJob(app, 'offers', config.money.jobsIntervalMs, () => offers.runJobs());
  },
  { name: 'offers', dependencies: ['database', 'outbox', 'money', 'moderation'] },
);
