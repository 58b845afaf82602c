import { api, type Product } from '@replay/contract';
import { ensureDeleted, queryKeys, useApiMutation, type ApiClient } from '@replay/platform';

/** DELETE /product/delete/:id?email=. Success means deletedCount > 0. */
export const deleteProduct = (client: ApiClient, product: Product, email = '') =>
  client
    .call(api.deleteProduct, { params: { id: product._id }, query: { email } })
    .then((result) => ensureDeleted(result, 'The product could not be deleted'));

// Gone everywhere: the seller's list, category pages and the home carousel.
export const useDeleteProduct = () =>
  useApiMutation({ mutationFn: deleteProduct, invalidates: () => [queryKeys.products] });
