import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, useAuth, type ApiClient, type QueryConfig } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/** GET /product/{id} (404 'Product not found'). */
export const productQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: storefrontKeys.products.detail(id),
    queryFn: () => client.call(api.getProduct, { params: { id } }),
  });

export function useProduct(
  id: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof productQueryOptions> } = {},
) {
  return useQuery({ ...productQueryOptions(useApiClient(), id), ...queryConfig });
}

/**
 * GET /sellers/{id}, the seller card's photo and "Member since": signed-in visitors only (the
 * endpoint is theirs), so a visitor's card makes no request and shows the product's own fields.
 * The seller page's key, so either page finds the other's answer.
 */
export function useProductSeller(sellerId: string) {
  const client = useApiClient();
  const signedIn = Boolean(useAuth().user);
  return useQuery({
    queryKey: storefrontKeys.sellers.detail(sellerId),
    queryFn: () => client.call(api.getSeller, { params: { id: sellerId } }),
    enabled: signedIn,
  });
}
