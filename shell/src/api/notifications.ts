import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, NOTIFICATION_EVENT, type BodyOf, type NotificationPreferences } from '@replay/contract';
import {
  listQueryOptions,
  useApiClient,
  useApiMutation,
  useList,
  useLiveEvent,
  type ApiClient,
} from '@replay/platform';

/*
 * The signed-in user's notifications: the bell's newest few and its unread count, the full list,
 * marking read and the e-mail preferences. Everything lives under `notificationKeys.all`, which a
 * live event invalidates.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  bell: ['notifications', 'bell'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** How many the bell's popover shows. */
export const BELL_SIZE = 6;
/** How often the count is asked for while the live stream is not open (the page not used yet, or no connection). */
const POLL_MS = 30_000;

/* ---- GET /notifications: the bell's newest and the unread count ---- */
export const bellQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: notificationKeys.bell,
    queryFn: () => client.call(api.listNotifications, { query: { limit: BELL_SIZE } }),
  });

/**
 * The bell's notifications, kept current by the live stream (`notification` events carry the
 * unread count; the list is asked for again), or by asking every 30 s while it is not open.
 */
export function useBellNotifications() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const status = useLiveEvent(NOTIFICATION_EVENT, (data) => {
    const unread = (data as { unread?: unknown } | null)?.unread;
    if (typeof unread === 'number') {
      queryClient.setQueryData(notificationKeys.bell, (old) => (old ? { ...old, unread } : old));
    }
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  // The stream starts from the moment it opens: what came between the first answer and then is asked for once.
  useEffect(() => {
    if (status === 'open') void queryClient.invalidateQueries({ queryKey: notificationKeys.bell });
  }, [status, queryClient]);
  return useQuery({ ...bellQueryOptions(client), refetchInterval: status === 'open' ? false : POLL_MS });
}

/* ---- GET /notifications, a page at a time ---- */
export function useNotifications() {
  return useList(listQueryOptions(useApiClient(), notificationKeys.list, api.listNotifications, {}));
}

/* ---- POST /notifications/read ---- */
export const useMarkRead = () =>
  useApiMutation({
    mutationFn: (client, body: BodyOf<typeof api.markNotificationsRead>) =>
      client.call(api.markNotificationsRead, { body }),
    invalidates: () => [notificationKeys.all],
  });

/* ---- GET / PUT /notifications/preferences ---- */
export function usePreferences() {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: () => client.call(api.getNotificationPreferences),
  });
}

export const useSavePreferences = () =>
  useApiMutation({
    mutationFn: (client, body: NotificationPreferences) => client.call(api.saveNotificationPreferences, { body }),
    invalidates: () => [notificationKeys.preferences],
  });

/* ---- POST /unsubscribe?token= (no sign-in: the token is the right) ---- */
export const useUnsubscribe = () =>
  useApiMutation({
    mutationFn: (client, token: string) =>
      client.call(api.unsubscribe, { query: { token }, body: { 'List-Unsubscribe': 'One-Click' } }),
    invalidates: () => [notificationKeys.preferences],
  });
