import { formatPrice, fromCents } from '@replay/contract';

/** "$1,234.50" (or "-$5.00") from integer cents. */
export const dollars = (cents: number): string => `${cents < 0 ? '-' : ''}$${formatPrice(fromCents(Math.abs(cents)))}`;

/** "+$12.00" or "−$3.00" (a minus sign, read as "minus"): money in or out, as a ledger shows it. */
export const signedDollars = (cents: number): string =>
  cents === 0 ? dollars(0) : `${cents > 0 ? '+' : '\u2212'}${dollars(Math.abs(cents))}`;
