import { signedInPhoto } from '../api/start-early-requests';
import { HEADER_AVATAR_SIZE, sizedImage } from './sized-image';

/**
 * Preloads the signed-in user's photo at the size the site's header shows it (the same `srcset`
 * and `sizes` as its Avatar), so it downloads with the page's first requests rather than after
 * the page has rendered. Part of the shell's inline start-up script.
 */
export function preloadSignedInPhoto(apiUrl: unknown): void {
  const photo = typeof apiUrl === 'string' ? signedInPhoto() : null;
  if (!photo) return;
  const image = sizedImage(photo, HEADER_AVATAR_SIZE, apiUrl as string);
  const link = document.createElement('link');
  Object.assign(link, { rel: 'preload', as: 'image', href: image.src ?? photo });
  if (image.srcSet) Object.assign(link, { imageSrcset: image.srcSet, imageSizes: image.sizes });
  document.head.append(link);
}
