import { platformFeeCents, type FeeRule } from '@replay/contract';
import type { LedgerTransaction } from '../db/ledger';
import type { OrderRow } from '../db/orders';

/*
 * The ledger's transactions, as data: each economic event is one balanced transaction (its entries
 * sum to zero) with the key that makes it happen once. Signs are the accounts' balances: money
 * coming from buyers' cards is negative on `buyer_payments`, money given back positive on
 * `buyer_refunds`; a seller's accounts and `platform_fees` hold what is theirs.
 *
 *   sale       buyer_payments −P · seller_pending +P (sale) · seller_pending −F, platform_fees +F (fee)
 *   refund X   buyer_refunds +X · seller_pending −X (refund) · platform_fees −(F−F′), seller_pending +(F−F′) (fee)
 *   release    seller_pending −N · seller_available +N            N = P − refunded − F′
 *   payout A   seller_available −A · seller_paid_out +A
 *   failed A   seller_paid_out −A · seller_available +A
 *
 * F′ is the fee computed again, by the rule frozen at the sale, on what the seller keeps.
 */

/** The fee rule frozen on an order at its sale. */
export const orderFeeRule = (order: Pick<OrderRow, 'fee_basis_points' | 'fee_min_cents'>): FeeRule => ({
  percent: order.fee_basis_points / 100,
  minCents: order.fee_min_cents,
});

/** What the seller nets of an order now: what the buyer paid and kept paid, less the fee on it. */
export const orderNetCents = (order: Pick<OrderRow, 'amount_cents' | 'refunded_cents' | 'fee_cents'>): number =>
  order.amount_cents - order.refunded_cents - order.fee_cents;

export function saleTransaction(sale: {
  paymentId: string;
  sellerId: string;
  product: string;
  amountCents: number;
  feeCents: number;
  at: Date;
}): LedgerTransaction {
  const seller = sale.sellerId;
  return {
    key: `sale:${sale.paymentId}`,
    kind: 'sale',
    description: sale.product,
    createdAt: sale.at,
    paymentId: sale.paymentId,
    entries: [
      { account: 'buyer_payments', line: 'sale', amountCents: -sale.amountCents },
      { account: 'seller_pending', sellerId: seller, line: 'sale', amountCents: sale.amountCents },
      { account: 'seller_pending', sellerId: seller, line: 'fee', amountCents: -sale.feeCents },
      { account: 'platform_fees', line: 'fee', amountCents: sale.feeCents },
    ],
  };
}

/**
 * A refund of `amountCents` of an order not yet released: the buyer gets it back, the fee is
 * computed again on what the seller keeps and the difference returned to the seller's pending.
 * Answers the transaction and the order's new figures.
 */
export function refundTransaction(
  order: OrderRow,
  refund: { amountCents: number; key: string; reason: string; at: Date },
): { txn: LedgerTransaction; refundedCents: number; feeCents: number } {
  const refundedCents = order.refunded_cents + refund.amountCents;
  const feeCents = platformFeeCents(order.amount_cents - refundedCents, orderFeeRule(order));
  const feeBack = order.fee_cents - feeCents;
  const seller = order.seller_id;
  return {
    refundedCents,
    feeCents,
    txn: {
      key: refund.key,
      kind: 'refund',
      description: `${order.title}: ${refund.reason}`,
      createdAt: refund.at,
      paymentId: order.id,
      entries: [
        { account: 'buyer_refunds', line: 'refund', amountCents: refund.amountCents },
        { account: 'seller_pending', sellerId: seller, line: 'refund', amountCents: -refund.amountCents },
        { account: 'platform_fees', line: 'fee', amountCents: -feeBack },
        { account: 'seller_pending', sellerId: seller, line: 'fee', amountCents: feeBack },
      ],
    },
  };
}

export function releaseTransaction(order: OrderRow, at: Date): LedgerTransaction {
  const net = orderNetCents(order);
  return {
    key: `release:${order.id}`,
    kind: 'release',
    description: order.title,
    createdAt: at,
    paymentId: order.id,
    entries: [
      { account: 'seller_pending', sellerId: order.seller_id, line: 'release', amountCents: -net },
      { account: 'seller_available', sellerId: order.seller_id, line: 'release', amountCents: net },
    ],
  };
}

export function payoutTransaction(payout: {
  id: string;
  sellerId: string;
  amountCents: number;
  at: Date;
}): LedgerTransaction {
  return {
    key: `payout:${payout.id}`,
    kind: 'payout',
    description: 'Payout to your bank account',
    createdAt: payout.at,
    payoutId: payout.id,
    entries: [
      { account: 'seller_available', sellerId: payout.sellerId, line: 'payout', amountCents: -payout.amountCents },
      { account: 'seller_paid_out', sellerId: payout.sellerId, line: 'payout', amountCents: payout.amountCents },
    ],
  };
}

export function payoutFailedTransaction(payout: {
  id: string;
  sellerId: string;
  amountCents: number;
  reason: string;
  at: Date;
}): LedgerTransaction {
  return {
    key: `payout_failed:${payout.id}`,
    kind: 'payout_failed',
    description: `Payout returned: ${payout.reason}`,
    createdAt: payout.at,
    payoutId: payout.id,
    entries: [
      {
        account: 'seller_paid_out',
        sellerId: payout.sellerId,
        line: 'payout_failed',
        amountCents: -payout.amountCents,
      },
      {
        account: 'seller_available',
        sellerId: payout.sellerId,
        line: 'payout_failed',
        amountCents: payout.amountCents,
      },
    ],
  };
}
