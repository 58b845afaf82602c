import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { PAYMENT_PROVIDERS } from '../domain';
import { EmailQuery, Id, InsertResultSchema, OneOf, Strict } from '../schemas';

/** Card payments for bookings: the intent, its confirmation, the record, the provider's webhook. */

export const createPaymentIntent = defineEndpoint({
  method: 'POST',
  path: '/create-payment-intent',
  summary: "Opens (or reuses) the booking's payment and reserves the product for its buyer for a while",
  access: ['buyer'],
  query: EmailQuery,
  // `price` is the spec's payload; the amount is always taken from the stored booking.
  body: Strict({ bookingId: Id, price: Type.Optional(Type.Number()) }),
  responses: {
    200: Strict({
      clientSecret: Type.String(),
      paymentIntentId: Type.String(),
      /** What will be charged, in cents, as the server computed it. */
      amount: Type.Integer(),
      currency: Type.String(),
      provider: OneOf(PAYMENT_PROVIDERS),
    }),
  },
  errors: [404, 409],
});

export const recordPayment = defineEndpoint({
  method: 'POST',
  path: '/payments',
  summary: 'Records a payment the provider confirmed for this booking and amount (once per transaction)',
  access: ['buyer'],
  query: EmailQuery,
  body: Strict({
    bookingId: Id,
    transactionId: Type.String({ minLength: 1, maxLength: 255 }),
    email: Type.Optional(Type.String()),
    price: Type.Optional(Type.Number()),
    productId: Type.Optional(Type.String()),
  }),
  responses: { 201: InsertResultSchema },
  errors: [402, 404, 409],
});

const CardError = Strict({
  type: OneOf(['card_error', 'invalid_request_error'] as const),
  code: Type.String(),
  decline_code: Type.Optional(Type.String()),
  message: Type.String(),
});

export const confirmTestCard = defineEndpoint({
  method: 'POST',
  path: '/payments/test-card/confirm',
  summary: "The built-in test-card provider's card confirmation, answered in the shape of Stripe's",
  access: ['buyer'],
  body: Strict({
    clientSecret: Type.String({ minLength: 1, maxLength: 255 }),
    card: Strict({
      number: Type.String({ minLength: 1, maxLength: 30 }),
      expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
      expYear: Type.Integer({ minimum: 0, maximum: 9999 }),
      cvc: Type.String({ minLength: 1, maxLength: 4 }),
    }),
    billingDetails: Type.Optional(Strict({ name: Type.Optional(Type.String()), email: Type.Optional(Type.String()) })),
  }),
  responses: {
    200: Type.Union([
      Strict({
        paymentIntent: Strict({
          id: Type.String(),
          status: OneOf(['succeeded', 'requires_action'] as const),
          amount: Type.Integer(),
          currency: Type.String(),
        }),
      }),
      Strict({ error: CardError }),
    ]),
  },
});

export const stripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/webhooks/stripe',
  summary: "Stripe's payment events, signed (Stripe-Signature); each is handled once",
  access: 'public',
  // The raw body: the signature is checked over its bytes.
  consumes: 'application/json',
  responses: { 200: Strict({ received: Type.Literal(true), duplicate: Type.Optional(Type.Literal(true)) }) },
});
