import { api, type BodyOf } from '@replay/contract';
import { queryKeys, useApiMutation, type ApiClient } from '@replay/platform';

/** A problem with one of the buyer's orders: why, and what happened. */
type ProblemReport = BodyOf<typeof api.reportProblem> & { bookingId: string };

/**
 * POST /booking/:id/problem, within the protection window: a dispute opens and the seller's money
 * waits for it. 409 once the window has ended or a problem is already reported.
 */
export const reportProblem = (client: ApiClient, { bookingId, ...problem }: ProblemReport) =>
  client.call(api.reportProblem, { params: { id: bookingId }, body: problem });

export const useReportProblem = () =>
  useApiMutation({ mutationFn: reportProblem, invalidates: () => [queryKeys.bookings] });
