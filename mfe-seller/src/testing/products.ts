import type { Category, Product } from '@replay/contract';

/** Test data shaped like the server's answers. */
export const categories: Category[] = [
  { _id: '11111111-1111-4111-8111-111111111111', category_name: 'PlayStation', img: 'https://img.test/ps.png' },
  { _id: '22222222-2222-4222-8222-222222222222', category_name: 'Nintendo', img: 'https://img.test/nintendo.png' },
];

let next = 0;

export function aProduct(overrides: Partial<Product> = {}): Product {
  next += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    sellerName: 'seller',
    sellerEmail: 'seller@replay.test',
    category_id: categories[0]!._id,
    title: `Game ${next}`,
    condition: 'Good',
    description: 'Plays fine.',
    location: 'Lisbon',
    mobile: '+351 912 345 678',
    orgprice: 60,
    resprice: 35.5,
    useYear: 2,
    puryear: 2021,
    imageUrl: 'https://img.test/game.png',
    advertise: false,
    status: true,
    date: '2025-01-01T10:00:00.000Z',
    verified: false,
    sellerId: 'seller-1',
    sellerRating: { average: 0, count: 0 },
    state: 'available',
    version: 1,
    ...overrides,
  };
}
