import { api, type DeleteResult, type Product } from '@replay/contract';
import {
  ensureDeleted,
  queryKeys,
  useApiMutation,
  useAuth,
  type ApiClient,
  type ApiMutationConfig,
} from '@replay/platform';

/** DELETE /product/delete/:id?email=. Success means deletedCount > 0. */
export const deleteProduct = (client: ApiClient, product: Product, email: string) =>
  client
    .call(api.deleteProduct, { params: { id: product._id }, query: { email } })
    .then((result) => ensureDeleted(result, 'The product could not be deleted'));

export function useDeleteProduct({
  mutationConfig,
}: { mutationConfig?: ApiMutationConfig<Product, DeleteResult> } = {}) {
  const email = useAuth().user?.email ?? '';
  return useApiMutation({
    mutationFn: (client, product: Product) => deleteProduct(client, product, email),
    // Gone everywhere: the seller's list, category pages and the home carousel.
    invalidates: () => [queryKeys.products],
    mutationConfig,
  });
}
