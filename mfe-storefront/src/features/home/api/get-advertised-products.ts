import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, type ApiClient, type QueryConfig } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/** GET /product/advertise (public). The server lists available products only; sold ones are dropped here too. */
export const getAdvertisedProducts = (client: ApiClient) =>
  client.call(api.listAdvertised).then((products) => products.filter((product) => product.status));

export const advertisedProductsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: storefrontKeys.products.advertised, queryFn: () => getAdvertisedProducts(client) });

export function useAdvertisedProducts({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof advertisedProductsQueryOptions> } = {}) {
  return useQuery({ ...advertisedProductsQueryOptions(useApiClient()), ...queryConfig });
}
