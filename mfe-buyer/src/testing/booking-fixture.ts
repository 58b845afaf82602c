import type { Booking } from '@replay/contract';

/** A booking as GET /booking answers it; override what a test is about. */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'b1',
    userName: 'Bea Buyer',
    email: 'buyer@replay.test',
    productName: 'PlayStation 5',
    price: 450,
    mobile: '+1 555 0100',
    location: 'Main Street',
    paid: false,
    imageUrl: 'https://img.test/ps5.png',
    productId: 'p1',
    status: true,
    date: '2025-01-01T00:00:00.000Z',
    cancelled: false,
    reservedByOther: false,
    reviewed: false,
    sellerId: 's1',
    sellerName: 'Sam Seller',
    ...overrides,
  };
}
