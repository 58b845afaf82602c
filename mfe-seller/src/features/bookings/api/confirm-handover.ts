import { useQueryClient } from '@tanstack/react-query';
import { api } from '@replay/contract';
import { ApiClientError, useApiMutation, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';

export interface HandoverInput {
  bookingId: string;
  /** The code the buyer shows at the meet-up, as typed (spaces are dropped). */
  code: string;
}

/** POST /booking/{id}/handover: the item changed hands; the buyer's protection window starts. */
export const confirmHandover = (client: ApiClient, { bookingId, code }: HandoverInput) =>
  client.call(api.confirmHandover, { params: { id: bookingId }, body: { code: code.replace(/\s/g, '') } });

/**
 * The tries the code has left after a wrong one: the 400's `triesLeft`, when the error carries it.
 * Read defensively: the contract's error body and the platform's ApiClientError do not declare it
 * yet, and until they do the answer's field does not reach the page.
 */
export function triesLeftOf(error: unknown): number | undefined {
  const tries = error && typeof error === 'object' ? (error as { triesLeft?: unknown }).triesLeft : undefined;
  return typeof tries === 'number' ? tries : undefined;
}

/** Too many wrong codes: the entry is locked for an hour (429, or a refusal with no tries left). */
export const isHandoverLocked = (error: unknown): boolean =>
  (error instanceof ApiClientError && error.status === 429) || triesLeftOf(error) === 0;

export function useConfirmHandover() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: confirmHandover,
    invalidates: () => [sellerKeys.bookings],
    mutationConfig: {
      // Locked: the list learns until when (`handoverLockedUntil`).
      onError: (error) => {
        if (isHandoverLocked(error)) void queryClient.invalidateQueries({ queryKey: sellerKeys.bookings });
      },
    },
  });
}
