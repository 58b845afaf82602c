import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type InsertResult, type NewProductPayload } from '@replay/contract';
import {
  ensureAcknowledged,
  getErrorMessage,
  queryKeys,
  uploadImage,
  useApiClient,
  useAuth,
  type ApiClient,
  type MutationConfig,
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
export const createProduct = (client: ApiClient, product: NewProductPayload, email: string) =>
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
  email: string,
): Promise<InsertResult> {
  let imageUrl: string;
  try {
    imageUrl = await uploadImage(client, image);
  } catch (error) {
    throw new ImageUploadError(getErrorMessage(error), { cause: error });
  }
  return createProduct(client, { ...product, imageUrl }, email);
}

type AddProduct = (input: AddProductInput) => Promise<InsertResult>;

export function useAddProduct({ mutationConfig }: { mutationConfig?: MutationConfig<AddProduct> } = {}) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const email = useAuth().user?.email ?? '';
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: (input: AddProductInput) => addProduct(client, input, email),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.products });
      await onSuccess?.(...args);
    },
  });
}
