// Worded here rather than with toLocaleDateString: the site speaks English only, and a page's first
// Intl formatter loads the browser's locale data (tens of ms of main thread; the lint rule on Intl).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const parse = (isoDate: string): Date | undefined => {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** "March 14, 2026", in the visitor's time zone; "" for a date that does not read. */
export function formatDate(isoDate: string): string {
  const date = parse(isoDate);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : '';
}

/** "March 14, 2026, 14:05", in the visitor's time zone; "" for a date that does not read. */
export function formatDateTime(isoDate: string): string {
  const date = parse(isoDate);
  if (!date) return '';
  const time = [date.getHours(), date.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':');
  return `${formatDate(isoDate)}, ${time}`;
}

/** "March 2026" (a member's "since"); "" for a date that does not read. */
export function formatMonth(isoDate: string): string {
  const date = parse(isoDate);
  return date ? `${MONTHS[date.getMonth()]} ${date.getFullYear()}` : '';
}
