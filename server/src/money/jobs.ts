import type { Clock } from '../clock';
import type { Database } from '../db/database';
import {
  insertReconciliation,
  negativeAvailableBalances,
  paymentsDisagreeing,
  payoutsDisagreeing,
  refundsDisagreeing,
  takeScheduledRun,
  unbalancedTransactions,
} from '../db/ledger';
import {
  claimHandoverReminders,
  findOrder,
  listOrdersPastHandover,
  listOrdersToRelease,
  listRecentOrders,
} from '../db/orders';
import { listSellersToPayOut } from '../db/payouts';
import type { PaymentProvider } from '../payments/provider';
import type { PayoutService } from './payouts';
import type { MoneyService } from './service';

const BATCH = 50;
const RECONCILE_PROVIDER_DAYS = 7;

export interface MoneyJobOptions {
  db: Database;
  clock: Clock;
  money: MoneyService;
  payouts: PayoutService;
  provider: PaymentProvider;
  handoverMs: number;
  payoutIntervalMs: number;
  payoutMinCents: number;
  /** How often the reconciliation runs (once across instances). */
  reconcileIntervalMs: number;
  /** Told of each reconciliation's count of differences (the metric). */
  reconciled?: (differences: number) => void;
}

/**
 * One run of the money jobs (every MONEY_JOBS_SECONDS on every instance): halfway reminders,
 * automatic refunds of orders not handed over, releases of orders whose protection ended, refunds
 * and payouts owed to the provider, automatic payouts and the reconciliation. Each step is safe on
 * several instances at once: rows are claimed or locked (see the db functions), ledger keys are
 * unique, and the scheduled steps run on the one instance that moved their schedule.
 */
export async function runMoneyJobs(options: MoneyJobOptions): Promise<void> {
  const { db, clock, money } = options;
  const now = clock.now();

  for (const { id } of await claimHandoverReminders(db, now, options.handoverMs / 2, BATCH)) {
    const order = await findOrder(db, id);
    if (order) await money.remindHandover(order);
  }
  for (const { id } of await listOrdersPastHandover(db, now, BATCH)) await money.refundUnhandedOrder(id);
  for (const { id } of await listOrdersToRelease(db, now, BATCH)) await money.releaseOrder(id);
  await money.attemptRefunds();

  if (await takeScheduledRun(db, 'payouts', now, options.payoutIntervalMs)) {
    for (const { seller_id } of await listSellersToPayOut(db, options.payoutMinCents)) {
      await options.payouts.startPayout(seller_id, {
        key: `payout:auto:${seller_id}:${now.getTime()}`,
        minCents: options.payoutMinCents,
      });
    }
  }
  await options.payouts.sendPayouts();
  await options.payouts.settlePayouts();

  if (await takeScheduledRun(db, 'reconciliation', now, options.reconcileIntervalMs)) {
    const differences = await reconcile(db, options.provider, now);
    await insertReconciliation(db, { at: now, ok: differences.length === 0, differences });
    options.reconciled?.(differences.length);
  }
}

/**
 * What disagrees in the ledger, each in a sentence an admin can act on: unbalanced transactions,
 * negative available balances, payments, refunds and payouts whose tables differ from their ledger
 * entries, and recent payments the provider does not confirm for their amount.
 */
export async function reconcile(db: Database, provider: PaymentProvider, now: Date): Promise<string[]> {
  const differences: string[] = [];
  for (const row of await unbalancedTransactions(db))
    differences.push(`Ledger transaction ${row.key} does not sum to zero (${row.total ?? 'no entries'})`);
  for (const row of await negativeAvailableBalances(db))
    differences.push(`Seller ${row.seller_id} has a negative available balance (${row.total} cents)`);
  for (const row of await paymentsDisagreeing(db))
    differences.push(`Payment ${row.id} of ${row.amount_cents} cents has ${row.posted} cents posted as its sale`);
  for (const row of await refundsDisagreeing(db))
    differences.push(
      `Payment ${row.id}: ${row.refunded_cents} cents refunded, ${row.owed} owed to the provider, ${row.posted} posted`,
    );
  for (const row of await payoutsDisagreeing(db))
    differences.push(
      `Seller ${row.seller_id}: ${row.paid_out} cents paid out in the ledger, ${row.payouts} in payouts`,
    );

  const since = new Date(now.getTime() - RECONCILE_PROVIDER_DAYS * 86_400_000);
  for (const order of await listRecentOrders(db, since, 200)) {
    if (order.provider !== provider.name) continue;
    const intent = await provider.retrieveIntent(order.transaction_id);
    if (!intent || intent.amountCents !== order.amount_cents || !['succeeded', 'refunded'].includes(intent.status))
      differences.push(
        `Payment ${order.id}: the provider has ${intent ? `${intent.amountCents} cents, ${intent.status}` : 'no record'}, we have ${order.amount_cents} cents`,
      );
  }
  return differences;
}
