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

  async refund(id: string, part?: { amountCents: number; idempotencyKey: string }) {
    if (part) {
      await this.stripe.refunds.create(
        { payment_intent: id, amount: part.amountCents },
        { idempotencyKey: part.idempotencyKey },
      );
      return;
    }
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

/**
 * Stripe Connect for payouts: each seller an Express account (onboarded on Stripe's own pages), paid
 * by a transfer of their net from the platform's balance (Stripe then pays the account out to its
 * bank on its schedule). Test mode only, keys from the environment.
 */
export class StripePayouts {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async openAccount(input: { email: string; sellerId: string }): Promise<string> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        email: input.email,
        capabilities: { transfers: { requested: true } },
        metadata: { sellerId: input.sellerId },
      },
      { idempotencyKey: `account:${input.sellerId}` },
    );
    return account.id;
  }

  async onboardingLink(accountId: string, returnUrl: string): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: returnUrl,
      return_url: returnUrl,
    });
    return link.url;
  }

  async createPayout(input: {
    account: { external_id: string };
    amountCents: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ ref: string; status: 'in_transit' | 'paid' | 'failed' }> {
    const transfer = await this.stripe.transfers.create(
      { amount: input.amountCents, currency: input.currency, destination: input.account.external_id },
      { idempotencyKey: input.idempotencyKey },
    );
    return { ref: transfer.id, status: 'in_transit' };
  }

  async retrievePayout(
    ref: string,
  ): Promise<{ ref: string; status: 'in_transit' | 'paid' | 'failed'; failureMessage?: string }> {
    const transfer = await this.stripe.transfers.retrieve(ref);
    return transfer.reversed
      ? { ref, status: 'failed', failureMessage: 'The transfer was reversed' }
      : { ref, status: 'paid' };
  }
}

/** An `account.updated` event's account as a payout account status: enabled, restricted (with what is due) or pending. */
export function payoutAccountStatusOf(account: Stripe.Account): {
  status: 'pending' | 'restricted' | 'enabled';
  requirements: string[];
} {
  const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
  if (account.payouts_enabled && due.length === 0) return { status: 'enabled', requirements: [] };
  if (due.length > 0) return { status: 'restricted', requirements: [...new Set(due)] };
  return { status: 'pending', requirements: [] };
}
