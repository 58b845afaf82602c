/** The largest unit that fits, with its length in seconds (months and years on average). */
const UNITS: Array<[string, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * "5 hours ago" from a UTC timestamp (cards, bookings). A date slightly ahead of this clock reads
 * "0 seconds ago", never the future; an unreadable one reads "". Worded here rather than with
 * Intl.RelativeTimeFormat: the site speaks English only, and the first Intl formatter a page
 * creates costs 30–100 ms of main thread loading locale data (four times that on a phone).
 */
export function timeAgo(isoDate: string, now: Date = new Date()): string {
  const time = new Date(isoDate).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - time) / 1000));
  const [unit, size] = UNITS.find(([, length]) => seconds >= length) ?? ['second', 1];
  const count = Math.floor(seconds / size);
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}
