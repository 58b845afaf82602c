import { dollars } from '@replay/platform';
import { parseDollars } from './money-input';

/**
 * The lowest offer, as a percentage of the listed price: the server's OFFER_MIN_PERCENT at its
 * default. The contract does not export it yet; should the server be configured otherwise, its
 * 400 still tells the buyer.
 */
export const OFFER_MIN_PERCENT = 50;

/** The lowest offer on a price: OFFER_MIN_PERCENT of it, rounded up to the cent (integer cents throughout). */
export const minOfferCents = (listedCents: number): number => Math.ceil((listedCents * OFFER_MIN_PERCENT) / 100);

const NOT_AN_AMOUNT = 'Enter an amount in dollars, such as 45.10';

/** Why `text` is not an offer on a product listed at `listedCents` (the server's rule); true when it is one. */
export function checkOffer(text: string, listedCents: number): string | true {
  const cents = parseDollars(text);
  if (cents === null) return NOT_AN_AMOUNT;
  if (cents < minOfferCents(listedCents)) return `Offers start at ${dollars(minOfferCents(listedCents))}`;
  if (cents >= listedCents) return `Your offer must be less than the listed price of ${dollars(listedCents)}`;
  return true;
}

/** Whether a counter is possible at all: a whole cent between the offer and the listed price. */
export const canCounter = (offerCents: number, listedCents: number): boolean => listedCents - offerCents > 1;

/** Why `text` is not a counter to `offerCents` (strictly between it and the listed price); true when it is one. */
export function checkCounter(text: string, offerCents: number, listedCents: number): string | true {
  const cents = parseDollars(text);
  if (cents === null) return NOT_AN_AMOUNT;
  if (cents <= offerCents || cents >= listedCents)
    return `Counter with more than ${dollars(offerCents)} and less than ${dollars(listedCents)}`;
  return true;
}
