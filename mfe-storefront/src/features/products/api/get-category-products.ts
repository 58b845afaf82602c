import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Product } from '@replay/contract';
import { apiClient, queryKeys, type QueryConfig } from '@replay/platform';

/** GET /products/{categoryId}: sent without a token, as the spec makes it (404 'Category not found'). */
export const getCategoryProducts = (categoryId: string) =>
  apiClient.get<Product[]>(api.categoryProducts(categoryId), { anonymous: true }).then((response) => response.data);

export const categoryProductsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: queryKeys.products.inCategory(categoryId),
    queryFn: () => getCategoryProducts(categoryId),
  });

export function useCategoryProducts(
  categoryId: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof categoryProductsQueryOptions> } = {},
) {
  return useQuery({ ...categoryProductsQueryOptions(categoryId), ...queryConfig });
}
