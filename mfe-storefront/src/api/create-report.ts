import { api, type BodyOf, type InsertResult } from '@replay/contract';
import { queryKeys, useApiMutation, type ApiClient, type ApiMutationConfig } from '@replay/platform';
import { storefrontKeys } from './query-keys';

/**
 * POST /report?email=. The server uses productId, the reason and the details (title, image and
 * reporter come from stored data and the token). 201 for a new report, 200 when this user had
 * already reported the product (nothing changes: a success too), 400 for the seller's own product.
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
