import { formatDateTime } from '@replay/platform';

/** A moment in words, in the admin's time zone, the exact instant kept for machines. */
export function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}
