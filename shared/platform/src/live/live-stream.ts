import { createParser } from 'eventsource-parser';
import { SESSION_ENDED_EVENT } from '@replay/contract';
import { newTraceparent, TRACEPARENT_HEADER } from '../api/trace-context';
import { isSessionEndedAnswer } from '../session/session-end';

/** Where the live stream stands: not yet open, open, or unreachable (readers poll meanwhile). */
export type LiveStatus = 'connecting' | 'open' | 'polling';

export interface LiveStreamOptions {
  /** `GET /events` of the API. */
  url: string;
  /** The access token to send (the header: EventSource cannot send one, and a URL must not carry it). */
  token(): string | null;
  /** A fresh access token after a 401; null when nobody is signed in any more. */
  renew(): Promise<string | null>;
  /**
   * The server ended the user's sessions (its SESSION_ENDED_EVENT, or a 401 saying so) for the
   * access token the stream was opened with; the stream has stopped for good.
   */
  ended(token: string): void;
  onEvent(type: string, data: unknown): void;
  onStatus(status: LiveStatus): void;
  fetch?: typeof fetch;
  /** Waits before reconnecting after each failure in a row (the last one repeats). */
  backoffMs?: readonly number[];
}

const BACKOFF_MS = [1_000, 3_000, 10_000, 30_000, 60_000];

/** A failure of the live stream: its answer's status, or what went wrong; keeps its cause. */
export class LiveStreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LiveStreamError';
  }
}

/**
 * The signed-in user's Server-Sent Events (`GET /events`) read with fetch, so the access token goes
 * in the Authorization header, and parsed by eventsource-parser. It reconnects after a drop with
 * `Last-Event-ID` (the server sends what was missed), waiting longer after each failure in a row;
 * while it cannot connect its status is `polling`, and readers fetch instead. A 401 renews the
 * token once; without a session it stops, and so it does when the user's sessions ended (`ended`).
 * Hand-written around the parser rather than @microsoft/fetch-event-source: that package is
 * unmaintained since 2021 and closes the stream whenever the tab is hidden.
 */
export function openLiveStream(options: LiveStreamOptions): { close(): void } {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const backoff = options.backoffMs ?? BACKOFF_MS;
  let lastEventId: string | undefined;
  let failures = 0;
  let closed = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function connect(renewed = false): Promise<void> {
    const token = options.token();
    if (!token) return stop();
    controller = new AbortController();
    const response = await fetchImpl(options.url, {
      headers: {
        Accept: 'text/event-stream',
        Authorization: `Bearer ${token}`,
        ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        [TRACEPARENT_HEADER]: newTraceparent(),
      },
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.status === 401) {
      const body: unknown = await response.json().catch(() => null);
      if (isSessionEndedAnswer(response.status, body)) return end(token);
      if (!renewed) {
        if (!(await options.renew())) return stop();
        return connect(true);
      }
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || !type.startsWith('text/event-stream'))
      throw new LiveStreamError(`GET /events answered ${response.status}`, response.status);

    failures = 0;
    options.onStatus('open');
    const parser = createParser({
      onEvent(event) {
        if (event.id) lastEventId = event.id;
        if (event.event === SESSION_ENDED_EVENT) return end(token);
        let data: unknown = event.data;
        try {
          data = JSON.parse(event.data);
        } catch {
          // Not JSON: handed on as text.
        }
        options.onEvent(event.event ?? 'message', data);
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }

  function stop(): void {
    closed = true;
    controller?.abort();
    clearTimeout(timer);
  }

  function end(token: string): void {
    if (closed) return;
    stop();
    options.ended(token);
  }

  function run(): void {
    connect().then(
      // The server ended the stream (it restarted, or moved us on): back at once.
      () => !closed && schedule(0),
      (error: unknown) => {
        if (closed) return;
        failures += 1;
        options.onStatus('polling');
        if (error instanceof LiveStreamError && error.status === 401) return stop();
        schedule(backoff[Math.min(failures, backoff.length) - 1] ?? 0);
      },
    );
  }

  function schedule(ms: number): void {
    if (closed) return;
    timer = setTimeout(run, ms);
  }

  options.onStatus('connecting');
  run();
  return { close: stop };
}
