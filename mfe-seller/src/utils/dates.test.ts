import { isFuture } from './dates';

describe('isFuture', () => {
  it('tells a later date from an earlier or missing one', () => {
    const now = Date.parse('2026-03-05T12:00:00Z');
    expect(isFuture('2026-03-05T12:00:01Z', now)).toBe(true);
    expect(isFuture('2026-03-05T12:00:00Z', now)).toBe(false);
    expect(isFuture(null, now)).toBe(false);
  });
});
