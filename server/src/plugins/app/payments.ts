import fp from 'fastify-plugin';
import { TestCardProvider } from '../../payments/dummy';
import type { PaymentProvider } from '../../payments/provider';
import { PaymentService } from '../../payments/service';
import { StripeProvider } from '../../payments/stripe';
import { tracedMethods } from '../../tracing';

declare module 'fastify' {
  interface FastifyInstance {
    provider: PaymentProvider;
    payments: PaymentService;
  }
}

/** The card payment provider the configuration names (or the one given: tests) and the payment service over it. */
export default fp<{ provider?: PaymentProvider; traced?: boolean }>(
  async (app, options) => {
    const { config, db } = app;
    const chosen =
      options.provider ??
      (config.paymentProvider === 'stripe' ? new StripeProvider(config.stripeSecretKey!) : new TestCardProvider(db));
    // Traced: a span per call to the provider (`payments.createIntent`…).
    const provider = options.traced
      ? tracedMethods(chosen, 'payments', ['createIntent', 'retrieveIntent', 'refund', 'cancel'])
      : chosen;
    app.decorate('provider', provider);
    app.decorate(
      'payments',
      new PaymentService({
        db,
        provider,
        currency: config.currency,
        holdMinutes: config.holdMinutes,
        holdRenewals: config.holdRenewals,
        maxHoldsPerBuyer: config.maxHoldsPerBuyer,
        notifier: app.notifier,
        // The money plugin, registered after this one, freezes the fee and posts each sale.
        // (and the product's other offers are superseded, src/offers/service.ts).
        sales: {
          record: async (tx, sale) => {
            await app.money.recordSale(tx, sale);
            await app.offers.productGone(tx, sale.productId, sale.bookingId);
          },
        },
        log: app.log,
        metrics: app.hasDecorator('metrics')
          ? {
              recorded: () => app.metrics.paymentsRecorded.inc(),
              conflict: (reason) => app.metrics.paymentConflicts.inc({ reason }),
            }
          : undefined,
      }),
    );
  },
  { name: 'payments', dependencies: ['database', 'outbox'] },
);
