import type { Queryable } from './database';

/*
 * Uploaded images (migration 5): each upload's size and sender, so an address's uploads are
 * bounded in bytes per hour, and when it came, so the uploads nothing uses are deleted in time.
 * An image is `stored`, then `deleting` (no longer usable; its files are being removed), then
 * `deleted`; rows stay as the record of what was uploaded.
 */

/** The name of the image an address points at, in SQL: what follows its last '/'. */
export const imageName = (column: string) => `substring(${column} FROM '[^/]+$')`;

/**
 * Nothing points at the image `i`: no product (listed or archived; its cover or another photo), no
 * paid order (the picture it recorded), no account, no category.
 */
const UNUSED = `NOT EXISTS (SELECT 1 FROM products p WHERE ${imageName('p.image_url')} = i.name)
  AND NOT EXISTS (SELECT 1 FROM product_images pi WHERE ${imageName('pi.url')} = i.name)
  AND NOT EXISTS (SELECT 1 FROM payments pay WHERE ${imageName('pay.image_url')} = i.name)
  AND NOT EXISTS (SELECT 1 FROM users u WHERE ${imageName('u.img')} = i.name)
  AND NOT EXISTS (SELECT 1 FROM categories c WHERE ${imageName('c.img')} = i.name)
  AND NOT EXISTS (SELECT 1 FROM disputes d, unnest(d.response_images) AS url WHERE ${imageName('url')} = i.name)`;

/**
 * Records an upload unless it takes its sender past `bytesPerHour` (answers how long until the
 * oldest upload counted leaves the hour, then). One address's uploads are counted one after
 * another (a transaction-scoped advisory lock on the address): run it in a transaction.
 */
export async function recordUpload(
  db: Queryable,
  upload: { name: string; bytes: number; client: string; uploaderId?: string },
  bytesPerHour: number,
): Promise<{ recorded: true } | { recorded: false; retryAfterSeconds: number }> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`upload:${upload.client}`]);
  const [used] = await db.query<{ bytes: number; retry: number }>(
    `SELECT coalesce(sum(bytes), 0)::int AS bytes,
       coalesce(ceil(extract(epoch FROM min(created_at) + interval '1 hour' - now())), 0)::int AS retry
     FROM images WHERE client = $1 AND created_at > now() - interval '1 hour'`,
    [upload.client],
  );
  if (used!.bytes + upload.bytes > bytesPerHour)
    return { recorded: false, retryAfterSeconds: Math.max(1, used!.retry) };
  await db.query('INSERT INTO images (name, bytes, client, uploader_id) VALUES ($1, $2, $3, $4)', [
    upload.name,
    upload.bytes,
    upload.client,
    upload.uploaderId ?? null,
  ]);
  return { recorded: true };
}

/** Forgets an upload whose file could not be stored. */
export async function forgetUpload(db: Queryable, name: string): Promise<void> {
  await db.query(`DELETE FROM images WHERE name = $1 AND status = 'stored'`, [name]);
}

/**
 * Whether an upload may be used (a product's or an account's picture), locking its row for the
 * rest of the transaction: deleting an unused image locks the same row first and then looks for
 * users of it, so it either sees this use or this finds it gone.
 */
export async function lockStoredImage(db: Queryable, name: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM images WHERE name = $1 AND status = 'stored' FOR SHARE`, [name]);
  return rows.length === 1;
}

/**
 * Who uploaded an upload that may be used (null: uploaded without an account, or before uploads
 * had an uploader); undefined when it may not (unknown or deleted). Locks its row as lockStoredImage.
 */
export async function lockStoredImageUploader(
  db: Queryable,
  name: string,
): Promise<{ uploader: string | null } | undefined> {
  const rows = await db.query<{ uploader_id: string | null }>(
    `SELECT uploader_id FROM images WHERE name = $1 AND status = 'stored' FOR SHARE`,
    [name],
  );
  return rows[0] && { uploader: rows[0].uploader_id };
}

/** Whether the image is a photo of one of the seller's listings (any, sold or deleted ones too). */
export async function isSellersPhoto(db: Queryable, sellerId: string, name: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM product_images pi JOIN products p ON p.id = pi.product_id
     WHERE ${imageName('pi.url')} = $2 AND p.seller_id = $1 LIMIT 1`,
    [sellerId, name],
  );
  return rows.length === 1;
}

const IMAGE_LEASE = "interval '5 minutes'";

/**
 * Claims uploads to delete: older than `hours` with nothing using them, or left `deleting` by an
 * attempt that failed. As with refunds, one statement sets a lease, so of several instances
 * running the job only one works on an image at a time; a lease left by a process that died runs out.
 */
export async function claimUnusedImages(db: Queryable, hours: number, limit: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `UPDATE images SET locked_until = now() + ${IMAGE_LEASE}, attempts = attempts + 1
     WHERE name IN (
       SELECT i.name FROM images i
       WHERE (i.locked_until IS NULL OR i.locked_until < now())
         AND (i.status = 'deleting'
              OR (i.status = 'stored' AND i.created_at < now() - $1::integer * interval '1 hour' AND ${UNUSED}))
       ORDER BY i.created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING name`,
    [hours, limit],
  );
  return rows.map((row) => row.name);
}

/**
 * Takes a claimed upload out of use, unless something has started using it since it was claimed.
 * Run it in a transaction: the row lock, then a fresh look for users (see lockStoredImage).
 * False when it is in use.
 */
export async function startDeletingImage(db: Queryable, name: string): Promise<boolean> {
  const [row] = await db.query<{ status: string }>('SELECT status FROM images WHERE name = $1 FOR UPDATE', [name]);
  if (row?.status === 'deleting') return true;
  const rows = await db.query(
    `UPDATE images i SET status = 'deleting' WHERE i.name = $1 AND i.status = 'stored' AND ${UNUSED} RETURNING name`,
    [name],
  );
  if (rows.length === 0) await db.query('UPDATE images SET locked_until = NULL WHERE name = $1', [name]);
  return rows.length === 1;
}

/** Ends an attempt: the files are gone, or (an error) it stays `deleting` for the next run. */
export async function settleImageDeletion(db: Queryable, name: string, error?: string): Promise<void> {
  await db.query(
    `UPDATE images SET status = CASE WHEN $2::text IS NULL THEN 'deleted' ELSE status END,
       last_error = $2, locked_until = NULL, deleted_at = CASE WHEN $2::text IS NULL THEN now() END
     WHERE name = $1`,
    [name, error ?? null],
  );
}
