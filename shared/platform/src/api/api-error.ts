import type { AxiosError } from 'axios';
import type { ApiError } from '@replay/contract';

/**
 * Every failed API call rejects with this: `message` is the server's `message` field when it
 * sent one, otherwise the transport error's message. `status` is absent for network errors.
 */
export class ApiClientError extends Error implements ApiError {
  readonly status?: number;
  readonly errors?: Record<string, string>;
  /** The trace of the failed call (the API's X-Trace-Id, else the traceparent it was sent with). */
  readonly traceId?: string;
  /** A wrong handover code: the tries left before its entry locks. */
  triesLeft?: number;

  constructor(message: string, status?: number, errors?: Record<string, string>, traceId?: string) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.errors = errors;
    this.traceId = traceId;
  }
}

/** The error of a failed call; `traceId` names its trace (see ./axios-client.ts). */
export function toApiClientError(error: unknown, traceId?: string): ApiClientError {
  if (error instanceof ApiClientError) return error;
  if (isAxiosError(error)) {
    const data = error.response?.data;
    const message = typeof data?.message === 'string' && data.message ? data.message : error.message;
    const failed = new ApiClientError(message, error.response?.status, data?.errors, traceId);
    if (typeof data?.triesLeft === 'number') failed.triesLeft = data.triesLeft;
    return failed;
  }
  return new ApiClientError(error instanceof Error ? error.message : String(error));
}

/** axios's own test (axios.isAxiosError), without loading axios for it. */
function isAxiosError(error: unknown): error is AxiosError<Partial<ApiError>> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
