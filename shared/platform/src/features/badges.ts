import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, MESSAGE_EVENT, NOTIFICATION_EVENT } from '@replay/contract';
import { useApiClient } from '../app/platform';
import { useLiveEvent } from '../live/live-events';
import { queryKeys } from '../query/query-keys';
import type { ApiClient } from '../api/api-client';

/** How often the counts are asked for while the live stream is not open (the page not used yet, or no connection). */
const POLL_MS = 30_000;

/** GET /me/badges: the signed-in user's unread messages and notifications. */
export const badgesQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: queryKeys.badges, queryFn: () => client.call(api.getBadges) });

/**
 * The signed-in user's unread counts (the drawer's Messages link shows one): asked for again at
 * each live `message` or `notification` event, or every 30 s while the live stream is not open.
 * Only where someone is signed in: it listens to their live stream.
 */
export function useBadges() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.badges });
  const messages = useLiveEvent(MESSAGE_EVENT, refresh);
  const notifications = useLiveEvent(NOTIFICATION_EVENT, refresh);
  const live = messages === 'open' && notifications === 'open';
  return useQuery({ ...badgesQueryOptions(useApiClient()), refetchInterval: live ? false : POLL_MS });
}
