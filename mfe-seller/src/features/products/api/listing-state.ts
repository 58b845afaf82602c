import { api, type Product } from '@replay/contract';
import { queryKeys, useApiMutation, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

/*
 * Closing, reopening and marking a listing sold elsewhere (POST /product/{id}/close, /reopen,
 * /sold-elsewhere). Each answers the listing; closing and selling elsewhere cancel its unpaid
 * bookings, so the lists, saved items and bookings are refetched.
 */

const changed = () => [queryKeys.products, queryKeys.favourites, queryKeys.bookings, sellerKeys.bookings];

export const closeProduct = (client: ApiClient, product: Product) =>
  client.call(api.closeProduct, { params: { id: product._id } });
export const reopenProduct = (client: ApiClient, product: Product) =>
  client.call(api.reopenProduct, { params: { id: product._id } });
export const markSoldElsewhere = (client: ApiClient, product: Product) =>
  client.call(api.markProductSoldElsewhere, { params: { id: product._id } });

export const useCloseProduct = () => useApiMutation({ mutationFn: closeProduct, invalidates: changed });
export const useReopenProduct = () => useApiMutation({ mutationFn: reopenProduct, invalidates: changed });
export const useMarkSoldElsewhere = () => useApiMutation({ mutationFn: markSoldElsewhere, invalidates: changed });
