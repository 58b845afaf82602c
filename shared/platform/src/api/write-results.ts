import type { DeleteResult } from '@replay/contract';

/**
 * Write results are read by their flags: a delete succeeded when
 * `deletedCount` is greater than 0; an add, verify, advertise or booking when it is
 * `acknowledged`. Anything else becomes an error, so the mutation fails and its toast shows
 * the reply's `message`, or `fallbackMessage` when the reply has none.
 */
export function ensureDeleted<Result extends DeleteResult>(
  result: Result,
  fallbackMessage = 'Nothing was deleted',
): Result {
  if (!(result.deletedCount > 0)) throw new Error(messageOf(result) ?? fallbackMessage);
  return result;
}

export function ensureAcknowledged<Result extends { acknowledged: boolean }>(
  result: Result,
  fallbackMessage = 'The change was not saved',
): Result {
  if (!result.acknowledged) throw new Error(messageOf(result) ?? fallbackMessage);
  return result;
}

function messageOf(result: object): string | undefined {
  const message = (result as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : undefined;
}
