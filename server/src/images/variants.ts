import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ImageType, ImageWidth } from '@replay/contract';
import { storedNameType, variantKey, type ImageStore, type VariantFormat } from './store';

/** A stored image resized for where it shows. */
export interface ImageVariant {
  body: Buffer;
  type: ImageType;
}

/**
 * The largest image taken: per side, and in all. Decoding costs memory and CPU by the pixel, so an
 * upload's size is read from its header first, and sharp never decodes more (limitInputPixels).
 */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Rendered variants kept per instance, by bytes: a page's thumbnails are read once, not per visit. */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * At most `size` tasks at a time; the others wait their turn in order. Written here rather than
 * taken from p-limit (ESM only, which the API's CommonJS bundle and tests would need configuring
 * for) for a few lines.
 */
class Slots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

export interface ImageVariantsOptions {
  /** Renders at most this many at a time (IMAGE_RENDER_CONCURRENCY). */
  concurrency: number;
  /** Images with more pixels are not decoded (sharp's limitInputPixels); they are served as stored. */
  maxPixels?: number;
}

/**
 * Resizes stored images to the widths pages ask for (IMAGE_WIDTHS), with sharp (libvips): WebP
 * where the browser accepts it, else JPEG (on white, for images with transparency). Never wider
 * than the original; turned upright by its EXIF orientation; only the first frame of an animated
 * GIF. A variant is rendered once: it is stored beside its image (every instance and every later
 * start finds it there) and kept in memory (LRU, 32 MB); the same variant asked for by many
 * requests at once is rendered once, and at most `concurrency` renders run at a time, so resizing
 * can take only that much of the CPU. The answers are immutable: a CDN in front keeps them too.
 */
export class ImageVariants {
  private readonly cache = new LRUCache<string, ImageVariant>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (variant) => variant.body.length || 1,
  });
  private readonly rendering = new Map<string, Promise<ImageVariant | undefined>>();
  private readonly slots: Slots;
  private readonly maxPixels: number;

  constructor(
    private readonly store: ImageStore,
    options: ImageVariantsOptions,
  ) {
    this.slots = new Slots(options.concurrency);
    this.maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  }

  /** The variant when it was rendered before (in memory, else in the store); undefined when it was not. */
  async rendered(name: string, width: ImageWidth, format: VariantFormat): Promise<ImageVariant | undefined> {
    // The name makes a key in the store: only names we generate (no '/', no '..').
    if (!storedNameType(name)) return undefined;
    const key = variantKey(name, width, format);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const body = await this.store.openVariant(key);
    if (!body) return undefined;
    const variant = { body, type: format };
    this.cache.set(key, variant);
    return variant;
  }

  /** Renders the variant of a stored image and keeps it; undefined when there is no such image. */
  async render(name: string, width: ImageWidth, format: VariantFormat): Promise<ImageVariant | undefined> {
    const key = variantKey(name, width, format);
    let rendering = this.rendering.get(key);
    if (!rendering) {
      rendering = this.slots
        .run(async () => (await this.rendered(name, width, format)) ?? this.produce(name, width, format))
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, rendering);
    }
    const variant = await rendering;
    if (variant) this.cache.set(key, variant);
    return variant;
  }

  private async produce(name: string, width: ImageWidth, format: VariantFormat): Promise<ImageVariant | undefined> {
    const image = await this.store.open(name);
    if (!image) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of image.stream) chunks.push(Buffer.from(chunk as Buffer));
    const original = Buffer.concat(chunks);
    let body: Buffer;
    try {
      const resized = sharp(original, { limitInputPixels: this.maxPixels })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      body =
        format === 'image/webp'
          ? await resized.webp({ quality: 75 }).toBuffer()
          : await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    } catch {
      // Its signature is an image's, its content is not one libvips reads (or it has more pixels
      // than it may decode; uploads are refused such images, older ones may be): it is served as
      // it was uploaded (what the browser makes of it is as before), not as an error, and not kept.
      return { body: original, type: image.type };
    }
    await this.store.saveVariant(variantKey(name, width, format), body, format);
    return { body, type: format };
  }
}

/** An image's size in pixels, read from its header without decoding it; undefined when libvips cannot read it. */
export async function imageSize(content: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const { width, height } = await sharp(content).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
