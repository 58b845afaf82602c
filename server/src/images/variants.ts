import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ImageType, ImageWidth } from '@replay/contract';
import type { ImageStore } from './store';

/** A stored image resized for where it shows. */
export interface ImageVariant {
  body: Buffer;
  type: ImageType;
}

export type VariantFormat = 'image/webp' | 'image/jpeg';

/** Rendered variants kept per instance, by bytes: a page's thumbnails are resized once, not per visit. */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Resizes stored images to the widths pages ask for (IMAGE_WIDTHS), with sharp (libvips): WebP
 * where the browser accepts it, else JPEG (on white, for images with transparency). Never wider
 * than the original; turned upright by its EXIF orientation; only the first frame of an animated
 * GIF. Each instance keeps what it rendered (LRU, 32 MB); the answers are immutable, so a CDN in
 * front keeps them too. The same variant asked for by many requests at once is rendered once.
 */
export class ImageVariants {
  private readonly cache = new LRUCache<string, ImageVariant>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (variant) => variant.body.length || 1,
  });
  private readonly rendering = new Map<string, Promise<ImageVariant | undefined>>();

  constructor(private readonly store: ImageStore) {}

  /** The variant of a stored image; undefined when there is no such image. */
  async get(name: string, width: ImageWidth, format: VariantFormat): Promise<ImageVariant | undefined> {
    const key = `${name} ${width} ${format}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let rendering = this.rendering.get(key);
    if (!rendering) {
      rendering = this.render(name, width, format).finally(() => this.rendering.delete(key));
      this.rendering.set(key, rendering);
    }
    const variant = await rendering;
    if (variant) this.cache.set(key, variant);
    return variant;
  }

  private async render(name: string, width: ImageWidth, format: VariantFormat): Promise<ImageVariant | undefined> {
    const image = await this.store.open(name);
    if (!image) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of image.stream) chunks.push(Buffer.from(chunk as Buffer));
    const original = Buffer.concat(chunks);
    try {
      const resized = sharp(original).rotate().resize({ width, withoutEnlargement: true });
      const body =
        format === 'image/webp'
          ? await resized.webp({ quality: 75 }).toBuffer()
          : await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
      return { body, type: format };
    } catch {
      // Its signature is an image's, its content is not one libvips can read: it is served as
      // it was uploaded (what the browser makes of it is as before), not as an error.
      return { body: original, type: image.type };
    }
  }
}
