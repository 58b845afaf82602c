import { http } from 'msw';
import { api, SESSION_ENDED_EVENT } from '@replay/contract';
import { apiUrl, server, TEST_CONFIG } from '@replay/testing';
import { createPlatform } from '../app/platform';
import { eventStream, until } from '../testing/event-streams';
import type { LiveStatus } from './live-stream';
import { subscribe } from './live-hub';

/** An SSE answer that sends one notification and stays open until the request is aborted. */
const openStream = (request: Request) =>
  eventStream(['id: 1\nevent: notification\ndata: {"unread":3}\n\n'], { openUntil: request });

it('opens one stream for every listener of the page, only once the visitor has used the page', async () => {
  let opened = 0;
  server.use(
    http.get(apiUrl(api.liveEvents.path), ({ request }) => {
      opened += 1;
      return openStream(request);
    }),
  );
  const platform = createPlatform(TEST_CONFIG);
  platform.session.store('access-token');
  const heard: unknown[] = [];
  const statuses: LiveStatus[] = [];
  const stopBell = subscribe(
    platform,
    'notification',
    (data) => heard.push(['bell', data]),
    (s) => statuses.push(s),
  );
  const stopThread = subscribe(
    platform,
    'notification',
    (data) => heard.push(['thread', data]),
    () => undefined,
  );

  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(opened).toBe(0);
  expect(statuses).toEqual(['connecting']);

  document.dispatchEvent(new Event('pointerdown'));
  await until(() => heard.length === 2);
  expect(opened).toBe(1);
  expect(heard).toEqual([
    ['bell', { unread: 3 }],
    ['thread', { unread: 3 }],
  ]);
  expect(statuses).toEqual(['connecting', 'open']);
  stopBell();
  stopThread();
});

it("ends the page's session when the stream says the user's sessions ended, and opens a new stream for the next sign-in", async () => {
  const tokens: Array<string | null> = [];
  server.use(
    http.get(apiUrl(api.liveEvents.path), ({ request }) => {
      tokens.push(request.headers.get('authorization'));
      if (tokens.length > 1) return openStream(request);
      return eventStream([`event: ${SESSION_ENDED_EVENT}\ndata: {}\n\n`]);
    }),
  );
  const platform = createPlatform(TEST_CONFIG);
  platform.session.store('old-token');
  const statuses: LiveStatus[] = [];
  const stopBell = subscribe(
    platform,
    'notification',
    () => undefined,
    (s) => statuses.push(s),
  );
  document.dispatchEvent(new Event('pointerdown'));

  await until(() => platform.session.token() === null);
  expect(statuses.at(-1)).toBe('connecting'); // the bell asks for its count meanwhile
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(tokens).toEqual(['Bearer old-token']);

  // Signed out, the bell goes; signed in again, it comes back with a stream of its own.
  stopBell();
  platform.session.store('new-token');
  const heard: unknown[] = [];
  const stopAgain = subscribe(
    platform,
    'notification',
    (data) => heard.push(data),
    () => undefined,
  );
  await until(() => heard.length === 1);
  expect(tokens).toEqual(['Bearer old-token', 'Bearer new-token']);
  stopAgain();
});
