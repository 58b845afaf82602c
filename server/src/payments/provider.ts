import type { PaymentProviderName } from '@replay/contract';
import type { PaymentIntentRow } from '../db/payments';

/** The smallest amount a card payment may be: Stripe's minimum charge in US dollars, 0.50. */
export const MIN_CHARGE_CENTS = 50;

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: string;
  amountCents: number;
  currency: string;
  bookingId: string | undefined;
}

/** An intent as our own payment_intents table records it. */
export const intentFromRow = (row: PaymentIntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.client_secret,
  status: row.status,
  amountCents: row.amount_cents,
  currency: row.currency,
  bookingId: row.booking_id,
});

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  bookingId: string;
  /** Stable per booking attempt, so a retried request never opens a second intent. */
  idempotencyKey: string;
}

/** A card payment provider: Stripe in test mode, or the built-in test-card provider. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** The provider's own record of a transaction; undefined when it does not know it. */
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>;
  /**
   * Gives money back for a transaction: all of it when it cannot be honoured (the product sold to
   * someone else), or `part` of a recorded payment (an automatic refund, a dispute's), once per key.
   */
  refund(id: string, part?: { amountCents: number; idempotencyKey: string }): Promise<void>;
  /** Closes an intent that can no longer be paid (the product sold or was deleted). */
  cancel(id: string): Promise<void>;
}
