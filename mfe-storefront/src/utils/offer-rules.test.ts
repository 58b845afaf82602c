import { canCounter, checkCounter, checkOffer, minOfferCents } from './offer-rules';

describe('offer rules', () => {
  it('puts the lowest offer at half the listed price, rounded up to the cent', () => {
    expect(minOfferCents(9000)).toBe(4500);
    expect(minOfferCents(4555)).toBe(2278);
    expect(minOfferCents(8999)).toBe(4500);
  });

  it('takes an offer from the lowest up to a cent under the listed price', () => {
    expect(checkOffer('45.00', 9000)).toBe(true);
    expect(checkOffer('89.99', 9000)).toBe(true);
    expect(checkOffer('44.99', 9000)).toBe('Offers start at $45.00');
    expect(checkOffer('90', 9000)).toBe('Your offer must be less than the listed price of $90.00');
    expect(checkOffer('45.001', 9000)).toBe('Enter an amount in dollars, such as 45.10');
  });

  it('takes a counter strictly between the offer and the listed price', () => {
    expect(checkCounter('45.11', 4510, 9000)).toBe(true);
    expect(checkCounter('89.99', 4510, 9000)).toBe(true);
    for (const text of ['45.10', '90.00', '20'])
      expect(checkCounter(text, 4510, 9000)).toBe('Counter with more than $45.10 and less than $90.00');
    expect(canCounter(8998, 9000)).toBe(true);
    expect(canCounter(8999, 9000)).toBe(false);
  });
});
