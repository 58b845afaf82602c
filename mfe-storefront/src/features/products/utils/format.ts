import { formatDistanceToNow } from 'date-fns';
import { LIMITS } from '@replay/shared';

/** The card's description preview: the first 100 characters plus '....' when there is more (spec section 2). */
export function previewDescription(description: string): string {
  return description.length > LIMITS.descriptionPreview
    ? `${description.slice(0, LIMITS.descriptionPreview)}....`
    : description;
}

/** "5 hours ago" from the product's UTC timestamp. */
export function postedAgo(isoDate: string, now: Date = new Date()): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  // A clock slightly behind the server's must not print "in a few seconds".
  return formatDistanceToNow(date > now ? now : date, { addSuffix: true });
}
