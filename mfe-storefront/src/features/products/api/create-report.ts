import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type InsertResult, type ReportPayload } from '@replay/contract';
import { apiClient, queryKeys, type MutationConfig } from '@replay/platform';

/**
 * POST /report?email=. Only productId counts on the server (title, image and reporter come from
 * stored data and the token). 409 when already reported, 400 for the seller's own product.
 */
export const createReport = ({ data, email }: { data: ReportPayload; email?: string }) =>
  apiClient
    .post<InsertResult>(api.reports, data, { params: email ? { email } : undefined })
    .then((response) => response.data);

export function useCreateReport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createReport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createReport,
    onSuccess: async (...args) => {
      const productId = args[1].data.productId;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reports }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.inAnyCategory }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(productId) }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
