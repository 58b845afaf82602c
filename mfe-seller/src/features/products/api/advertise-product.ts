import { api, type Product, type UpdateResult } from '@replay/contract';
import {
  ensureAcknowledged,
  queryKeys,
  useApiMutation,
  type ApiClient,
  type ApiMutationConfig,
} from '@replay/platform';

/**
 * POST /product/advertise?email= with the spec's advertisement payload (the server reads
 * productId); acknowledged means success.
 */
export const advertiseProduct = (client: ApiClient, product: Product, email = '') =>
  client
    .call(api.advertiseProduct, {
      query: { email },
      body: {
        productId: product._id,
        title: product.title,
        resprice: product.resprice,
        status: product.status,
        imageUrl: product.imageUrl,
        sellerEmail: product.sellerEmail ?? email,
      },
    })
    .then((result) => ensureAcknowledged(result, 'The product could not be advertised'));

export const useAdvertiseProduct = ({
  mutationConfig,
}: { mutationConfig?: ApiMutationConfig<Product, UpdateResult> } = {}) =>
  // The seller's list shows the badge; the home carousel now includes the product.
  useApiMutation({ mutationFn: advertiseProduct, invalidates: () => [queryKeys.products], mutationConfig });
