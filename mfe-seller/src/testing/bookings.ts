import type { OrderDispute, SellerBooking } from '@replay/contract';

/** Test data shaped like the server's answers. */
let next = 0;

/** A booking of one of the seller's products, as GET /seller/bookings lists it (waiting for payment by default). */
export function aSellerBooking(overrides: Partial<SellerBooking> = {}): SellerBooking {
  next += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    productId: 'p1',
    productName: 'PlayStation 5',
    price: 380,
    buyerId: '00000000-0000-4000-8000-0000000000b1',
    buyerName: 'Bea Buyer',
    buyerEmail: 'bea@replay.test',
    mobile: '+1 555 0100',
    location: 'Central station',
    bookedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    state: 'waiting',
    ...overrides,
  };
}

const DAY_MS = 24 * 3_600_000;
/** Days from now, at noon UTC: the same calendar date in every time zone from UTC−11 to UTC+11. */
export const daysFromNow = (days: number) => {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(12, 0, 0, 0);
  return date.toISOString();
};

/** A paid booking of $380 not yet handed over: a $38 fee, $342 for the seller. */
export const aPaidBooking = (overrides: Partial<SellerBooking> = {}) =>
  aSellerBooking({
    state: 'paid',
    feeCents: 3800,
    netCents: 34200,
    handoverAt: null,
    protectionEndsAt: null,
    handoverDueAt: daysFromNow(7),
    handoverLockedUntil: null,
    refundedCents: 0,
    dispute: null,
    ...overrides,
  });

/** A problem the buyer reported, open and not answered yet. */
export const aDispute = (overrides: Partial<OrderDispute> = {}): OrderDispute => ({
  _id: '00000000-0000-4000-8000-0000000000d1',
  state: 'open',
  reason: 'not_working',
  details: 'It does not turn on.',
  ...overrides,
});
