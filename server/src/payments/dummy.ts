import { randomBytes } from 'node:crypto';
import type { TestCardConfirmResponse } from '@replay/contract';
import type { Database } from '../db/database';
import { cancelTestIntent, confirmTestIntent, findIntent, findIntentBySecret, setIntentStatus } from '../db/payments';
import { intentFromRow, type PaymentProvider, type ProviderIntent } from './provider';
import { evaluateTestCard, type TestCard } from './test-cards';

const token = () => randomBytes(12).toString('hex');

/**
 * The built-in test-card provider: behaves like Stripe in test mode and keeps its intents in our
 * database, so it survives restarts. Money never moves; intents are labelled `dummy`.
 */
export class TestCardProvider implements PaymentProvider {
  readonly name = 'dummy' as const;

  constructor(private readonly db: Database) {}

  async createIntent(input: { amountCents: number; currency: string; bookingId: string }): Promise<ProviderIntent> {
    const id = `pi_test_${token()}`;
    // The intent row itself is stored by the payment service, as for any provider.
    return {
      id,
      clientSecret: `${id}_secret_${token()}`,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: input.currency,
      bookingId: input.bookingId,
    };
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | undefined> {
    const row = await findIntent(this.db, id);
    return row && row.provider === this.name ? intentFromRow(row) : undefined;
  }

  /** A whole refund marks the intent refunded, as Stripe's does; a part of a recorded payment leaves it succeeded. */
  async refund(id: string, part?: { amountCents: number }): Promise<void> {
    if (!part) await setIntentStatus(this.db, id, 'refunded');
  }

  /** Like Stripe, only an intent that has not succeeded can be canceled. */
  async cancel(id: string): Promise<void> {
    if (!(await cancelTestIntent(this.db, id))) throw new Error(`Payment intent ${id} cannot be canceled`);
  }

  /** The card confirmation a browser would send to Stripe, answered in Stripe's result shape. */
  async confirm(clientSecret: string, card: TestCard): Promise<TestCardConfirmResponse> {
    const intent = await findIntentBySecret(this.db, clientSecret);
    if (!intent || intent.provider !== this.name) {
      return { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment intent.' } };
    }
    if (intent.status !== 'requires_payment_method') {
      return {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This payment can no longer be confirmed: it is ${intent.status.replace(/_/g, ' ')}.`,
        },
      };
    }
    const error = evaluateTestCard(card);
    if (error) return { error };
    // Only the first confirmation of a waiting intent succeeds, even when two arrive together.
    if (!(await confirmTestIntent(this.db, intent.id))) {
      return {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'This payment has already been confirmed.',
        },
      };
    }
    return {
      paymentIntent: { id: intent.id, status: 'succeeded', amount: intent.amount_cents, currency: intent.currency },
    };
  }
}
