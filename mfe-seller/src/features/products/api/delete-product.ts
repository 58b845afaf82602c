import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DeleteResult, type Product } from '@replay/contract';
import { ensureDeleted, queryKeys, useApiClient, useAuth, type ApiClient, type MutationConfig } from '@replay/platform';

/** DELETE /product/delete/:id?email=. Success means deletedCount > 0. */
export const deleteProduct = (client: ApiClient, product: Product, email: string) =>
  client
    .call(api.deleteProduct, { params: { id: product._id }, query: { email } })
    .then((result) => ensureDeleted(result, 'The product could not be deleted'));

export function useDeleteProduct({
  mutationConfig,
}: { mutationConfig?: MutationConfig<(product: Product) => Promise<DeleteResult>> } = {}) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const email = useAuth().user?.email ?? '';
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: (product: Product) => deleteProduct(client, product, email),
    onSuccess: async (...args) => {
      // Gone everywhere: the seller's list, category pages and the home carousel.
      await queryClient.invalidateQueries({ queryKey: queryKeys.products });
      await onSuccess?.(...args);
    },
  });
}
