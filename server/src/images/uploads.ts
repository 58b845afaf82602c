import type { Queryable } from '../db/database';
import { lockStoredImage } from '../db/images';
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
