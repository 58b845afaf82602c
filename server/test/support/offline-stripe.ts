import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Database } from '../../src/db/database';
import { findIntent, setIntentStatus } from '../../src/db/payments';
import { intentFromRow } from '../../src/payments/provider';
import { StripeProvider } from '../../src/payments/stripe';

/**
 * The real Stripe provider (webhook signatures included) with its API calls answered from our
 * own table, since Stripe's API is out of reach offline. `failures` makes the next calls of a
 * method throw, as a network error or an outage would.
 */
export class OfflineStripe extends StripeProvider {
  readonly failures = { createIntent: 0, retrieveIntent: 0, refund: 0 };
  readonly refunded: string[] = [];

  constructor(private readonly db: Database) {
    super('sk_test_offline');
  }

  /** Fails as Stripe does: an error with a 4xx status and a message written for the merchant. */
  private failIfAsked(method: keyof OfflineStripe['failures']): void {
    if (this.failures[method] > 0) {
      this.failures[method] -= 1;
      throw new Stripe.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        message: `Stripe ${method} failed: No such customer: 'cus_secret_merchant_detail'`,
        statusCode: 400,
      });
    }
  }

  override async createIntent(input: { amountCents: number; currency: string; bookingId: string }) {
    this.failIfAsked('createIntent');
    const id = `pi_offline_${randomBytes(8).toString('hex')}`;
    return {
      id,
      clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: input.currency,
      bookingId: input.bookingId,
    };
  }

  override async retrieveIntent(id: string) {
    this.failIfAsked('retrieveIntent');
    const row = await findIntent(this.db, id);
    return row && intentFromRow(row);
  }

  override async refund(id: string) {
    this.failIfAsked('refund');
    this.refunded.push(id);
    await setIntentStatus(this.db, id, 'refunded');
  }

  /** Like Stripe: a succeeded intent cannot be canceled. */
  override async cancel(id: string) {
    const row = await findIntent(this.db, id);
    if (!row || row.status === 'succeeded')
      throw new Error(`This PaymentIntent's status is ${row?.status ?? 'unknown'}`);
    await setIntentStatus(this.db, id, 'canceled');
  }
}
