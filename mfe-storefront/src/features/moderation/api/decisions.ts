import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { useApiClient, useApiMutation, type ApiClient } from '@replay/platform';
import { storefrontKeys } from '../../../api/query-keys';

/** GET /me/decisions: decisions about the signed-in member's content or account, as a list. */
export const myDecisionsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: storefrontKeys.moderation.myDecisions,
    queryFn: () => client.call(api.listMyDecisions),
    select: (answer) => answer.items,
  });

export function useMyDecisions() {
  return useQuery(myDecisionsQueryOptions(useApiClient()));
}

/** POST /decisions/{id}/appeal: once per decision, within its window (409 otherwise). */
export const useAppealDecision = () =>
  useApiMutation({
    mutationFn: (client, { decisionId, text }: { decisionId: string; text: string }) =>
      client.call(api.appealDecision, { params: { id: decisionId }, body: { text } }),
    invalidates: () => [storefrontKeys.moderation.myDecisions],
  });

/** GET /decisions/by-link?token= (no sign-in): 404 for a link that is wrong or has expired. */
export const decisionByLinkQueryOptions = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: storefrontKeys.moderation.decisionByLink(token),
    queryFn: () => client.call(api.getDecisionByLink, { query: { token } }),
  });

export function useDecisionByLink(token: string) {
  return useQuery({ ...decisionByLinkQueryOptions(useApiClient(), token), enabled: token !== '' });
}

/** POST /decisions/by-link/appeal (no sign-in): the link's token is the right to appeal. */
export const useAppealByLink = () =>
  useApiMutation({
    mutationFn: (client, body: { token: string; text: string }) => client.call(api.appealByLink, { body }),
    invalidates: ({ token }) => [storefrontKeys.moderation.decisionByLink(token)],
  });
