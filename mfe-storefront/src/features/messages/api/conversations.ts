import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, MESSAGE_EVENT, type BodyOf } from '@replay/contract';
import {
  listQueryOptions,
  queryKeys,
  useApiClient,
  useApiMutation,
  useList,
  useLiveEvent,
  type ApiClient,
} from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/** How often the inbox and an open thread are asked for again while the live stream is not open. */
const POLL_MS = 15_000;

/**
 * Keeps the conversations on screen current: every live `message` event (a message sent or
 * received, read elsewhere, removed by an admin) refetches them; while the stream is not open (the
 * page not used yet, or no connection) the pages ask every 15 s instead.
 */
export function useLiveConversations(): number | false {
  const queryClient = useQueryClient();
  const status = useLiveEvent(MESSAGE_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
  });
  return status === 'open' ? false : POLL_MS;
}

/** GET /conversations: the signed-in user's conversations, latest activity first, a page at a time. */
export const conversationsQueryOptions = (client: ApiClient) =>
  listQueryOptions(client, storefrontKeys.conversations.list, api.listConversations, {});

export function useConversations() {
  const refetchInterval = useLiveConversations();
  return useList({ ...conversationsQueryOptions(useApiClient()), refetchInterval });
}

/** GET /conversations/{id}: the product, the other member, the unread count, whether the user blocked them. */
export const conversationQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: storefrontKeys.conversations.detail(id),
    queryFn: () => client.call(api.getConversation, { params: { id } }),
  });

/** `refetchInterval`: what useLiveConversations answers (the page listens once for both queries). */
export function useConversation(id: string, { refetchInterval }: { refetchInterval: number | false }) {
  return useQuery({ ...conversationQueryOptions(useApiClient(), id), refetchInterval });
}

/** GET /conversations/{id}/messages: newest first, a page at a time (the page shows them oldest first). */
export const messagesQueryOptions = (client: ApiClient, id: string) =>
  listQueryOptions(client, storefrontKeys.conversations.messages(id), api.listMessages, { params: { id } });

export function useMessages(id: string, { refetchInterval }: { refetchInterval: number | false }) {
  return useList({ ...messagesQueryOptions(useApiClient(), id), refetchInterval });
}

/** POST /conversations/{id}/messages; the same `clientId` again is the same message (a retry). */
export const useSendMessage = (id: string) =>
  useApiMutation({
    mutationFn: (client, body: { body: string; clientId: string }) =>
      client.call(api.sendMessage, { params: { id }, body }),
    invalidates: () => [storefrontKeys.conversations.messages(id), storefrontKeys.conversations.list],
  });

/** POST /conversations/{id}/read: the thread is on screen; the unread counts drop. */
export const useMarkRead = (id: string) =>
  useApiMutation({
    mutationFn: (client, _variables: void) => client.call(api.markConversationRead, { params: { id } }),
    invalidates: () => [storefrontKeys.conversations.detail(id), storefrontKeys.conversations.list, queryKeys.badges],
  });

/** PUT or DELETE /blocks/{userId}. */
export const useBlockUser = () =>
  useApiMutation({
    mutationFn: (client, { userId, blocked }: { userId: string; blocked: boolean }) =>
      client.call(blocked ? api.blockUser : api.unblockUser, { params: { userId } }),
    invalidates: () => [queryKeys.conversations],
  });

/** POST /messages/{id}/report: to the admin, once per message, with a reason and optional details. */
export const useReportMessage = () =>
  useApiMutation({
    mutationFn: (client, { messageId, ...body }: { messageId: string } & BodyOf<typeof api.reportMessage>) =>
      client.call(api.reportMessage, { params: { id: messageId }, body }),
    invalidates: () => [],
  });
