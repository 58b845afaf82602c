/** One Server-Sent Event as a client reads it. */
export interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
}

export interface EventStream {
  response: Response;
  /** Every event read so far, in order. */
  events: StreamEvent[];
  /** Waits until an event matches (5 s at most) and answers it. */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): Promise<void>;
}

/** Opens `GET /events` on a listening API (`base`) as a browser's EventSource would, and reads its events as they come. */
export async function openEventStream(
  base: string,
  headers: Record<string, string>,
  lastEventId?: string,
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${base}/events`, {
    headers: { ...headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of response.body!) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
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
    }
  })().catch(() => undefined);
  return {
    response,
    events,
    async waitFor(match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
