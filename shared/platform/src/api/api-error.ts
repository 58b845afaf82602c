import type { AxiosError } from 'axios';
import type { ApiError } from '@replay/contract';
import { TRACE_ID_HEADER, TRACEPARENT_HEADER, traceIdOf } from './trace-context';

/**
 * Every failed API call rejects with this: `message` is the server's `message` field when it
 * sent one, otherwise the transport error's message. `status` is absent for network errors.
 */
export class ApiClientError extends Error implements ApiError {
  readonly status?: number;
  readonly errors?: Record<string, string>;
  /** The trace of the failed call (the API's X-Trace-Id, else the traceparent it was sent with). */
  readonly traceId?: string;

  constructor(message: string, status?: number, errors?: Record<string, string>, traceId?: string) {
    super(message);
    this.name = 'ApiClientError';
    this.status = status;
    this.errors = errors;
    this.traceId = traceId;
  }
}

export function toApiClientError(error: unknown): ApiClientError {
  if (error instanceof ApiClientError) return error;
  if (isAxiosError(error)) {
    const data = error.response?.data;
    const message = typeof data?.message === 'string' && data.message ? data.message : error.message;
    const answered = error.response?.headers?.[TRACE_ID_HEADER] as unknown;
    const traceId =
      typeof answered === 'string' && /^[0-9a-f]{32}$/.test(answered)
        ? answered
        : traceIdOf(headerOf(error.config?.headers, TRACEPARENT_HEADER));
    return new ApiClientError(message, error.response?.status, data?.errors, traceId);
  }
  return new ApiClientError(error instanceof Error ? error.message : String(error));
}

/** axios's own test (axios.isAxiosError), without loading axios for it. */
function isAxiosError(error: unknown): error is AxiosError<Partial<ApiError>> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** A request header of axios's config (an AxiosHeaders, or a plain object in tests). */
function headerOf(headers: unknown, name: string): unknown {
  if (!headers || typeof headers !== 'object') return undefined;
  const get = (headers as { get?: (name: string) => unknown }).get;
  return typeof get === 'function' ? get.call(headers, name) : (headers as Record<string, unknown>)[name];
}
