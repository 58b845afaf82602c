/** The largest unit that fits, with its length in seconds (months and years on average). */
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * "5 hours ago" from a UTC timestamp (cards, bookings). Intl.RelativeTimeFormat words it; choosing
 * the unit is the few lines below. A date slightly ahead of this clock reads "0 seconds ago",
 * never the future; an unreadable one reads "".
 */
export function timeAgo(isoDate: string, now: Date = new Date()): string {
  const time = new Date(isoDate).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - time) / 1000));
  const [unit, size] = UNITS.find(([, length]) => seconds >= length) ?? ['second', 1];
  return format.format(-Math.floor(seconds / size), unit);
}
