import { signedInPhoto } from '../api/start-early-requests';
import { HEADER_AVATAR_SIZE, sizedImage } from './sized-image';

/*
 * Photos preloaded by the shell's inline start-up script, with the same `srcset` and `sizes` as the
 * `<img>` that shows them, so they download with the page's first requests rather than after the
 * page has rendered, and the page's image finds them already there.
 */

/** Preloads the image `url` shown at `sizes` (CSS px, or a `sizes` list); `important` for the page's largest. */
export function preloadPhoto(url: string, sizes: number | string, apiUrl: string, important = false): void {
  const image = sizedImage(url, sizes, apiUrl);
  const link = document.createElement('link');
  Object.assign(link, { rel: 'preload', as: 'image', href: image.src ?? url });
  if (image.srcSet) Object.assign(link, { imageSrcset: image.srcSet, imageSizes: image.sizes });
  if (important) link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** Preloads the signed-in user's photo at the size the site's header shows it (its Avatar). */
export function preloadSignedInPhoto(apiUrl: unknown): void {
  const photo = typeof apiUrl === 'string' ? signedInPhoto() : null;
  if (photo) preloadPhoto(photo, HEADER_AVATAR_SIZE, apiUrl as string);
}
