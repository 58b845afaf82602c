import http from 'node:http';
import * as endpoints from '@replay/contract/endpoints';
import { urlOf } from './api';

/** One Server-Sent Event as a client reads it. */
export interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event read so far, in order. */
  events: StreamEvent[];
  /** Waits until an event matches (5 s at most) and answers it. */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `GET /events` on a listening API (`base`) as a browser's EventSource would, and reads its
 * events as they come. Its own connection (no keep-alive agent), ended on `close` as a closed tab
 * ends it.
 */
export function openEventStream(
  base: string,
  headers: Record<string, string>,
  lastEventId?: string,
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      base + urlOf(endpoints.liveEvents),
      { agent: false, headers: { ...headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } },
      (response) => {
        const events: StreamEvent[] = [];
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            const fields: StreamEvent = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => !line.startsWith(':') && line.includes(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
            );
            if (fields.event) events.push(fields);
          }
        });
        response.on('error', () => undefined);
        const ended = new Promise<void>((done) => response.on('end', () => done()));
        resolve({
          ended,
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          async waitFor(match, timeoutMs = 5000) {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
              const found = events.find(match);
              if (found) return found;
              if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
              await new Promise((wait) => setTimeout(wait, 20));
            }
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}
