import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DeleteResult, type Product } from '@replay/contract';
import { apiClient, ensureDeleted, queryKeys, useAuth, type MutationConfig } from '@replay/platform';

/** DELETE /product/delete/:id?email=. Success means deletedCount > 0 (spec section 7). */
export const deleteProduct = (product: Product, email: string) =>
  apiClient
    .delete<DeleteResult>(api.deleteProduct(product._id), { params: { email } })
    .then((response) => ensureDeleted(response.data, 'The product could not be deleted'));

export function useDeleteProduct({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteProduct> } = {}) {
  const queryClient = useQueryClient();
  const email = useAuth().user?.email ?? '';
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: (product: Product) => deleteProduct(product, email),
    onSuccess: async (...args) => {
      // Gone everywhere: the seller's list, category pages and the home carousel.
      await queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      await onSuccess?.(...args);
    },
  });
}
