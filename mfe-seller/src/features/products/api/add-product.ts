import { api, type InsertResult, type NewProductPayload } from '@replay/contract';
import {
  ensureAcknowledged,
  getErrorMessage,
  queryKeys,
  uploadImage,
  useApiMutation,
  type ApiClient,
  type ApiMutationConfig,
} from '@replay/platform';

/** The product fields the seller typed, and the picked image (not uploaded yet). */
export interface AddProductInput {
  product: Omit<NewProductPayload, 'imageUrl'>;
  image: File;
}

/** The image upload failed, so no product was posted. `message` is the server's. */
export class ImageUploadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ImageUploadError';
  }
}

/** POST /products?email=; acknowledged means success. */
export const createProduct = (client: ApiClient, product: NewProductPayload, email = '') =>
  client
    .call(api.addProduct, { body: product, query: { email } })
    .then((result) => ensureAcknowledged(result, 'The product could not be saved'));

/**
 * The add-product flow: the image is uploaded first (POST /images) and the
 * product is posted only when the upload succeeded.
 */
export async function addProduct(
  client: ApiClient,
  { product, image }: AddProductInput,
  email = '',
): Promise<InsertResult> {
  let imageUrl: string;
  try {
    imageUrl = await uploadImage(client, image);
  } catch (error) {
    throw new ImageUploadError(getErrorMessage(error), { cause: error });
  }
  return createProduct(client, { ...product, imageUrl }, email);
}

export const useAddProduct = ({
  mutationConfig,
}: { mutationConfig?: ApiMutationConfig<AddProductInput, InsertResult> } = {}) =>
  useApiMutation({ mutationFn: addProduct, invalidates: () => [queryKeys.products], mutationConfig });
