import type { Readable } from 'node:stream';
import type { ImageStore } from '../images/store';
import { avatarSvg, categoryPhotoSvg, productPhotoSvg, renderJpeg } from './art/pictures';
import { DEMO_ACCOUNTS, DEMO_CATEGORIES, DEMO_PEOPLE, DEMO_PRODUCTS, productImage } from './data';

/** A demo picture: its stored name, and its drawing. */
export interface DemoPicture {
  name: string;
  svg: () => string;
}

/** Every picture the demo shows: categories, listings' photos and people's avatars. */
export const DEMO_PICTURES: DemoPicture[] = [
  ...DEMO_CATEGORIES.map((category) => ({
    name: category.image,
    svg: () => categoryPhotoSvg(category.art, category.hue, category.name),
  })),
  ...DEMO_PRODUCTS.map((product) => ({
    name: productImage(product),
    svg: () => productPhotoSvg(product.art, product.slug),
  })),
  ...[...DEMO_ACCOUNTS, ...DEMO_PEOPLE].map((account) => ({ name: account.image, svg: () => avatarSvg(account.name) })),
];

/** Renders at a time: sharp works in libuv's pool (4 threads), and each picture holds a few MB decoded. */
const AT_ONCE = 4;

async function isStored(images: ImageStore, name: string): Promise<boolean> {
  const stored = await images.open(name);
  // Only asked whether it is there: the file (or the bucket's answer) is let go unread, whatever
  // it does meanwhile (a file still opening may fail).
  (stored?.stream as Readable | undefined)?.on('error', () => undefined).destroy();
  return stored !== undefined;
}

/**
 * Draws the demo pictures the image store does not have yet and stores them as uploads are
 * stored (JPEG, under a `demo-` name, resized copies made on demand like any photo's); the drawings
 * are seeded by name, so a picture drawn again is the same. Returns how many were drawn.
 */
export async function storeDemoPictures(
  images: ImageStore,
  pictures: readonly DemoPicture[] = DEMO_PICTURES,
): Promise<number> {
  const missing: DemoPicture[] = [];
  for (const picture of pictures) if (!(await isStored(images, picture.name))) missing.push(picture);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const picture = missing[next++]!;
      await images.save(picture.name, await renderJpeg(picture.svg()));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return missing.length;
}
