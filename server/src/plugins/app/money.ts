import fp from 'fastify-plugin';
import { paths } from '@replay/contract';
import { systemClock, type Clock } from '../../clock';
import { listAdminIds } from '../../db/users';
import { runMoneyJobs } from '../../money/jobs';
import { TestPayoutProvider } from '../../money/payout-provider';
import { PayoutService } from '../../money/payouts';
import { MoneyService } from '../../money/service';
import { StripePayouts, StripeProvider } from '../../payments/stripe';
import { startJob } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one clock of the time-based rules (a test clock in tests). */
    clock: Clock;
    /** Sellers get paid: fee, ledger, handover, disputes (src/money/service.ts). */
    money: MoneyService;
    /** Payout accounts and payouts (src/money/payouts.ts). */
    payouts: PayoutService;
    /** One run of the money jobs (what the job does every MONEY_JOBS_SECONDS; tests run it after moving the clock). */
    runMoneyJobs: () => Promise<void>;
  }
}

/**
 * The money of the marketplace: the service over the ledger, the payout provider that matches the
 * payment provider (the built-in one, or Stripe Connect), and the money jobs every instance runs
 * every MONEY_JOBS_SECONDS (each step safe on several at once, see runMoneyJobs).
 */
export default fp<{ clock?: Clock }>(
  async (app, options) => {
    const { config, db, provider } = app;
    const clock = options.clock ?? systemClock;
    const settings = config.money;
    app.decorate('clock', clock);
    const payouts =
      provider instanceof StripeProvider
        ? new StripePayouts(provider.stripe)
        : new TestPayoutProvider(db, clock, settings.payoutSettleMs);
    const money = new MoneyService(
      {
        db,
        clock,
        currency: config.currency,
        fee: { percent: settings.feePercent, minCents: settings.feeMinCents },
        protectionMs: settings.protectionMs,
        handoverMs: settings.handoverMs,
        provider,
        images: app.images,
        notifier: app.notifier,
        log: app.log,
      },
      listAdminIds,
    );
    app.decorate('money', money);
    const payoutService = new PayoutService({
      db,
      clock,
      currency: config.currency,
      payouts,
      notifier: app.notifier,
      payoutsPageUrl: `${config.publicSiteUrl}${paths.payouts}`,
      log: app.log,
    });
    app.decorate('payouts', payoutService);
    const run = () =>
      runMoneyJobs({
        db,
        clock,
        money,
        payouts: payoutService,
        provider,
        handoverMs: settings.handoverMs,
        payoutIntervalMs: settings.payoutIntervalMs,
        payoutMinCents: settings.payoutMinCents,
        reconcileIntervalMs: settings.jobsIntervalMs,
        reconciled: app.hasDecorator('metrics')
          ? (differences) => app.metrics.reconciliationDifferences.set(differences)
          : undefined,
      });
    app.decorate('runMoneyJobs', run);
    startJob(app, 'money jobs', settings.jobsIntervalMs, run);
  },
  { name: 'money', dependencies: ['database', 'object-store', 'outbox', 'payments'] },
);
