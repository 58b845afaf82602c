import { formatDate, formatDateTime, formatMonth } from './dates';

describe('dates in words', () => {
  // A local time, so the test reads the same in every time zone.
  const iso = new Date(2026, 2, 14, 9, 5).toISOString();

  it('writes the day, the day and time, the month', () => {
    expect(formatDate(iso)).toBe('March 14, 2026');
    expect(formatDateTime(iso)).toBe('March 14, 2026, 09:05');
    expect(formatMonth(iso)).toBe('March 2026');
  });

  it('writes nothing for a date that does not read', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatMonth('2026-13-45')).toBe('');
  });
});
