import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf, type InsertResult } from '@replay/contract';
import { queryKeys, useApiClient, type ApiClient, type MutationConfig } from '@replay/platform';
import { storefrontKeys } from './query-keys';

/**
 * POST /report?email=. Only productId counts on the server (title, image and reporter come from
 * stored data and the token). 409 when already reported, 400 for the seller's own product.
 */
type ReportPayload = BodyOf<typeof api.reportProduct>;

export const createReport = (client: ApiClient, { data, email }: { data: ReportPayload; email?: string }) =>
  client.call(api.reportProduct, { body: data, query: email ? { email } : undefined });

export function useCreateReport({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<(variables: { data: ReportPayload; email?: string }) => Promise<InsertResult>>;
} = {}) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { data: ReportPayload; email?: string }) => createReport(client, variables),
    onSuccess: async (...args) => {
      const productId = args[1].data.productId;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reports }),
        queryClient.invalidateQueries({ queryKey: storefrontKeys.products.inAnyCategory }),
        queryClient.invalidateQueries({ queryKey: storefrontKeys.products.detail(productId) }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
