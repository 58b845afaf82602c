import { api } from '@replay/contract';
import { listQueryOptions, useApiClient, useList, type ApiClient } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/** A list fetched this recently (by the page's prefetch, say) is not fetched again when the page mounts. */
const FRESH_MS = 10_000;

/** GET /products/{categoryId}, a page at a time (public; 404 'Category not found'). */
export const categoryProductsQueryOptions = (client: ApiClient, categoryId: string) => ({
  ...listQueryOptions(client, storefrontKeys.products.inCategory(categoryId), api.listCategoryProducts, {
    params: { id: categoryId },
  }),
  staleTime: FRESH_MS,
});

export function useCategoryProducts(categoryId: string) {
  return useList(categoryProductsQueryOptions(useApiClient(), categoryId));
}
