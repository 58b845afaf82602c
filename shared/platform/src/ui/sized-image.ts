import { useRuntimeConfig } from '../app/platform';
import { sizedImage, type SizedImage } from '../images/sized-image';

/** sizedImage with the page's API address: `const sized = useImageSizer(); <img {...sized(url, 64)} />`. */
export function useImageSizer(): (url: string | null | undefined, sizes: number | string) => SizedImage {
  const { apiUrl } = useRuntimeConfig();
  return (url, sizes) => sizedImage(url, sizes, apiUrl);
}
