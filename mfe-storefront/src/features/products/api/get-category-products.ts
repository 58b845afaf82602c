import { api, type Product } from '@replay/contract';
import { listQueryOptions, queryKeys, useApiClient, useList, type ApiClient } from '@replay/platform';

/** GET /products/{categoryId}, a page at a time: sent without a token, as the spec makes it (404 'Category not found'). */
export const categoryProductsQueryOptions = (client: ApiClient, categoryId: string) =>
  listQueryOptions<Product>(client, queryKeys.products.inCategory(categoryId), api.categoryProducts(categoryId), {
    anonymous: true,
  });

export function useCategoryProducts(categoryId: string) {
  return useList(categoryProductsQueryOptions(useApiClient(), categoryId));
}
