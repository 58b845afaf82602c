import Stripe from 'stripe';
import type { PaymentProvider, ProviderIntent } from './provider';

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amountCents: intent.amount,
  currency: intent.currency,
  bookingId: intent.metadata.bookingId,
});

/** Stripe in test mode: keys from the environment; only the publishable key reaches the browser. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(secretKey: string) {
    this.stripe = new Stripe(secretKey);
  }

  async createIntent(input: { amountCents: number; currency: string; bookingId: string; idempotencyKey: string }) {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        payment_method_types: ['card'],
        metadata: { bookingId: input.bookingId },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toIntent(intent);
  }

  async retrieveIntent(id: string) {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return undefined;
      throw error;
    }
  }

  async refund(id: string) {
    await this.stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund:${id}` });
  }

  async cancel(id: string) {
    await this.stripe.paymentIntents.cancel(id);
  }

  /** Verifies the Stripe-Signature header over the raw body (300 s tolerance). Throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, secret);
  }
}
