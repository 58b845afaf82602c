import { api, type Product } from '@replay/contract';
import { listQueryOptions, queryKeys, useList } from '@replay/platform';

/** GET /products/{categoryId}, a page at a time: sent without a token, as the spec makes it (404 'Category not found'). */
export const categoryProductsQueryOptions = (categoryId: string) =>
  listQueryOptions<Product>(queryKeys.products.inCategory(categoryId), api.categoryProducts(categoryId), { anonymous: true });

export function useCategoryProducts(categoryId: string) {
  return useList(categoryProductsQueryOptions(categoryId));
}
