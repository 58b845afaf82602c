import { api, type BodyOf } from '@replay/contract';
import { useApiMutation, type ApiClient } from '@replay/platform';
import { adminKeys } from '../../../api/query-keys';

export type CaseDecision = BodyOf<typeof api.decideCase>;

/**
 * POST /admin/cases/:id/decision: an action, its ground (and the law, for illegal content), the
 * facts and, for a suspension, its days. 409 once the case is decided.
 */
export const decideCase = (
  client: ApiClient,
  { caseId, ...decision }: CaseDecision & { caseId: string },
): Promise<{ decisionId: string }> => client.call(api.decideCase, { params: { id: caseId }, body: decision });

export const useDecideCase = () =>
  useApiMutation({
    mutationFn: decideCase,
    // The case (now decided, with its decision) and the queue it leaves.
    invalidates: () => [adminKeys.cases],
  });
