import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { isWebhookProcessed, markWebhookProcessed, setOpenIntentStatus } from '../db/payments';
import { HttpError, badRequest } from '../errors';
import { TestCardProvider } from '../payments/dummy';
import { payoutAccountStatusOf, StripeProvider } from '../payments/stripe';
import { endpointRoute } from './endpoint-route';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const writes = app.config.rateLimits.writes;

  endpointRoute(app, endpoints.createPaymentIntent, {
    publicLists: 'nothing',
    rateLimit: writes,
    handler: (request) => app.payments.createIntent(request.account!, request.body.bookingId),
  });

  endpointRoute(app, endpoints.recordPayment, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => ({
      acknowledged: true,
      insertedId: await app.payments.recordForBuyer(
        request.account!,
        request.body.bookingId,
        request.body.transactionId,
      ),
    }),
  });

  const provider = app.provider;
  if (provider instanceof TestCardProvider) {
    /** The card confirmation of the built-in test-card provider (what Stripe.js does in Stripe mode). */
    endpointRoute(app, endpoints.confirmTestCard, {
      publicLists: 'nothing',
      rateLimit: writes,
      handler: async (request) => {
        await app.payments.refuseIfReservedForAnother(request.body.clientSecret);
        return provider.confirm(request.body.clientSecret, request.body.card);
      },
    });
  }

  if (provider instanceof StripeProvider && app.config.stripeWebhookSecret) {
    const secret = app.config.stripeWebhookSecret;
    /** Stripe webhooks: the signature is checked over the raw body; each event is handled once. */
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      endpointRoute(scope, endpoints.stripeWebhook, {
        publicLists: 'products',
        handler: async (request) => {
          const signature = request.headers['stripe-signature'];
          if (typeof signature !== 'string') throw badRequest('Missing Stripe-Signature header');
          let event;
          try {
            event = provider.parseWebhook(request.body as Buffer, signature, secret);
          } catch {
            throw badRequest('Invalid webhook signature');
          }
          if (await isWebhookProcessed(app.db, event.id)) return { received: true, duplicate: true } as const;
          // Any failure below answers 5xx, so Stripe delivers the event again; recording is
          // idempotent per transaction, so a delivery that overlaps another is harmless.
          if (event.type === 'payment_intent.succeeded') {
            await app.payments.recordFromWebhook(event.data.object.id).catch((error: unknown) => {
              // A 4xx is a settled outcome: e.g. 409, the product sold to someone else and this
              // payment was refunded. Anything else is a failure to retry.
              if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
              request.log.info({ event: event.id, outcome: error.message }, 'webhook payment not recorded');
            });
          } else if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
            await setOpenIntentStatus(app.db, event.data.object.id, event.data.object.status);
          } else if (event.type === 'account.updated') {
            // A seller's Connect account: its status on the Payouts page follows Stripe's word.
            await app.payouts.notePayoutAccount(event.data.object.id, payoutAccountStatusOf(event.data.object));
          }
          await markWebhookProcessed(app.db, event.id, event.type);
          return { received: true } as const;
        },
      });
    });
  }
}
