import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { PaymentIntentResponse, PaymentResponse, TestCardConfirmResponse } from '@replay/contract';
import { guarded, requireRole } from '../auth/guards';
import { isWebhookProcessed, markWebhookProcessed, setIntentStatus } from '../db/payments';
import { HttpError, badRequest } from '../errors';
import { TestCardProvider } from '../payments/dummy';
import { StripeProvider } from '../payments/stripe';
import { EmailQuery, Id, Strict } from './schemas';

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const writeLimit = { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } };
  const buyer = guarded(requireRole('buyer'));

  app.post(
    '/create-payment-intent',
    {
      config: writeLimit,
      // `price` is the spec's payload; the amount is always taken from the stored booking.
      schema: { querystring: EmailQuery, body: Strict({ bookingId: Id, price: Type.Optional(Type.Number()) }) },
      ...buyer,
    },
    async (request): Promise<PaymentIntentResponse> =>
      app.payments.createIntent(request.account!, request.body.bookingId),
  );

  app.post(
    '/payments',
    {
      config: writeLimit,
      schema: {
        querystring: EmailQuery,
        body: Strict({
          bookingId: Id,
          transactionId: Type.String({ minLength: 1, maxLength: 255 }),
          email: Type.Optional(Type.String()),
          price: Type.Optional(Type.Number()),
          productId: Type.Optional(Type.String()),
        }),
      },
      ...buyer,
    },
    async (request, reply): Promise<PaymentResponse> => {
      const id = await app.payments.recordForBuyer(
        request.account!,
        request.body.bookingId,
        request.body.transactionId,
      );
      reply.status(201);
      return { acknowledged: true, insertedId: id };
    },
  );

  const provider = app.provider;
  if (provider instanceof TestCardProvider) {
    /** The card confirmation of the built-in test-card provider (what Stripe.js does in Stripe mode). */
    app.post(
      '/payments/test-card/confirm',
      {
        config: writeLimit,
        schema: {
          body: Strict({
            clientSecret: Type.String({ minLength: 1, maxLength: 255 }),
            card: Strict({
              number: Type.String({ minLength: 1, maxLength: 30 }),
              expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
              expYear: Type.Integer({ minimum: 0, maximum: 9999 }),
              cvc: Type.String({ minLength: 1, maxLength: 4 }),
            }),
            billingDetails: Type.Optional(
              Strict({ name: Type.Optional(Type.String()), email: Type.Optional(Type.String()) }),
            ),
          }),
        },
        onRequest: requireRole('buyer'),
      },
      async (request): Promise<TestCardConfirmResponse> =>
        provider.confirm(request.body.clientSecret, request.body.card),
    );
  }

  if (provider instanceof StripeProvider && app.config.stripeWebhookSecret) {
    const secret = app.config.stripeWebhookSecret;
    /** Stripe webhooks: the signature is checked over the raw body; each event is handled once. */
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      scope.post('/webhooks/stripe', async (request) => {
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string') throw badRequest('Missing Stripe-Signature header');
        let event;
        try {
          event = provider.parseWebhook(request.body as Buffer, signature, secret);
        } catch {
          throw badRequest('Invalid webhook signature');
        }
        if (await isWebhookProcessed(app.db, event.id)) return { received: true, duplicate: true };
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
          await setIntentStatus(app.db, event.data.object.id, event.data.object.status);
        }
        await markWebhookProcessed(app.db, event.id, event.type);
        return { received: true };
      });
    });
  }
};
