import { useParams } from 'react-router-dom';
import { paths } from '@replay/contract';
import {
  categoriesQueryOptions,
  PageTitle,
  QueryContent,
  useCategories,
  type PageLoaderArgs,
  NextStepLink,
} from '@replay/platform';
import { categoryProductsQueryOptions, useCategoryProducts } from './api/get-category-products';
import { ProductGrid } from '../../components/ProductGrid';

/** The category's name and its first products need no sign-in: asked for while the session is restored. */
export function prefetch({
  params,
  queryClient,
  apiClient,
}: Pick<PageLoaderArgs, 'params' | 'queryClient' | 'apiClient'>) {
  void queryClient.prefetchQuery(categoriesQueryOptions(apiClient));
  void queryClient.prefetchInfiniteQuery(categoryProductsQueryOptions(apiClient, params.id ?? ''));
}

/** `/category/{id}` (signed in): the products of a category as cards. */
export function Component() {
  const categoryId = useParams().id ?? '';
  const categories = useCategories();
  const products = useCategoryProducts(categoryId);
  const name = categories.data?.find((category) => category._id === categoryId)?.category_name;

  return (
    <section aria-labelledby="category-title">
      <PageTitle id="category-title">{name ?? 'Products'}</PageTitle>
      <QueryContent
        query={products}
        label="Loading products"
        minHeight={320}
        empty={
          <>
            There is no product added yet!
            <NextStepLink to={paths.search()}>Browse games</NextStepLink>
          </>
        }
      >
        {(items) => <ProductGrid products={items} />}
      </QueryContent>
    </section>
  );
}
