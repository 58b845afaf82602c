import { api, type Product, type UpdateResult } from '@replay/contract';
import {
  ensureAcknowledged,
  queryKeys,
  useApiMutation,
  useAuth,
  type ApiClient,
  type ApiMutationConfig,
} from '@replay/platform';

/**
 * POST /product/advertise?email= with the spec's advertisement payload (the server reads
 * productId); acknowledged means success.
 */
export const advertiseProduct = (client: ApiClient, product: Product, email: string) =>
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

export function useAdvertiseProduct({
  mutationConfig,
}: { mutationConfig?: ApiMutationConfig<Product, UpdateResult> } = {}) {
  const email = useAuth().user?.email ?? '';
  return useApiMutation({
    mutationFn: (client, product: Product) => advertiseProduct(client, product, email),
    // The seller's list shows the badge; the home carousel now includes the product.
    invalidates: () => [queryKeys.products],
    mutationConfig,
  });
}
