import { LIMITS } from '@replay/contract';

/** The card's description preview: the first 100 characters plus '....' when there is more. */
export function previewDescription(description: string): string {
  return description.length > LIMITS.descriptionPreview
    ? `${description.slice(0, LIMITS.descriptionPreview)}....`
    : description;
}

/**
 * How long until `isoDate`: "5 h", "40 min", "under a minute"; null once it has passed (or does not
 * read). Rounded down, so nobody is told they have longer than they do.
 */
export function timeLeft(isoDate: string, now: number = Date.now()): string | null {
  const ms = Date.parse(isoDate) - now;
  if (!(ms > 0)) return null;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h`;
}
