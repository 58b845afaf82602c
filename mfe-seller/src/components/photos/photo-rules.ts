import { IMAGE_TYPES, LIMITS } from '@replay/contract';

/**
 * One photo a seller adds to a form (a listing's, or their answer to a buyer's problem): one
 * already stored (`url`: kept by an edit, or taken from the listing a seller sells again), or a
 * file picked now, uploaded when the form is sent. `key` stays with the photo as it moves.
 */
export type Photo = { key: string; preview: string } & ({ url: string; file?: never } | { file: File; url?: never });

/** Why a picked file cannot be a photo, if it cannot (the rules of POST /product/images). */
export function imageProblem(file: File): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Only JPEG, PNG, WebP or GIF images are accepted';
  if (file.size > LIMITS.imageMaxBytes) return 'The image is larger than 5 MB';
  return undefined;
}

/** What is wrong with a form's photos, if anything: none when one is `required`, more than `max`, a file that is no image. */
export function photosProblem(
  photos: readonly Photo[],
  { required, max }: { required: boolean; max: number },
): string | undefined {
  if (required && photos.length === 0) return 'At least one photo is required';
  if (photos.length > max) return `At most ${max} photos`;
  for (const photo of photos) {
    const problem = photo.file && imageProblem(photo.file);
    if (problem) return `${photo.file.name}: ${problem}`;
  }
  return undefined;
}
