/** Money helpers. Amounts travel as decimal numbers with two places and are computed in integer cents. */

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** True when the number has at most two decimal places (49.99 yes, 49.999 no). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** Discount shown on a card: floor(100*(orgprice-resprice)/orgprice), 0 when that is falsy (spec section 3). */
export function discountPercent(orgprice: number, resprice: number): number {
  const percent = Math.floor((100 * (toCents(orgprice) - toCents(resprice))) / toCents(orgprice));
  return percent || 0;
}

const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1234.5" → "1,234.50" */
export function formatPrice(amount: number): string {
  return formatter.format(amount);
}
