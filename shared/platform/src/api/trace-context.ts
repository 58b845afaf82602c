/**
 * W3C Trace Context for API calls: each request starts a trace of its own in a `traceparent`
 * header, which the API's spans continue; its answer names the trace in `X-Trace-Id`, and an error
 * toast shows the first 8 characters as the reference to quote. A few lines instead of a tracing
 * SDK: the browser records no spans of its own, it only names the trace.
 */
export const TRACEPARENT_HEADER = 'traceparent';
export const TRACE_ID_HEADER = 'x-trace-id';

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  let hex = '';
  for (const value of values) hex += value.toString(16).padStart(2, '0');
  // All zeros is not a valid id (a chance of 2^-64 or less, but the format forbids it).
  return /^0+$/.test(hex) ? randomHex(bytes) : hex;
}

/** A new sampled traceparent: version 00, a 16-byte trace id, an 8-byte parent id, flags 01. */
export function newTraceparent(): string {
  return `00-${randomHex(16)}-${randomHex(8)}-01`;
}

/** The trace id of a traceparent (undefined when it is not one). */
export function traceIdOf(traceparent: unknown): string | undefined {
  return typeof traceparent === 'string'
    ? /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(traceparent)?.[1]
    : undefined;
}
