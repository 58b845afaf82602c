import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it.each([
    [30, '30 seconds ago'],
    [60, '1 minute ago'],
    [5 * 3600 + 59 * 60, '5 hours ago'],
    [3 * 86_400, '3 days ago'],
    [15 * 86_400, '2 weeks ago'],
    [65 * 86_400, '2 months ago'],
    [800 * 86_400, '2 years ago'],
  ])('words %i seconds before now as "%s"', (seconds, words) => {
    expect(timeAgo(before(seconds), now)).toBe(words);
  });

  it('never speaks of the future when the clocks disagree, and says nothing of an unreadable date', () => {
    expect(timeAgo(before(-60), now)).toBe('0 seconds ago');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
