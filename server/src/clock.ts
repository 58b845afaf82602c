/**
 * The one clock the time-based rules read (the handover deadline, the protection window, automatic
 * payouts): the system's in the product, a test clock in tests so they move time instead of sleeping.
 * Rows those rules compare are written with this clock's times, never the database's now().
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move (tests). */
export class TestClock implements Clock {
  private ms: number;

  constructor(start: Date = new Date()) {
    this.ms = start.getTime();
  }

  now(): Date {
    return new Date(this.ms);
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
