import type { FastifyInstance } from 'fastify';
import { deleteAccount } from '../accounts/deletion';
import { listAuditEntries } from '../db/audit';
import { REPORT_REASON_LABELS, type ReportReason } from '@replay/contract';
import type { Database } from '../db/database';
import { archiveProduct, findProduct } from '../db/catalog';
import type { PageRequest } from '../db/paging';
import { insertReport, isReported, listReports } from '../db/reports';
import type { UserRow } from '../db/users';
import { listUsersByRole, verifySeller } from '../db/users';
import { badRequest, notFound } from '../errors';
import type { Notifier } from '../notifications/notifier';
import type { PaymentService } from '../payments/service';

export interface AdminServiceOptions {
  db: Database;
  notifier: Notifier;
  /** Cancels the open intents of a removed listing. */
  payments: PaymentService;
  /** Deletes an account by the one path of a deletion (src/accounts/deletion.ts). */
  deleteAccount: (userId: string, role: 'buyer' | 'seller') => Promise<{ user?: UserRow }>;
}

/**
 * What the admin does to keep the place clean (and the reports buyers send them): verifying
 * sellers, deleting buyers and sellers, removing reported listings. Each change and what it tells
 * its owner are one transaction.
 */
export class AdminService {
  constructor(private readonly options: AdminServiceOptions) {}

  /** A page of the audit log, newest first (`limit + 1` rows, see toPage). */
  auditLog(filter: { actor?: string; action?: string; target?: string }, wanted: PageRequest) {
    return listAuditEntries(this.options.db, filter, wanted);
  }

  /** A page of the members with a role, oldest first (`limit + 1` rows, see toPage). */
  listMembers(role: 'buyer' | 'seller', wanted: PageRequest) {
    return listUsersByRole(this.options.db, role, wanted);
  }

  /** Verifies a seller (told once); 404 when there is no such seller. */
  async verifySeller(sellerId: string): Promise<{ matched: number; modified: number }> {
    const result = await this.options.db.transaction(async (tx) => {
      const verified = await verifySeller(tx, sellerId);
      if (verified.modified > 0) {
        await this.options.notifier.tell(tx, sellerId, `verified:${sellerId}`, { kind: 'seller_verified', sellerId });
      }
      return verified;
    });
    if (result.matched === 0) throw notFound('Seller not found');
    return result;
  }

  /** Deletes a buyer or a seller of that list (the owner's own deletion, and the address closed). */
  async deleteMember(role: 'buyer' | 'seller', userId: string): Promise<void> {
    const { user } = await this.options.deleteAccount(userId, role);
    if (!user) throw notFound(role === 'buyer' ? 'Buyer not found' : 'Seller not found');
  }

  /** A page of the reported products, most reported first. */
  listReports(wanted: PageRequest) {
    return listReports(this.options.db, wanted);
  }

  /**
   * A member reports another seller's product with a reason (`other` when none is given) and
   * details, and is told it was received. Once per reporter and product: a repeat changes nothing
   * and answers the first report's id, not `created`.
   */
  async report(
    reporter: UserRow,
    productId: string,
    why: { reason?: ReportReason; details?: string } = {},
  ): Promise<{ id: string; created: boolean }> {
    const { db } = this.options;
    const product = await findProduct(db, productId);
    if (!product) throw notFound('Product not found');
    if (product.seller_id === reporter.id) throw badRequest('You cannot report your own product');
    return db.transaction(async (tx) => {
      const report = await insertReport(tx, {
        productId: product.id,
        reporterId: reporter.id,
        reason: why.reason ?? 'other',
        details: why.details?.trim() || undefined,
      });
      if (report.created)
        await this.options.notifier.tell(tx, reporter.id, `report:${report.id}`, {
          kind: 'report_received',
          product: product.title,
          productId: product.id,
          reason: REPORT_REASON_LABELS[why.reason ?? 'other'],
        });
      return report;
    });
  }

  /**
   * Removes a reported product: its reports and advertisement go with it, its money records stay,
   * its seller is told, its open intents are canceled. How many were removed.
   */
  async removeReportedProduct(productId: string): Promise<number> {
    const { db, notifier, payments } = this.options;
    if (!(await isReported(db, productId))) throw notFound('This product has no reports');
    const deletedCount = await db.transaction(async (tx) => {
      const product = await findProduct(tx, productId);
      const archived = await archiveProduct(tx, productId);
      if (product && archived) {
        await notifier.tell(tx, product.seller_id, `removed:${product.id}`, {
          kind: 'listing_removed',
          product: product.title,
        });
      }
      return archived;
    });
    await payments.cancelProductIntents(productId);
    return deletedCount;
  }
}

/** The admin service of an app (stateless: one per user of it is fine). */
export function adminService(app: FastifyInstance): AdminService {
  return new AdminService({
    db: app.db,
    notifier: app.notifier,
    payments: app.payments,
    deleteAccount: (userId, role) => deleteAccount(app, userId, 'admin', role),
  });
}
