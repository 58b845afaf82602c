import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, MESSAGE_EVENT, NOTIFICATION_EVENT } from '@replay/contract';
import { handle, renderWithProviders, server, TEST_CONFIG } from '@replay/testing';
import { createPlatform } from '../app/platform';
import { ACCESS_TOKEN_KEY } from '../session/session';
import { useBadges } from './badges';

function Counts() {
  const badges = useBadges();
  return <p>{badges.data ? `${badges.data.messages} messages, ${badges.data.notifications} notifications` : '…'}</p>;
}

/** GET /events answering a stream the test writes events into. */
function liveStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const encoder = new TextEncoder();
  server.use(
    handle(api.liveEvents, () => {
      const body = new ReadableStream<Uint8Array>({ start: (opened) => void (controller = opened) });
      // The entry types the answer as its text; the page reads it as a stream of bytes.
      return new HttpResponse(body as unknown as string, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    get open() {
      return controller !== undefined;
    },
    send: (event: string, data: object) =>
      controller!.enqueue(encoder.encode(`id: 1\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

test('useBadges: the unread counts, asked for again at each live message or notification event', async () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'test-access-token');
  let counts = { messages: 1, notifications: 0 };
  server.use(handle(api.getBadges, () => HttpResponse.json(counts)));
  const live = liveStream();
  renderWithProviders(<Counts />);
  expect(await screen.findByText('1 messages, 0 notifications')).toBeInTheDocument();
  // The visitor uses the page: the live stream opens at the first intent.
  fireEvent.pointerMove(document.body);
  await waitFor(() => expect(live.open).toBe(true));

  counts = { messages: 2, notifications: 0 };
  live.send(MESSAGE_EVENT, { conversationId: 'c1', unread: 2 });
  expect(await screen.findByText('2 messages, 0 notifications')).toBeInTheDocument();
  counts = { messages: 2, notifications: 3 };
  live.send(NOTIFICATION_EVENT, { unread: 3 });
  expect(await screen.findByText('2 messages, 3 notifications')).toBeInTheDocument();
});

test("the live stream's code waits for the first screen: nothing opens before it, even at the first intent", async () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'test-access-token');
  server.use(handle(api.getBadges, () => HttpResponse.json({ messages: 1, notifications: 0 })));
  const live = liveStream();
  let firstScreenShown = () => {};
  const firstScreen = new Promise<void>((resolve) => (firstScreenShown = resolve));
  renderWithProviders(<Counts />, { platform: createPlatform(TEST_CONFIG, { firstScreen }) });
  expect(await screen.findByText('1 messages, 0 notifications')).toBeInTheDocument();
  fireEvent.pointerMove(document.body);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(live.open).toBe(false);

  firstScreenShown();
  fireEvent.pointerMove(document.body);
  await waitFor(() => expect(live.open).toBe(true));
});
