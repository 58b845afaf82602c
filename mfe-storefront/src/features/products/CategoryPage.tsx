import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  categoriesQueryOptions,
  EmptyState,
  LoadError,
  LoadMore,
  Loading,
  PageTitle,
  useCategories,
  type PageLoaderArgs,
} from '@replay/platform';
import { categoryProductsQueryOptions, useCategoryProducts } from './api/get-category-products';
import { ProductCard } from '../../components/ProductCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

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
      {products.isPending ? (
        <Loading label="Loading products" minHeight={320} />
      ) : products.isError ? (
        <LoadError error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <EmptyState>There is no product added yet!</EmptyState>
      ) : (
        <>
          <Grid>
            {products.data.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </Grid>
          <LoadMore query={products} />
        </>
      )}
    </section>
  );
}
