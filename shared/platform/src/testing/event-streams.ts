import { HttpResponse } from 'msw';

/**
 * A Server-Sent Events answer that sends `blocks`, then ends (as an instance that restarts) or,
 * with `openUntil`, stays open until that request is aborted.
 */
export function eventStream(
  blocks: readonly string[],
  { openUntil, contentType = 'text/event-stream' }: { openUntil?: Request; contentType?: string } = {},
) {
  const encoder = new TextEncoder();
  return new HttpResponse(
    new ReadableStream({
      start(controller) {
        for (const block of blocks) controller.enqueue(encoder.encode(block));
        if (openUntil) openUntil.signal.addEventListener('abort', () => controller.close());
        else controller.close();
      },
    }),
    { headers: { 'content-type': contentType } },
  );
}

/** Resolves once `check` holds; fails after 4 s. */
export async function until(check: () => boolean) {
  const deadline = Date.now() + 4000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
