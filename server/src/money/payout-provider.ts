import type { PaymentProviderName } from '@replay/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { findPayoutAccount, findPayoutByRef, type PayoutAccountRow } from '../db/payouts';

/** Where a payout stands at the provider. */
export type ProviderPayoutStatus = 'in_transit' | 'paid' | 'failed';

export interface ProviderPayout {
  ref: string;
  status: ProviderPayoutStatus;
  failureMessage?: string;
}

/** A seller's account as the provider opened it: its id, status and what it still needs. */
export interface ProviderAccount {
  externalId: string;
  status: PayoutAccountRow['status'];
  requirements: string[];
}

/** Pays sellers: the built-in provider (test account numbers) or Stripe Connect (Express accounts, transfers). */
export interface PayoutProvider {
  readonly name: PaymentProviderName;
  /** Sends `amountCents` to the seller's account; the key makes a retried call one payout. */
  createPayout(input: {
    account: PayoutAccountRow;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<ProviderPayout>;
  /** What became of a payout sent. */
  retrievePayout(ref: string): Promise<ProviderPayout>;
}

/**
 * The test account numbers of the built-in provider, like the test cards: the first is enabled and
 * paid, the second enabled but every payout to it fails, the third restricted until a requirement
 * is met. Any other valid IBAN is enabled and paid.
 */
export const TEST_IBANS = {
  paid: 'DE89370400440532013000',
  failing: 'DE62370400440532013001',
  restricted: 'DE35370400440532013002',
} as const;

export const RESTRICTED_REQUIREMENT = 'A photo of an identity document of the account holder';
const FAILED_MESSAGE = 'The bank returned the transfer: the account cannot receive payments';

/**
 * The built-in payout provider: simulates Stripe Connect's manual payouts. An account is checked by
 * its number (see TEST_IBANS); a payout is in transit, then after PAYOUT_SETTLE_SECONDS paid (or
 * failed, to the failing test account), read on the injectable clock. It keeps its state in our
 * database, as the test-card provider keeps its intents. Money never moves.
 */
export class TestPayoutProvider implements PayoutProvider {
  readonly name = 'dummy' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settleMs: number,
  ) {}

  /** The account the form describes: its status follows the test account number. */
  openAccount(iban: string): ProviderAccount {
    if (iban === TEST_IBANS.restricted)
      return {
        externalId: `acct_test_${iban.slice(-6)}`,
        status: 'restricted',
        requirements: [RESTRICTED_REQUIREMENT],
      };
    return { externalId: `acct_test_${iban.slice(-6)}`, status: 'enabled', requirements: [] };
  }

  async createPayout(input: { idempotencyKey: string }): Promise<ProviderPayout> {
    // The idempotency key is the payout's own: the same payout asked twice is one reference.
    return { ref: `po_test_${input.idempotencyKey.replace(/[^a-zA-Z0-9]/g, '')}`, status: 'in_transit' };
  }

  async retrievePayout(ref: string): Promise<ProviderPayout> {
    const payout = await findPayoutByRef(this.db, ref);
    if (!payout) throw new Error(`No such payout: ${ref}`);
    if (this.clock.now().getTime() - payout.created_at.getTime() < this.settleMs) return { ref, status: 'in_transit' };
    const account = await findPayoutAccount(this.db, payout.seller_id);
    if (account?.iban === TEST_IBANS.failing) return { ref, status: 'failed', failureMessage: FAILED_MESSAGE };
    return { ref, status: 'paid' };
  }
}
