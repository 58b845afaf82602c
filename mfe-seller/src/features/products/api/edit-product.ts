import { api, type ProductDetail, type ProductDetails } from '@replay/contract';
import { queryKeys, useApiMutation, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';
import { uploadPhotos } from '../../../api/upload-photos';
import type { Photo } from '../../../components/photos/photo-rules';

/** An edit: the listing, the version it was loaded with, its fields and photos as the form holds them. */
export interface EditProductInput {
  id: string;
  version: number;
  product: Omit<ProductDetails, 'imageUrl'>;
  photos: Photo[];
}

/**
 * The edit flow: new photos are uploaded first, then PATCH /product/{id} with every field, the
 * photos in order and the version (409 when the listing changed since, or its price while a
 * buyer pays for it).
 */
export async function editProduct(client: ApiClient, { id, version, product, photos }: EditProductInput) {
  const images = await uploadPhotos(client, photos);
  return client.call(api.editProduct, { params: { id }, body: { version, ...product, images } });
}

/** The listing is shown everywhere: lists and pages, saved items, bookings (unpaid ones show it as it is). */
export const useEditProduct = () =>
  useApiMutation<EditProductInput, ProductDetail>({
    mutationFn: editProduct,
    invalidates: () => [queryKeys.products, queryKeys.favourites, queryKeys.bookings, sellerKeys.bookings],
  });
