import type { Role } from '@replay/contract';
import type { Queryable } from './database';

/** What waits for the user, by role: the dashboard home's counts beside the unread ones (GET /me/badges). */
export async function countTasks(
  db: Queryable,
  userId: string,
  role: Role,
): Promise<{ ordersToPay?: number; bookingsToAnswer?: number; openCases?: number }> {
  if (role === 'buyer') {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings b
       JOIN products p ON p.id = b.product_id
       LEFT JOIN payments pay ON pay.booking_id = b.id
       WHERE b.buyer_id = $1 AND b.cancelled_at IS NULL AND pay.id IS NULL AND p.status AND p.archived_at IS NULL`,
      [userId],
    );
    return { ordersToPay: rows[0]?.n ?? 0 };
  }
  if (role === 'seller') {
    // Live bookings waiting for their payment, and paid ones waiting for the handover.
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings b
       JOIN products p ON p.id = b.product_id
       LEFT JOIN payments pay ON pay.booking_id = b.id
       WHERE p.seller_id = $1 AND (
         (pay.id IS NULL AND b.cancelled_at IS NULL AND p.status AND p.archived_at IS NULL)
         OR (pay.id IS NOT NULL AND pay.handover_at IS NULL AND pay.refunded_in_full_at IS NULL))`,
      [userId],
    );
    return { bookingsToAnswer: rows[0]?.n ?? 0 };
  }
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM moderation_cases WHERE state = 'open'`);
  return { openCases: rows[0]?.n ?? 0 };
}
