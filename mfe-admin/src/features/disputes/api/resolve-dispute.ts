import { api, type AdminDispute, type BodyOf } from '@replay/contract';
import { useApiMutation, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

type Resolution = BodyOf<typeof api.resolveDispute> & { disputeId: string };

/**
 * POST /admin/disputes/:id/resolve: refund in full, refund part (`amountCents`) or release to the
 * seller, with a reason both sides read. 409 once resolved, 502 when the payment provider refused.
 */
export const resolveDispute = (client: ApiClient, { disputeId, ...resolution }: Resolution): Promise<AdminDispute> =>
  client.call(api.resolveDispute, { params: { id: disputeId }, body: resolution });

export const useResolveDispute = () =>
  useApiMutation({
    mutationFn: resolveDispute,
    // Both lists change, and so does the money overview (the funds held).
    invalidates: () => [adminKeys.disputes, adminKeys.money],
  });
