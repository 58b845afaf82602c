import { dollars, signedDollars } from './dollars';

describe('dollars from cents', () => {
  it('writes two decimals and thousands', () => {
    expect(dollars(123450)).toBe('$1,234.50');
    expect(dollars(-500)).toBe('-$5.00');
    expect(dollars(0)).toBe('$0.00');
  });

  it('signs money in and out', () => {
    expect(signedDollars(1200)).toBe('+$12.00');
    expect(signedDollars(-300)).toBe('\u2212$3.00');
    expect(signedDollars(0)).toBe('$0.00');
  });
});
