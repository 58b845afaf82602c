import { api, type InsertResult, type NewProductPayload, type ProductDetails } from '@replay/contract';
import { ensureAcknowledged, queryKeys, useApiMutation, type ApiClient } from '@replay/platform';
import { uploadPhotos } from '../../../api/upload-photos';
import type { Photo } from '../../../components/photos/photo-rules';

/** The product fields the seller typed, and its photos in order (picked files not uploaded yet). */
export interface AddProductInput {
  product: Omit<ProductDetails, 'imageUrl'>;
  photos: Photo[];
}

/** POST /products?email=; acknowledged means success. */
export const createProduct = (client: ApiClient, product: NewProductPayload, email = '') =>
  client
    .call(api.addProduct, { body: product, query: { email } })
    .then((result) => ensureAcknowledged(result, 'The product could not be saved'));

/**
 * The add-product flow: the photos are uploaded first (POST /product/images) and the
 * product is posted only when every upload succeeded; the first photo is its cover.
 */
export async function addProduct(
  client: ApiClient,
  { product, photos }: AddProductInput,
  email = '',
): Promise<InsertResult> {
  const images = await uploadPhotos(client, photos);
  return createProduct(client, { ...product, imageUrl: images[0]!, images }, email);
}

export const useAddProduct = () => useApiMutation({ mutationFn: addProduct, invalidates: () => [queryKeys.products] });
