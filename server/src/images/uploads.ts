import type { Queryable } from '../db/database';
import { badRequest, forbidden } from '../errors';
import { isSellersPhoto, lockStoredImage, lockStoredImageUploader } from '../db/images';
import { isDemoName, type ImageStore } from './store';

/** Why an address was refused as a product's or an account's picture. */
export const NOT_OUR_IMAGE = 'Use an image uploaded to Replay Market';

/**
 * Whether `url` is an image of ours that may be used as a picture: an upload not deleted (its row
 * locked for the rest of the transaction, see lockStoredImage), or a shipped demo image.
 */
export async function isUsableImage(db: Queryable, store: ImageStore, url: string): Promise<boolean> {
  const name = store.nameOf(url);
  if (!name) return false;
  return isDemoName(name) || lockStoredImage(db, name);
}

/** Why a seller was refused a photo someone else uploaded. */
export const NOT_YOUR_IMAGE = 'Use photos you uploaded yourself';

/**
 * Whether a seller may show `url` on a listing: `usable` for a shipped demo image, a photo they
 * uploaded (POST /product/images), or one already on one of their listings (kept through an edit,
 * or a sold listing sold again as similar); `not_ours` for anything but an upload of ours (400);
 * `not_yours` for another user's upload, or one sent without an account (403). The upload's row is
 * locked for the rest of the transaction (see lockStoredImage).
 */
export async function productImageUse(
  db: Queryable,
  store: ImageStore,
  url: string,
  sellerId: string,
): Promise<'usable' | 'not_ours' | 'not_yours'> {
  const name = store.nameOf(url);
  if (!name) return 'not_ours';
  if (isDemoName(name)) return 'usable';
  const stored = await lockStoredImageUploader(db, name);
  if (!stored) return 'not_ours';
  if (stored.uploader === sellerId || (await isSellersPhoto(db, sellerId, name))) return 'usable';
  return 'not_yours';
}

/** Refuses a listing's photos unless the seller may show each of them (see productImageUse): 400 or 403. */
export async function requireProductImages(
  db: Queryable,
  store: ImageStore,
  urls: readonly string[],
  sellerId: string,
): Promise<void> {
  for (const url of urls) {
    const use = await productImageUse(db, store, url, sellerId);
    if (use === 'not_ours') throw badRequest(NOT_OUR_IMAGE);
    if (use === 'not_yours') throw forbidden(NOT_YOUR_IMAGE);
  }
}
