import { api, type BodyOf } from '@replay/contract';
import { useApiMutation, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

type AppealDecision = BodyOf<typeof api.decideAppeal> & { appealId: string };

/**
 * POST /admin/appeals/:id/decide: uphold or reverse the decision, with the reasons the member
 * reads. 403 when the admin who made the decision tries to decide its appeal, 409 once decided.
 */
export const decideAppeal = (client: ApiClient, { appealId, ...decision }: AppealDecision) =>
  client.call(api.decideAppeal, { params: { id: appealId }, body: decision });

export const useDecideAppeal = () =>
  useApiMutation({
    mutationFn: decideAppeal,
    // The appeal moves list; a reversal also changes the owner's strikes and history on their cases.
    invalidates: () => [adminKeys.appeals, adminKeys.cases],
  });
