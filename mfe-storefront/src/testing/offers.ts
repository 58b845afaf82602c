import type { Offer } from '@replay/contract';

/* Offers shaped like the API's answers. */

const HOUR = 3_600_000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A buyer's first offer of $45.10 on a product listed at $90.00, open for another 47 hours. */
export function anOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    _id: 'offer-1',
    productId: 'prod-1',
    productTitle: 'PlayStation 5 Disc Edition',
    productImageUrl: 'https://img.test/ps5.jpg',
    listedCents: 9000,
    buyerId: 'buyer-1',
    buyerName: 'Bea Buyer',
    sellerId: 'seller-1',
    sellerName: 'Sam Seller',
    conversationId: 'conv-1',
    amountCents: 4510,
    state: 'open',
    round: 1,
    expiresAt: hoursFromNow(47.5),
    updatedAt: hoursFromNow(-0.5),
    ...overrides,
  };
}
