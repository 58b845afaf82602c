import { api } from '@replay/contract';
import { listQueryOptions, useApiClient, useApiMutation, useList, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

/** GET /admin/message-reports: reported messages not yet removed, latest report first, a page at a time. */
export const reportedMessagesQueryOptions = (client: ApiClient) =>
  listQueryOptions(client, adminKeys.reportedMessages, api.listMessageReports, {});

export function useReportedMessages() {
  return useList(reportedMessagesQueryOptions(useApiClient()));
}

/** POST /admin/messages/{id}/hide: both members then read "Message removed by admin". */
export const useRemoveMessage = () =>
  useApiMutation({
    mutationFn: (client, id: string) => client.call(api.hideMessage, { params: { id } }),
    invalidates: () => [adminKeys.reportedMessages],
  });
