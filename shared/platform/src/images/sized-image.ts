import { IMAGE_WIDTHS } from '@replay/contract';

/** The size (px) of the signed-in user's photo in the site's header: the early script preloads it at that size. */
export const HEADER_AVATAR_SIZE = 36;

/** What an `<img>` needs to download an image no larger than it shows. */
export interface SizedImage {
  src?: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of an image shown `sizes` wide (CSS px, or a `sizes` list):
 * for an image stored by our API, its resized copies (`?w=`, IMAGE_WIDTHS), from which the
 * browser picks by the screen's pixel density; any other address (a Google profile photo, say)
 * as it is. `src` is the copy for a 2× screen, for browsers without `srcset`.
 */
export function sizedImage(url: string | null | undefined, sizes: number | string, apiUrl: string): SizedImage {
  if (!url) return {};
  const images = `${apiUrl.replace(/\/$/, '')}/images/`;
  const name = url.startsWith(images) ? url.slice(images.length) : '';
  if (!name || /[/?#]/.test(name)) return { src: url };
  const wanted = typeof sizes === 'number' ? sizes * 2 : 640;
  const fallback = IMAGE_WIDTHS.find((width) => width >= wanted) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return {
    src: `${url}?w=${fallback}`,
    srcSet: IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', '),
    sizes: typeof sizes === 'number' ? `${sizes}px` : sizes,
  };
}
