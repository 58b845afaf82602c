import { formatPrice, groupThousands } from '@replay/contract';

describe('formatPrice', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [49.99, '49.99'],
    [1234.5, '1,234.50'],
    [999.999, '1,000.00'],
    [1_000_000, '1,000,000.00'],
    [0.07, '0.07'],
    [-3.5, '-3.50'],
  ])('shows %p as "%s", in en-US with two places', (amount, shown) => {
    expect(formatPrice(amount)).toBe(shown);
  });

  it('matches the en-US number format for every amount of cents it is given', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const cents of [1, 10, 99, 100, 101, 12_345, 99_999, 100_000, 123_456_789, 100_000_000]) {
      expect(formatPrice(cents / 100)).toBe(intl.format(cents / 100));
    }
  });
});

describe('groupThousands', () => {
  it('puts a comma between every group of three digits', () => {
    expect(groupThousands('7')).toBe('7');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('1000000')).toBe('1,000,000');
  });
});
