import { insertBooking } from '../db/bookings';
import { markSold } from '../db/catalog';
import type { Queryable } from '../db/database';
import { insertPayment } from '../db/payments';
import { insertReview } from '../db/trading';

/**
 * A sale made before the demo starts, recorded as the trade loop records one: booking, payment,
 * the buyer's review and the seller's rating. It is an order from before the ledger (no fee, see
 * migration 0011): settled, nothing left to hand over.
 */
export async function recordPastSale(
  tx: Queryable,
  sale: {
    productId: string;
    /** Names its transaction (`demo-sale-<slug>`): unique, as a provider's id is. */
    slug: string;
    sellerId: string;
    buyer: { id: string; email: string };
    meeting: { mobile: string; location: string };
    amountCents: number;
    rating: number;
    comment: string;
  },
): Promise<void> {
  if (!(await markSold(tx, sale.productId))) return;
  const bookingId = await insertBooking(tx, { productId: sale.productId, buyerId: sale.buyer.id, ...sale.meeting });
  if (!bookingId) return;
  await insertPayment(tx, {
    bookingId,
    productId: sale.productId,
    buyerId: sale.buyer.id,
    email: sale.buyer.email,
    transactionId: `demo-sale-${sale.slug}`,
    amountCents: sale.amountCents,
    currency: 'usd',
    provider: 'dummy',
  });
  await insertReview(tx, {
    bookingId,
    sellerId: sale.sellerId,
    buyerId: sale.buyer.id,
    rating: sale.rating,
    comment: sale.comment,
  });
}
