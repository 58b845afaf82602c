import { api, type BodyOf, type InsertResult } from '@replay/contract';
import { queryKeys, useApiMutation, type ApiClient, type ApiMutationConfig } from '@replay/platform';
import { storefrontKeys } from './query-keys';

/**
 * POST /report?email=. Only productId counts on the server (title, image and reporter come from
 * stored data and the token). 409 when already reported, 400 for the seller's own product.
 */
type ReportPayload = BodyOf<typeof api.reportProduct>;

export const createReport = (client: ApiClient, { data, email }: ReportVariables) =>
  client.call(api.reportProduct, { body: data, query: email ? { email } : undefined });

type ReportVariables = { data: ReportPayload; email?: string };

export const useCreateReport = ({
  mutationConfig,
}: { mutationConfig?: ApiMutationConfig<ReportVariables, InsertResult> } = {}) =>
  useApiMutation({
    mutationFn: createReport,
    invalidates: ({ data }) => [queryKeys.reports, ...storefrontKeys.products.shownWith(data.productId)],
    mutationConfig,
  });
