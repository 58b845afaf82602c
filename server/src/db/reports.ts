import type { Queryable } from './database';
import type { ReportRow } from './rows';

/** One row per reported product with its report count and latest reporter, newest first. */
export function listReports(db: Queryable): Promise<ReportRow[]> {
  return db.query<ReportRow>(
    `SELECT DISTINCT ON (r.product_id) r.id, r.product_id, p.title, p.image_url, u.email,
       count(*) OVER (PARTITION BY r.product_id)::int AS reports, r.created_at
     FROM reports r JOIN products p ON p.id = r.product_id JOIN users u ON u.id = r.reporter_id
     ORDER BY r.product_id, r.created_at DESC`,
  ).then((rows) => rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime()));
}

/** Inserts a report; returns undefined when this user already reported the product. */
export async function insertReport(db: Queryable, productId: string, reporterId: string): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO reports (product_id, reporter_id) VALUES ($1, $2)
     ON CONFLICT ON CONSTRAINT reports_one_per_reporter DO NOTHING RETURNING id`,
    [productId, reporterId],
  );
  return rows[0]?.id;
}

export async function isReported(db: Queryable, productId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM reports WHERE product_id = $1 LIMIT 1', [productId])).length > 0;
}
