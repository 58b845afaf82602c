import { wasPrice } from './money';

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
