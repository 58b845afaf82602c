import type { Queryable } from './database';
import { afterTimeId, timeKey, type PageRequest } from './paging';
import type { Report } from '@replay/contract';

export interface ReportRow {
  id: string;
  product_id: string;
  title: string;
  image_url: string;
  email: string;
  reports: number;
  reasons: Record<string, number>;
  created_at: Date;
  [key: string]: unknown;
}

export const toReport = (row: ReportRow): Report => ({
  _id: row.id,
  productId: row.product_id,
  imageUrl: row.image_url,
  title: row.title,
  email: row.email,
  reports: row.reports,
  date: row.created_at.toISOString(),
  reasons: row.reasons,
});

/** A report whose case no decision has closed yet (Reported Items lists only those). */
const IN_OPEN_CASE = "case_id IN (SELECT id FROM moderation_cases WHERE state = 'open')";

/**
 * A page of reported products, one row each with its report count and latest reporter, most
 * recently reported first (`limit + 1` rows, see toPage).
 */
export function listReports(db: Queryable, page: PageRequest): Promise<Array<ReportRow & { time_key: string }>> {
  const after = page.after ? `WHERE ${afterTimeId('g.latest', 'g.product_id', '$2', '$3')}` : '';
  return db.query(
    `SELECT last.id, g.product_id, p.title, p.image_url, u.email, g.reports, g.latest AS created_at,
       ${timeKey('g.latest')} AS time_key,
       (SELECT jsonb_object_agg(x.reason, x.n) FROM (SELECT reason, count(*)::int AS n FROM reports
         WHERE product_id = g.product_id AND ${IN_OPEN_CASE} GROUP BY reason) x) AS reasons
     FROM (SELECT product_id, max(created_at) AS latest, count(*)::int AS reports FROM reports
           WHERE ${IN_OPEN_CASE} GROUP BY product_id) g
     JOIN LATERAL (SELECT r.id, r.reporter_id FROM reports r WHERE r.product_id = g.product_id AND ${IN_OPEN_CASE}
                   ORDER BY r.created_at DESC, r.id DESC LIMIT 1) last ON true
     JOIN products p ON p.id = g.product_id JOIN users u ON u.id = last.reporter_id
     ${after} ORDER BY g.latest DESC, g.product_id DESC LIMIT $1`,
    [page.limit + 1, ...(page.after ?? [])],
  );
}

/**
 * Inserts a report with its reason and details: the new report's id and `created`, or the id of
 * the report this user already made of the product (unchanged) and not `created`.
 */
export async function insertReport(
  db: Queryable,
  report: { productId: string; reporterId: string; reason: string; details?: string },
): Promise<{ id: string; created: boolean }> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO reports (product_id, reporter_id, reason, details) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT reports_one_per_reporter DO NOTHING RETURNING id`,
    [report.productId, report.reporterId, report.reason, report.details ?? null],
  );
  if (rows[0]) return { id: rows[0].id, created: true };
  const existing = await db.query<{ id: string }>('SELECT id FROM reports WHERE product_id = $1 AND reporter_id = $2', [
    report.productId,
    report.reporterId,
  ]);
  return { id: existing[0]!.id, created: false };
}

/** Whether the product has reports in an open case (what Reported Items lists). */
export async function isReported(db: Queryable, productId: string): Promise<boolean> {
  return (
    (await db.query(`SELECT 1 FROM reports WHERE product_id = $1 AND ${IN_OPEN_CASE} LIMIT 1`, [productId])).length > 0
  );
}

/** The id of this reporter's report of the product, if any. */
export async function findReportOf(db: Queryable, productId: string, reporterId: string): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>('SELECT id FROM reports WHERE product_id = $1 AND reporter_id = $2', [
    productId,
    reporterId,
  ]);
  return rows[0]?.id;
}

export async function setReportCase(db: Queryable, reportId: string, caseId: string): Promise<void> {
  await db.query('UPDATE reports SET case_id = $2 WHERE id = $1', [reportId, caseId]);
}
