import { LIMITS } from '@replay/contract';

/** The card's description preview: the first 100 characters plus '....' when there is more. */
export function previewDescription(description: string): string {
  return description.length > LIMITS.descriptionPreview
    ? `${description.slice(0, LIMITS.descriptionPreview)}....`
    : description;
}
