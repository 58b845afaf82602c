import { api } from '@replay/contract';
import { getErrorMessage, type ApiClient } from '@replay/platform';
import type { Photo } from '../components/photos/photo-rules';

/** A photo could not be uploaded, so nothing was posted. `message` is the server's. */
export class ImageUploadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ImageUploadError';
  }
}

/** Files already uploaded while this page is open: sending the form again does not upload them twice. */
const uploaded = new WeakMap<File, string>();

/**
 * The photos' addresses in order: each picked file uploaded as the seller's
 * (POST /product/images, one after another), stored photos as they are. A listing and an answer
 * to a buyer's problem take only photos their seller uploaded.
 */
export async function uploadPhotos(client: ApiClient, photos: readonly Photo[]): Promise<string[]> {
  const urls: string[] = [];
  for (const photo of photos) {
    if (photo.url !== undefined) {
      urls.push(photo.url);
      continue;
    }
    let url = uploaded.get(photo.file);
    if (!url) {
      const body = new FormData();
      body.append('image', photo.file);
      try {
        const { success, data } = await client.call(api.uploadProductImage, { body });
        if (!success) throw new Error('Image upload failed');
        url = data.url;
      } catch (error) {
        throw new ImageUploadError(getErrorMessage(error), { cause: error });
      }
      uploaded.set(photo.file, url);
    }
    urls.push(url);
  }
  return urls;
}
