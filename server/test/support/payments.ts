import Stripe from 'stripe';
import * as endpoints from '@replay/contract/endpoints';
import { call } from './api';
import type { Database } from '../../src/db/database';
import type { TestContext, TestUser } from './harness';

const CARD = { expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };

export async function intent(ctx: TestContext, buyer: TestUser, bookingId: string, price?: number) {
  const response = await call(ctx, buyer, endpoints.createPaymentIntent, { body: { bookingId, price } });
  return response;
}

export async function confirm(ctx: TestContext, buyer: TestUser, clientSecret: string, number: string) {
  const response = await call(ctx, buyer, endpoints.confirmTestCard, {
    body: { clientSecret, card: { number, ...CARD }, billingDetails: { name: buyer.name, email: buyer.email } },
  });
  return response.json();
}

export function record(ctx: TestContext, buyer: TestUser, bookingId: string, transactionId: string) {
  return call(ctx, buyer, endpoints.recordPayment, {
    query: { email: buyer.email },
    body: { email: buyer.email, transactionId, bookingId, price: 1, productId: 'ignored' },
  });
}

/** Books, opens an intent and pays it with a test card; returns the transaction id. */
export async function payWithCard(
  ctx: TestContext,
  buyer: TestUser,
  bookingId: string,
  number = '4242 4242 4242 4242',
) {
  const { clientSecret } = (await intent(ctx, buyer, bookingId)).json();
  const result = await confirm(ctx, buyer, clientSecret, number);
  return result.paymentIntent?.id as string;
}

/** The status of a payment intent as the database has it (undefined when there is none). */
export const intentStatus = async (db: Database, id: string) =>
  (await db.query<{ status: string }>('SELECT status FROM payment_intents WHERE id = $1', [id]))[0]?.status;

/** An event sent to the Stripe webhook, signed with `secret` unless another `signature` is given. */
export function webhook(ctx: TestContext, secret: string, event: object, signature?: string) {
  const body = JSON.stringify(event);
  return call(ctx, undefined, endpoints.stripeWebhook, {
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
    },
    body,
  });
}
