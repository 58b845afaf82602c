import { randomInt } from 'node:crypto';
import { isValidIBAN } from 'ibantools';
import type { PayoutAccount, PayoutAccountInput, PayoutStatus } from '@replay/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { insertLedgerTransaction, sellerBalances } from '../db/ledger';
import { toPage, type PageRequest } from '../db/paging';
import {
  claimPayouts,
  findPayoutAccount,
  insertPayout,
  listSellerPayouts,
  lockPayoutAccount,
  movePayout,
  releasePayoutLease,
  savePayoutAccountRow,
  setPayoutAccountStatus,
} from '../db/payouts';
import type { UserRow } from '../db/users';
import { badRequest, conflict } from '../errors';
import type { Notifier } from '../notifications/notifier';
import { StripePayouts } from '../payments/stripe';
import { payoutFailedTransaction, payoutTransaction } from './ledger';
import { TestPayoutProvider } from './payout-provider';

const NOT_ENABLED = 'Set up your payout account before you withdraw';

export interface PayoutOptions {
  db: Database;
  clock: Clock;
  currency: string;
  /** Pays sellers out: the built-in provider or Stripe Connect. */
  payouts: TestPayoutProvider | StripePayouts;
  notifier: Notifier;
  /** Where the Stripe onboarding returns to (the Payouts page). */
  payoutsPageUrl: string;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Paying sellers (server/README.md, "Money flow"): their payout account, Withdraw and the automatic
 * payouts, then the provider's word on each payout. A payout is a ledger transaction first (available
 * to paid out, under the payout account's row lock), a provider call second, with the payout's own
 * idempotency key; a failed payout returns the money to available in the transaction that marks it.
 */
export class PayoutService {
  constructor(private readonly options: PayoutOptions) {}

  private now(): Date {
    return this.options.clock.now();
  }

  async payoutAccount(seller: UserRow): Promise<PayoutAccount> {
    const row = await findPayoutAccount(this.options.db, seller.id);
    const provider = this.options.payouts.name;
    if (!row) return { provider, status: 'not_started', requirements: [] };
    return {
      provider,
      status: row.status,
      requirements: row.requirements,
      ...(row.legal_name ? { legalName: row.legal_name } : {}),
      ...(row.country ? { country: row.country } : {}),
      ...(row.iban ? { ibanLast4: row.iban.slice(-4) } : {}),
    };
  }

  /** The built-in provider's form: the account number is checked by its ISO 13616 checksum. */
  async savePayoutAccount(seller: UserRow, input: PayoutAccountInput): Promise<PayoutAccount> {
    const { payouts, db } = this.options;
    if (!(payouts instanceof TestPayoutProvider))
      throw conflict('Payouts are set up with Stripe: use "Set up payouts with Stripe"');
    const iban = input.iban.replace(/\s+/g, '').toUpperCase();
    if (!isValidIBAN(iban))
      throw badRequest('That account number (IBAN) is not valid', {
        errors: { iban: 'That account number (IBAN) is not valid: check it for typing mistakes' },
      });
    if (iban.slice(0, 2) !== input.country)
      throw badRequest('The account number is not of the country chosen', {
        errors: { iban: `An account in ${input.country} starts with ${input.country}` },
      });
    const account = payouts.openAccount(iban);
    await savePayoutAccountRow(db, {
      seller_id: seller.id,
      provider: payouts.name,
      external_id: account.externalId,
      status: account.status,
      requirements: account.requirements,
      legal_name: input.legalName.trim(),
      country: input.country,
      iban,
    });
    return this.payoutAccount(seller);
  }

  /** Stripe: opens the seller's Express account once, and answers its onboarding link. */
  async payoutAccountLink(seller: UserRow): Promise<{ url: string }> {
    const { payouts, db, payoutsPageUrl } = this.options;
    if (!(payouts instanceof StripePayouts))
      throw conflict('Payouts are set up on this page: fill in your account details');
    let row = await findPayoutAccount(db, seller.id);
    if (!row) {
      const externalId = await payouts.openAccount({ email: seller.email, sellerId: seller.id });
      row = {
        seller_id: seller.id,
        provider: payouts.name,
        external_id: externalId,
        status: 'pending',
        requirements: [],
        legal_name: null,
        country: null,
        iban: null,
      };
      await savePayoutAccountRow(db, row);
    }
    return { url: await payouts.onboardingLink(row.external_id, payoutsPageUrl) };
  }

  /** Stripe's word on a Connect account (the `account.updated` webhook). */
  async notePayoutAccount(
    externalId: string,
    state: { status: 'pending' | 'restricted' | 'enabled'; requirements: string[] },
  ): Promise<void> {
    await setPayoutAccountStatus(this.options.db, externalId, state.status, state.requirements);
  }

  async listPayouts(seller: UserRow, page: PageRequest) {
    const rows = await listSellerPayouts(this.options.db, seller.id, page);
    return toPage(
      rows,
      page.limit,
      (row) => [row.time_key, row.id],
      (row) => ({
        _id: row.id,
        amountCents: row.amount_cents,
        status: row.status,
        createdAt: row.created_at.toISOString(),
        ...(row.failure_message ? { failureMessage: row.failure_message } : {}),
      }),
    );
  }

  /**
   * Pays out all that is available: decided under the payout account's row lock, so of Withdraws
   * racing one finds the money and the others find none (409). The ledger moves the money to paid
   * out with the payout's row; the provider is asked after the commit (and again by the job).
   */
  async withdraw(seller: UserRow): Promise<{ _id: string; amountCents: number; status: PayoutStatus }> {
    const payout = await this.startPayout(seller.id, { minCents: 1 });
    if (!payout) throw conflict('Nothing is available to withdraw yet');
    const sent = await this.sendPayouts({ id: payout.id });
    return { _id: payout.id, amountCents: payout.amount_cents, status: sent > 0 ? 'in_transit' : 'pending' };
  }

  /**
   * Sends payouts to the provider (`id`: that one; else a batch), each leased to this instance for
   * the call, with the payout's own idempotency key: a call repeated after a crash is one payout.
   * One the provider did not take stays pending; the lease lets the next run try again in minutes.
   */
  async sendPayouts(options: { id?: string } = {}): Promise<number> {
    const { db, payouts, notifier, log, currency } = this.options;
    let sent = 0;
    for (const payout of await claimPayouts(db, 'pending', { id: options.id, limit: 20 })) {
      const account = await findPayoutAccount(db, payout.seller_id);
      if (!account) continue;
      try {
        const answer = await payouts.createPayout({
          account,
          amountCents: payout.amount_cents,
          currency,
          idempotencyKey: payout.idempotency_key,
        });
        await db.transaction(async (tx) => {
          if (!(await movePayout(tx, payout.id, 'pending', { status: 'in_transit', providerRef: answer.ref }))) return;
          await notifier.tell(tx, payout.seller_id, `payout:${payout.id}`, {
            kind: 'payout_sent',
            amountCents: payout.amount_cents,
            currency,
          });
        });
        sent += 1;
      } catch (error) {
        log.warn({ err: error, payout: payout.id }, 'the payout provider did not take a payout; it is tried again');
      }
    }
    return sent;
  }

  /**
   * Asks the provider what became of payouts in transit: paid, or failed (the money returns to the
   * seller's available balance in the transaction that marks it, and they are told).
   */
  async settlePayouts(): Promise<{ paid: number; failed: number }> {
    const { db, payouts, notifier, log, currency } = this.options;
    const run = { paid: 0, failed: 0 };
    for (const payout of await claimPayouts(db, 'in_transit', { limit: 50 })) {
      let answer;
      try {
        answer = await payouts.retrievePayout(payout.provider_ref!);
      } catch (error) {
        log.warn({ err: error, payout: payout.id }, 'could not ask the provider about a payout');
        continue;
      }
      if (answer.status === 'in_transit') {
        await releasePayoutLease(db, payout.id);
        continue;
      }
      const at = this.now();
      await db.transaction(async (tx) => {
        if (answer.status === 'paid') {
          if (await movePayout(tx, payout.id, 'in_transit', { status: 'paid' })) run.paid += 1;
          return;
        }
        const reason = answer.failureMessage ?? 'The bank refused the transfer';
        if (!(await movePayout(tx, payout.id, 'in_transit', { status: 'failed', failureMessage: reason }))) return;
        await insertLedgerTransaction(
          tx,
          payoutFailedTransaction({
            id: payout.id,
            sellerId: payout.seller_id,
            amountCents: payout.amount_cents,
            reason,
            at,
          }),
        );
        await notifier.tell(tx, payout.seller_id, `payout-failed:${payout.id}`, {
          kind: 'payout_failed',
          amountCents: payout.amount_cents,
          currency,
          failureMessage: reason,
        });
        run.failed += 1;
      });
    }
    return run;
  }

  /**
   * A payout of the seller's whole available balance when it is at least `minCents`; undefined when
   * it is not. Throws 409 when the payout account is not enabled.
   */
  async startPayout(sellerId: string, options: { key?: string; minCents: number }) {
    const { db, payouts } = this.options;
    const at = this.now();
    return db.transaction(async (tx) => {
      const account = await lockPayoutAccount(tx, sellerId);
      if (!account) throw conflict(NOT_ENABLED);
      if (account.status !== 'enabled')
        throw conflict('Your payout account is not enabled yet: see what is still needed');
      const { available } = await sellerBalances(tx, sellerId);
      if (available < options.minCents || available <= 0) return undefined;
      const payout = await insertPayout(tx, {
        sellerId,
        amountCents: available,
        key: options.key ?? `payout:${sellerId}:${at.getTime()}:${randomInt(1e9)}`,
        provider: payouts.name,
        createdAt: at,
      });
      await insertLedgerTransaction(tx, payoutTransaction({ id: payout.id, sellerId, amountCents: available, at }));
      return payout;
    });
  }
}
