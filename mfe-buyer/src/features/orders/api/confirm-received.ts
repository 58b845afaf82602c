import { api, type Handover } from '@replay/contract';
import { queryKeys, useApiMutation, type ApiClient } from '@replay/platform';

/** POST /booking/:id/received: the buyer says they got the item ("I got it"); the protection window starts. */
export const confirmReceived = (client: ApiClient, bookingId: string): Promise<Handover> =>
  client.call(api.confirmReceived, { params: { id: bookingId } });

export const useConfirmReceived = () =>
  useApiMutation({ mutationFn: confirmReceived, invalidates: () => [queryKeys.bookings] });
