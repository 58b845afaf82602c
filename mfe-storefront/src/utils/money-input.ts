import { toCents } from '@replay/contract';

/**
 * What a dollars field accepts: digits with at most two decimals, optionally a leading "$" and
 * thousands commas ("45.10", "$1,234.5", ".99", "45."). Anything else (three decimals, "1e3",
 * letters) is refused rather than rounded: the buyer sees their amount exactly as it is sent.
 */
const DOLLARS = /^\$?\s*(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d{0,2})?$/;

/** The integer cents of an amount typed in dollars ("45.10" → 4510), or null when it does not read as one. */
export function parseDollars(text: string): number | null {
  const trimmed = text.trim();
  if (!DOLLARS.test(trimmed) || !/\d/.test(trimmed)) return null;
  // At most two decimals: toCents' rounding only absorbs the binary fraction's error (45.1 × 100 = 4510.000…01).
  return toCents(Number(trimmed.replace(/[$,\s]/g, '')));
}
