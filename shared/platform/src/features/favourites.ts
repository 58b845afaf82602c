import { api } from '@replay/contract';
import { useAuth } from '../auth/auth-context';
import { queryKeys } from '../query/query-keys';
import { useApiClient } from '../app/platform';
import type { ApiClient } from '../api/api-client';
import { listQueryOptions, useList } from '../api/list-pages';
import { useApiMutation } from './api-mutation';

/*
 * A buyer's saved items, shared by the storefront (the heart on cards and the product page) and
 * the buyer remote (the Saved items page): one query key, so saving anywhere updates both.
 */

/** GET /favourites, a page at a time. */
export const favouritesQueryOptions = (client: ApiClient, email: string) =>
  listQueryOptions(client, [...queryKeys.favourites, email], api.listFavourites, {});

/** The signed-in buyer's saved products; pass `enabled: false` for anyone else (the call is buyers only). */
export function useFavourites({ enabled = true }: { enabled?: boolean } = {}) {
  const email = useAuth().user?.email ?? '';
  return useList(favouritesQueryOptions(useApiClient(), email), { enabled: enabled && Boolean(email) });
}

/** PUT or DELETE /favourites/{productId}; the saved list refreshes afterwards. */
export function useToggleSaved() {
  return useApiMutation({
    mutationFn: (client, { productId, saved }: { productId: string; saved: boolean }) =>
      client.call(saved ? api.saveFavourite : api.removeFavourite, { params: { productId } }),
    invalidates: () => [queryKeys.favourites],
  });
}
