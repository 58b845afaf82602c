import type { FastifyInstance } from 'fastify';
import { listAuditEntries } from '../db/audit';
import { REPORT_REASON_LABELS, type ReportReason } from '@replay/contract';
import type { Database } from '../db/database';
import { findProduct } from '../db/catalog';
import type { PageRequest } from '../db/paging';
import { findReportOf, insertReport, isReported, listReports, setReportCase } from '../db/reports';
import type { UserRow } from '../db/users';
import { findUserById, listUsersByRole, verifySeller } from '../db/users';
import { badRequest, notFound } from '../errors';
import type { Notifier } from '../notifications/notifier';
import type { ModerationService } from '../moderation/service';

export interface AdminServiceOptions {
  db: Database;
  notifier: Notifier;
  /** Decisions: every removal an admin makes is one (src/moderation/service.ts). */
  moderation: ModerationService;
}

/**
 * What the admin does to keep the place clean (and the reports buyers send them): verifying
 * sellers; deleting buyers, sellers and listings, each a moderation decision with its statement of
 * reasons. Each change and what it tells its owner are one transaction.
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

  /**
   * Deletes a buyer or a seller of that list: a "close account" decision on the site's general
   * rules (the owner's own deletion, the address closed, the statement with its appeal link).
   */
  async deleteMember(admin: UserRow, role: 'buyer' | 'seller', userId: string): Promise<void> {
    const user = await findUserById(this.options.db, userId);
    if (!user || user.role !== role) throw notFound(role === 'buyer' ? 'Buyer not found' : 'Seller not found');
    await this.options.moderation.decideRemoval(
      admin,
      { kind: 'user', id: user.id, ownerId: user.id },
      { action: 'close_account', ground: 'terms.other', facts: `Account closed from the ${role}s list by our team.` },
      role,
    );
  }

  /** A page of the reported products, most reported first. */
  listReports(wanted: PageRequest) {
    return listReports(this.options.db, wanted);
  }

  /**
   * A member reports another seller's product with a reason (`other` when none is given) and
   * details; it joins the listing's open case, and the reporter is told it was received. Once per
   * reporter and product: a repeat changes nothing and answers the first report's id, not
   * `created`. A reporter whose last ten reports all ended in "no action" is throttled (429).
   */
  async report(
    reporter: UserRow,
    productId: string,
    why: { reason?: ReportReason; details?: string } = {},
  ): Promise<{ id: string; created: boolean }> {
    const { db, moderation } = this.options;
    const product = await findProduct(db, productId);
    if (!product) throw notFound('Product not found');
    if (product.seller_id === reporter.id) throw badRequest('You cannot report your own product');
    const earlier = await findReportOf(db, product.id, reporter.id);
    if (earlier) return { id: earlier, created: false };
    await moderation.checkReporter(db, reporter.id);
    const reason = why.reason ?? 'other';
    return db.transaction(async (tx) => {
      const report = await insertReport(tx, {
        productId: product.id,
        reporterId: reporter.id,
        reason,
        details: why.details?.trim() || undefined,
      });
      if (report.created) {
        const caseId = await moderation.caseForReport(
          tx,
          { kind: 'product', id: product.id, ownerId: product.seller_id },
          reason,
        );
        await setReportCase(tx, report.id, caseId);
        await this.options.notifier.tell(tx, reporter.id, `report:${report.id}`, {
          kind: 'report_received',
          product: product.title,
          productId: product.id,
          reason: REPORT_REASON_LABELS[reason],
        });
      }
      return report;
    });
  }

  /**
   * Removes a reported product (the spec's Reported Items' Delete, and an admin's Delete of any
   * listing): a "remove listing" decision on the site's general rules; its money records stay, its
   * seller gets the statement, its open intents are canceled. How many were removed.
   */
  async removeProduct(admin: UserRow, productId: string, from: 'reports' | 'listing'): Promise<number> {
    const { db, moderation } = this.options;
    const product = await findProduct(db, productId);
    if (from === 'reports' && !(product && (await isReported(db, productId))))
      throw notFound('This product has no reports');
    if (!product) throw notFound('Product not found');
    await moderation.decideRemoval(
      admin,
      { kind: 'product', id: product.id, ownerId: product.seller_id },
      {
        action: 'remove_listing',
        ground: 'terms.other',
        facts:
          from === 'reports'
            ? 'Listing removed from the Reported Items list by our team.'
            : 'Listing removed by our team.',
      },
    );
    return 1;
  }
}

/** The admin service of an app (stateless: one per user of it is fine). */
export function adminService(app: FastifyInstance): AdminService {
  return new AdminService({ db: app.db, notifier: app.notifier, moderation: app.moderation });
}
