import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Product, type UpdateResult } from '@replay/contract';
import {
  ensureAcknowledged,
  queryKeys,
  useApiClient,
  useAuth,
  type ApiClient,
  type MutationConfig,
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
}: { mutationConfig?: MutationConfig<(product: Product) => Promise<UpdateResult>> } = {}) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const email = useAuth().user?.email ?? '';
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: (product: Product) => advertiseProduct(client, product, email),
    onSuccess: async (...args) => {
      // The seller's list shows the badge; the home carousel now includes the product.
      await queryClient.invalidateQueries({ queryKey: queryKeys.products });
      await onSuccess?.(...args);
    },
  });
}
