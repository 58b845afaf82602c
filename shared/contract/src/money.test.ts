import { platformFeeCents, sellerNetCents, wasPrice } from './money';

const NOW = Date.parse('2025-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();

describe('wasPrice: the lowest other price of the last 30 days, when the current one is below it', () => {
  it('shows the price before a drop', () => {
    expect(
      wasPrice(
        [
          { price: 100, changedAt: daysAgo(60) },
          { price: 80, changedAt: daysAgo(2) },
        ],
        NOW,
      ),
    ).toBe(100);
  });

  it('shows nothing for a listing that never changed its price', () => {
    expect(wasPrice([{ price: 100, changedAt: daysAgo(60) }], NOW)).toBeUndefined();
    expect(wasPrice([], NOW)).toBeUndefined();
  });

  it('shows nothing once the earlier price ended more than 30 days ago', () => {
    expect(
      wasPrice(
        [
          { price: 100, changedAt: daysAgo(90) },
          { price: 80, changedAt: daysAgo(31) },
        ],
        NOW,
      ),
    ).toBeUndefined();
  });

  it('takes the lowest of the prices the last 30 days saw, and nothing for a rise', () => {
    const history = [
      { price: 120, changedAt: daysAgo(60) },
      { price: 90, changedAt: daysAgo(20) },
      { price: 110, changedAt: daysAgo(10) },
      { price: 70.5, changedAt: daysAgo(1) },
    ];
    expect(wasPrice(history, NOW)).toBe(90);
    expect(wasPrice(history.slice(0, 3), NOW)).toBeUndefined();
  });

  it('shows no saving for a price raised and dropped back', () => {
    const history = [
      { price: 80, changedAt: daysAgo(60) },
      { price: 100, changedAt: daysAgo(5) },
      { price: 80, changedAt: daysAgo(1) },
    ];
    expect(wasPrice(history, NOW)).toBeUndefined();
  });
});

describe('platformFeeCents: the percentage rounded half up, at least the minimum, never more than the amount', () => {
  const rule = { percent: 10, minCents: 50 };
  it.each([
    [4500, 450],
    [4505, 451], // 450.5 rounds up
    [4504, 450], // 450.4 rounds down
    [499, 50], // 49.9 → the minimum
    [505, 51], // 50.5 → 51, above the minimum
    [50, 50], // a 50-cent sale keeps nothing
    [30, 30], // never more than the amount
    [0, 0], // nothing kept, no fee
  ])('%i cents → a fee of %i', (amount, fee) => {
    expect(platformFeeCents(amount, rule)).toBe(fee);
    expect(sellerNetCents(amount, rule)).toBe(amount - fee);
  });

  it('takes a percentage with decimals exactly', () => {
    expect(platformFeeCents(1000, { percent: 7.5, minCents: 0 })).toBe(75);
    expect(platformFeeCents(1010, { percent: 7.5, minCents: 0 })).toBe(76); // 75.75
    expect(platformFeeCents(1_000_000_00, { percent: 12.34, minCents: 0 })).toBe(12_340_000);
  });
});
