import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  DISPUTE_OUTCOME_LABELS,
  HANDOVER_CODE_LENGTH,
  LEDGER_LINE_LABELS,
  PROBLEM_REASON_LABELS,
  platformFeeCents,
  type AdminDispute,
  type Balance,
  type DisputeOutcome,
  type FeeRule,
  type LedgerLine,
  type MoneyOverview,
  type ProblemReason,
} from '@replay/contract';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { endRefundedBooking } from '../db/bookings';
import { putBackOnSale } from '../db/catalog';
import {
  findDispute,
  findDisputeOfOrder,
  insertDispute,
  listDisputeRows,
  lockDispute,
  resolveDisputeRow,
  saveDisputeResponse,
  type DisputeRow,
} from '../db/disputes';
import {
  findLastReconciliation,
  insertLedgerTransaction,
  listSellerLedgerLines,
  platformTotals,
  sellerBalances,
  type LedgerLineRow,
} from '../db/ledger';
import {
  claimOrderRefunds,
  countWrongCode,
  findOrder,
  insertOrderRefund,
  lockOrder,
  lockOrderOfBooking,
  markHandedOver,
  markReleased,
  noteRefund,
  settleOrderRefund,
  startOrder,
  type OrderRefundRow,
  type OrderRow,
} from '../db/orders';
import { toPage, type Page, type PageRequest } from '../db/paging';
import type { UserRow } from '../db/users';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../errors';
import type { ImageStore } from '../images/store';
import { requireProductImages } from '../images/uploads';
import type { Notifier } from '../notifications/notifier';
import type { PaymentProvider } from '../payments/provider';
import { orderNetCents, refundTransaction, releaseTransaction, saleTransaction } from './ledger';

/** Wrong handover codes before the entry locks, and for how long. */
export const HANDOVER_MAX_TRIES = 5;
const HANDOVER_LOCK_MS = 3_600_000;
export const WRONG_CODE = 'That code is not right';

export interface MoneyOptions {
  db: Database;
  clock: Clock;
  currency: string;
  fee: FeeRule;
  /** The buyer's protection window after the handover. */
  protectionMs: number;
  /** From the payment to the automatic refund when the item was not handed over. */
  handoverMs: number;
  /** The payment provider, for refunds of recorded payments. */
  provider: PaymentProvider;
  images: ImageStore;
  notifier: Notifier;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** A user's admin ids, to tell every admin of a reported problem. */
type AdminIds = (db: Queryable) => Promise<string[]>;

/**
 * Sellers get paid (server/README.md, "Money flow" and "Money guarantees"). Every change of money is
 * a ledger transaction first, written in the database transaction that changes the order, under the
 * order's row lock; the provider is asked second (a refund or payout owed is stored, then attempted,
 * then retried by the money jobs). Times come from the injectable clock.
 */
export class MoneyService {
  constructor(
    private readonly options: MoneyOptions,
    private readonly adminIds: AdminIds,
  ) {}

  get feeRule(): FeeRule {
    return this.options.fee;
  }

  private now(): Date {
    return this.options.clock.now();
  }

  /* ---- the sale ---- */

  /**
   * Called by the payment service in the transaction that records a sale (once per sale: see
   * PaymentService.record): the fee and its rule are frozen on the order, the handover code is drawn,
   * and the sale is posted. The ledger key makes a second post of the same payment a no-op.
   */
  async recordSale(
    tx: Queryable,
    sale: { paymentId: string; sellerId: string; product: string; amountCents: number },
  ): Promise<void> {
    const { fee, handoverMs } = this.options;
    const at = this.now();
    const feeCents = platformFeeCents(sale.amountCents, fee);
    await startOrder(tx, {
      paymentId: sale.paymentId,
      feeCents,
      feeBasisPoints: Math.round(fee.percent * 100),
      feeMinCents: fee.minCents,
      handoverCode: String(randomInt(0, 10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0'),
      handoverDueAt: new Date(at.getTime() + handoverMs),
    });
    await insertLedgerTransaction(tx, saleTransaction({ ...sale, feeCents, at }));
  }

  /* ---- the handover ---- */

  /** The seller enters the buyer's code at the meet-up. */
  async confirmHandover(seller: UserRow, bookingId: string, code: string) {
    const at = this.now();
    const outcome = await this.options.db.transaction(async (tx) => {
      const order = await lockOrderOfBooking(tx, bookingId);
      if (!order) throw notFound('No paid order for this booking');
      if (order.seller_id !== seller.id) throw forbidden('This booking is of another seller’s product');
      this.requireAwaitingHandover(order);
      if (order.handover_locked_until && order.handover_locked_until > at)
        throw tooManyRequests(`Too many wrong codes; try again after ${order.handover_locked_until.toISOString()}`);
      if (!sameCode(order.handover_code, code.trim())) {
        const counted = await countWrongCode(
          tx,
          order.id,
          HANDOVER_MAX_TRIES,
          new Date(at.getTime() + HANDOVER_LOCK_MS),
        );
        return { wrong: counted };
      }
      return { handedOver: await this.handOver(tx, order, at) };
    });
    if (outcome.wrong) {
      // The count is committed before the answer: a wrong code is refused after it was counted.
      if (outcome.wrong.locked) throw tooManyRequests('Too many wrong codes; handover is locked for an hour');
      throw badRequest(WRONG_CODE, { triesLeft: HANDOVER_MAX_TRIES - outcome.wrong.tries });
    }
    return outcome.handedOver!;
  }

  /** The buyer says they got the item ("I got it"). */
  async confirmReceived(buyer: UserRow, bookingId: string) {
    const at = this.now();
    return this.options.db.transaction(async (tx) => {
      const order = await lockOrderOfBooking(tx, bookingId);
      if (!order) throw notFound('No paid order for this booking');
      if (order.buyer_id !== buyer.id) throw forbidden('This booking belongs to another buyer');
      this.requireAwaitingHandover(order);
      return this.handOver(tx, order, at);
    });
  }

  private requireAwaitingHandover(order: OrderRow): void {
    if (order.refunded_in_full_at) throw conflict('This order was refunded');
    if (order.handover_at) throw conflict('The handover is already confirmed');
  }

  private async handOver(tx: Queryable, order: OrderRow, at: Date) {
    const protectionEndsAt = new Date(at.getTime() + this.options.protectionMs);
    await markHandedOver(tx, order.id, at, protectionEndsAt);
    const { notifier } = this.options;
    const key = `handover:${order.id}`;
    await notifier.tell(tx, order.seller_id, key, {
      kind: 'handover_confirmed',
      product: order.title,
      role: 'seller',
      protectionEndsAt,
    });
    await notifier.tell(tx, order.buyer_id, key, {
      kind: 'handover_confirmed',
      product: order.title,
      role: 'buyer',
      protectionEndsAt,
    });
    return { handoverAt: at.toISOString(), protectionEndsAt: protectionEndsAt.toISOString() };
  }

  /* ---- problems and disputes ---- */

  /** The buyer reports a problem within the window: the order's money stays pending until an admin decides. */
  async reportProblem(buyer: UserRow, bookingId: string, problem: { reason: ProblemReason; details: string }) {
    const at = this.now();
    return this.options.db.transaction(async (tx) => {
      const order = await lockOrderOfBooking(tx, bookingId);
      if (!order) throw notFound('No paid order for this booking');
      if (order.buyer_id !== buyer.id) throw forbidden('This booking belongs to another buyer');
      if (!order.handover_at || !order.protection_ends_at)
        throw conflict('Report a problem once you have the item (or ask for a refund if you never got it)');
      if (order.protection_ends_at <= at || order.released_at || order.refunded_in_full_at)
        throw conflict('The protection window of this order has ended');
      if (await findDisputeOfOrder(tx, order.id)) throw conflict('A problem was already reported for this order');
      const disputeId = await insertDispute(tx, {
        paymentId: order.id,
        reason: problem.reason,
        details: problem.details.trim(),
        openedAt: at,
      });
      const reason = PROBLEM_REASON_LABELS[problem.reason];
      const key = `problem:${disputeId}`;
      const { notifier } = this.options;
      await notifier.tell(tx, order.seller_id, key, {
        kind: 'problem_reported',
        product: order.title,
        reason,
        role: 'seller',
      });
      await notifier.tellAll(tx, await this.adminIds(tx), key, {
        kind: 'problem_reported',
        product: order.title,
        reason,
        role: 'admin',
      });
      return { disputeId };
    });
  }

  /** The seller's side of a dispute: text, and photos they uploaded themselves. */
  async respondToDispute(seller: UserRow, disputeId: string, response: { text: string; images?: string[] }) {
    const { db, images } = this.options;
    await db.transaction(async (tx) => {
      const dispute = await lockDispute(tx, disputeId);
      if (!dispute || dispute.seller_id !== seller.id) throw notFound('Dispute not found');
      if (dispute.state !== 'open') throw conflict('This dispute is already resolved');
      await requireProductImages(tx, images, response.images ?? [], seller.id);
      await saveDisputeResponse(tx, disputeId, {
        text: response.text.trim(),
        images: response.images ?? [],
        at: this.now(),
      });
    });
    return { acknowledged: true as const };
  }

  async listDisputes(state: 'open' | 'resolved', page: PageRequest): Promise<Page<AdminDispute>> {
    const rows = await listDisputeRows(this.options.db, state, page);
    return toPage(rows, page.limit, (row) => [row.time_key, row.id], toAdminDispute);
  }

  /**
   * The admin ends a dispute. A refund of X posts its transaction (the fee computed again on what
   * the seller keeps), and is owed to the buyer in the same database transaction; what the seller
   * keeps is released at once. Both sides are told, with the admin's reason.
   */
  async resolveDispute(
    admin: UserRow,
    disputeId: string,
    decision: { outcome: DisputeOutcome; amountCents?: number; reason: string },
  ): Promise<AdminDispute> {
    const at = this.now();
    const refundId = await this.options.db.transaction(async (tx) => {
      const dispute = await lockDispute(tx, disputeId);
      if (!dispute) throw notFound('Dispute not found');
      if (dispute.state !== 'open') throw conflict('This dispute is already resolved');
      const order = (await lockOrder(tx, dispute.payment_id))!;
      const refundable = order.amount_cents - order.refunded_cents;
      const amount =
        decision.outcome === 'refund' ? refundable : decision.outcome === 'release' ? 0 : (decision.amountCents ?? 0);
      if (decision.outcome === 'partial_refund' && (amount <= 0 || amount >= refundable))
        throw badRequest(
          `A partial refund is more than $0.00 and less than the $${(refundable / 100).toFixed(2)} that may be refunded`,
          { errors: { amountCents: 'Enter an amount between zero and what was paid' } },
        );
      let refund: string | undefined;
      let current = order;
      if (amount > 0) {
        const refunded = await this.postRefund(tx, order, amount, `refund:dispute:${dispute.id}`, decision.reason, at);
        refund = refunded.refundId;
        current = refunded.order;
      }
      if (!current.refunded_in_full_at) await this.release(tx, current, at);
      await resolveDisputeRow(tx, dispute.id, {
        outcome: decision.outcome,
        refundCents: amount,
        reason: decision.reason.trim(),
        adminId: admin.id,
        at,
      });
      const told = {
        kind: 'dispute_resolved' as const,
        product: order.title,
        outcome: DISPUTE_OUTCOME_LABELS[decision.outcome],
        reason: decision.reason.trim(),
        amountCents: amount,
        currency: order.currency,
      };
      await this.options.notifier.tell(tx, order.buyer_id, `dispute:${dispute.id}`, { ...told, role: 'buyer' });
      await this.options.notifier.tell(tx, order.seller_id, `dispute:${dispute.id}`, { ...told, role: 'seller' });
      return refund;
    });
    if (refundId) await this.attemptRefunds({ id: refundId });
    return toAdminDispute((await findDispute(this.options.db, disputeId))!);
  }

  /* ---- refunds and release ---- */

  /**
   * Refunds `amountCents` of an order in the caller's transaction (its row locked): the ledger
   * transaction, the order's new refunded amount and fee, and the refund owed to the buyer. Never
   * more than was paid less what was refunded (the order's CHECK says so as well).
   */
  private async postRefund(
    tx: Queryable,
    order: OrderRow,
    amountCents: number,
    key: string,
    reason: string,
    at: Date,
  ): Promise<{ refundId: string; order: OrderRow }> {
    if (amountCents > order.amount_cents - order.refunded_cents) throw conflict('That is more than may be refunded');
    const { txn, refundedCents, feeCents } = refundTransaction(order, { amountCents, key, reason, at });
    if (!(await insertLedgerTransaction(tx, txn))) throw conflict('This refund was already made');
    const inFullAt = refundedCents === order.amount_cents ? at : null;
    await noteRefund(tx, order.id, { refundedCents, feeCents, inFullAt });
    const refundId = await insertOrderRefund(tx, { paymentId: order.id, amountCents, reason, key });
    return {
      refundId,
      order: { ...order, refunded_cents: refundedCents, fee_cents: feeCents, refunded_in_full_at: inFullAt },
    };
  }

  /** Moves an order's net to the seller's available balance and tells them (once: the ledger key). */
  private async release(tx: Queryable, order: OrderRow, at: Date): Promise<void> {
    await markReleased(tx, order.id, at);
    const net = orderNetCents(order);
    if (net <= 0) return;
    if (!(await insertLedgerTransaction(tx, releaseTransaction(order, at)))) return;
    await this.options.notifier.tell(tx, order.seller_id, `release:${order.id}`, {
      kind: 'funds_available',
      product: order.title,
      amountCents: net,
      currency: order.currency,
    });
  }

  /** The release job's step for one order whose window ended (skipped when another instance did it). */
  async releaseOrder(paymentId: string): Promise<boolean> {
    const at = this.now();
    return this.options.db.transaction(async (tx) => {
      const order = await lockOrder(tx, paymentId);
      if (!order || order.released_at || order.refunded_in_full_at) return false;
      if (!order.protection_ends_at || order.protection_ends_at > at) return false;
      const dispute = await findDisputeOfOrder(tx, order.id);
      if (dispute?.state === 'open') return false;
      await this.release(tx, order, at);
      return true;
    });
  }

  /**
   * The automatic refund of an order not handed over in time: all of it back to the buyer, the
   * booking ended and the product on sale again. Under the order's lock, so a handover confirmed
   * at the same moment either comes first (and this does nothing) or finds the order refunded.
   */
  async refundUnhandedOrder(paymentId: string): Promise<boolean> {
    const at = this.now();
    const refundId = await this.options.db.transaction(async (tx) => {
      const order = await lockOrder(tx, paymentId);
      if (!order || order.handover_at || order.refunded_in_full_at || order.handover_due_at > at) return undefined;
      const { refundId } = await this.postRefund(
        tx,
        order,
        order.amount_cents - order.refunded_cents,
        `refund:unhanded:${order.id}`,
        'the item was not handed over in time',
        at,
      );
      await endRefundedBooking(tx, order.booking_id, at);
      await putBackOnSale(tx, order.product_id);
      return refundId;
    });
    if (!refundId) return false;
    await this.attemptRefunds({ id: refundId });
    return true;
  }

  /** Halfway to the deadline: both sides are reminded (once: the order is marked as it is claimed). */
  async remindHandover(order: OrderRow): Promise<void> {
    const key = `handover-reminder:${order.id}`;
    await this.options.db.transaction(async (tx) => {
      for (const [userId, role] of [
        [order.seller_id, 'seller'],
        [order.buyer_id, 'buyer'],
      ] as const)
        await this.options.notifier.tell(tx, userId, key, {
          kind: 'handover_reminder',
          product: order.title,
          role,
          dueAt: order.handover_due_at,
        });
    });
  }

  /**
   * Asks the provider for owed refunds (`id`: that one; else a batch), each leased to this instance
   * for the attempt; one the provider refuses stays owed and is tried again by the next run.
   */
  async attemptRefunds(options: { id?: string; limit?: number } = {}): Promise<{ refunded: number; failed: number }> {
    const { db, provider, log } = this.options;
    const run = { refunded: 0, failed: 0 };
    for (const refund of await claimOrderRefunds(db, { id: options.id, limit: options.limit ?? 20 })) {
      try {
        await provider.refund(refund.transaction_id, {
          amountCents: refund.amount_cents,
          idempotencyKey: refund.idempotency_key,
        });
      } catch (error) {
        await settleOrderRefund(db, refund.id, error instanceof Error ? error.message : String(error));
        log.warn({ err: error, refund: refund.id }, 'refund failed; it stays owed and is retried');
        run.failed += 1;
        continue;
      }
      await db.transaction(async (tx) => {
        if (await settleOrderRefund(tx, refund.id)) await this.tellRefund(tx, refund);
      });
      run.refunded += 1;
    }
    return run;
  }

  private async tellRefund(tx: Queryable, refund: OrderRefundRow): Promise<void> {
    const order = await findOrder(tx, refund.payment_id);
    if (!order) return;
    await this.options.notifier.tell(tx, order.buyer_id, `refund:${refund.idempotency_key}`, {
      kind: 'refund',
      product: order.title,
      reason: refund.reason,
      amountCents: refund.amount_cents,
      currency: order.currency,
    });
  }

  /* ---- the seller's money ---- */

  async balance(seller: UserRow): Promise<Balance> {
    const sums = await sellerBalances(this.options.db, seller.id);
    return {
      pendingCents: sums.pending,
      availableCents: sums.available,
      paidOutCents: sums.paidOut,
      currency: this.options.currency,
    };
  }

  async ledger(seller: UserRow, page: { limit: number; before?: number }): Promise<Page<LedgerLine>> {
    const rows = await listSellerLedgerLines(this.options.db, seller.id, page);
    return toPage(rows, page.limit, (row) => [Number(row.last_id)], toLedgerLine);
  }

  /** The whole ledger as CSV, newest first (a spreadsheet's columns; amounts in the currency's units). */
  async ledgerCsv(seller: UserRow): Promise<string> {
    const rows = await listSellerLedgerLines(this.options.db, seller.id, { limit: 1_000_000 });
    const header = ['Date', 'Type', 'Description', 'Amount', 'Pending balance', 'Available balance', 'Booking'];
    const lines = rows.map((row) => {
      const line = toLedgerLine(row);
      return [
        line.createdAt,
        LEDGER_LINE_LABELS[line.type],
        line.description,
        units(line.amountCents),
        units(line.pendingBalanceCents),
        units(line.availableBalanceCents),
        line.bookingId ?? '',
      ];
    });
    return [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }

  /* ---- the admin's overview ---- */

  async overview(): Promise<MoneyOverview> {
    const totals = await platformTotals(this.options.db);
    const last = await findLastReconciliation(this.options.db);
    return {
      feesCents: totals.fees,
      heldCents: totals.held,
      pendingPayoutsCents: totals.pendingPayouts,
      closedAccountsCents: totals.closedAccounts,
      currency: this.options.currency,
      lastReconciliation: last ? { at: last.ran_at.toISOString(), ok: last.ok, differences: last.differences } : null,
    };
  }
}

/** Compares a code with the order's in constant time (a code of another length is simply wrong). */
function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const units = (cents: number) => (cents / 100).toFixed(2);

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function toLedgerLine(row: LedgerLineRow): LedgerLine {
  return {
    _id: row.last_id,
    type: row.line,
    amountCents: Number(row.amount_cents),
    ...(row.booking_id ? { bookingId: row.booking_id } : {}),
    ...(row.product_id ? { productId: row.product_id } : {}),
    description: row.description,
    createdAt: row.created_at.toISOString(),
    pendingBalanceCents: Number(row.pending_balance),
    availableBalanceCents: Number(row.available_balance),
  };
}

function toAdminDispute(row: DisputeRow): AdminDispute {
  return {
    _id: row.id,
    bookingId: row.booking_id,
    productTitle: row.product_title,
    reason: row.reason,
    details: row.details,
    state: row.state,
    openedAt: row.opened_at.toISOString(),
    ...(row.response !== null ? { response: row.response, responseImages: row.response_images } : {}),
    buyerName: row.buyer_name,
    sellerName: row.seller_name,
    paidCents: row.paid_cents,
    refundableCents: row.paid_cents - row.refunded_cents,
    ...(row.outcome ? { outcome: row.outcome } : {}),
    ...(row.refund_cents !== null ? { refundCents: row.refund_cents } : {}),
    ...(row.resolution ? { resolution: row.resolution } : {}),
    ...(row.resolved_at ? { resolvedAt: row.resolved_at.toISOString() } : {}),
  };
}
