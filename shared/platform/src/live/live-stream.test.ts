import { http, HttpResponse } from 'msw';
import { api, SESSION_ENDED_EVENT, SESSION_ENDED_MESSAGE } from '@replay/contract';
import { apiUrl, server } from '@replay/testing';
import { eventStream, until } from '../testing/event-streams';
import { openLiveStream, type LiveStatus, type LiveStreamOptions } from './live-stream';

// msw's own `http.get`: the typed `handle` takes JSON answers, and this one is a stream.
const URL_OF_EVENTS = apiUrl(api.liveEvents.path);

/** A Server-Sent Events answer with these blocks, which then ends (as an instance that restarts). */
const events = (...blocks: string[]) => eventStream(blocks, { contentType: 'text/event-stream; charset=utf-8' });

/** Opens the stream from the test server, with `options` over handlers that do nothing; it retries after 10 ms. */
const open = (options: Partial<LiveStreamOptions>) =>
  openLiveStream({
    url: URL_OF_EVENTS,
    token: () => 'token-1',
    renew: async () => null,
    ended: () => undefined,
    onEvent: () => undefined,
    onStatus: () => undefined,
    backoffMs: [10],
    ...options,
  });

describe('the live stream', () => {
  it('sends the token in the Authorization header, parses events, and comes back after a drop with Last-Event-ID', async () => {
    const requests: Request[] = [];
    server.use(
      http.get(URL_OF_EVENTS, ({ request }) => {
        requests.push(request);
        return requests.length === 1
          ? events('retry: 3000\n: open\n\n', 'id: 7\nevent: notification\ndata: {"unread":1}\n\n')
          : events('id: 8\nevent: notification\ndata: {"unread":2}\n\n');
      }),
    );
    const received: unknown[] = [];
    const statuses: LiveStatus[] = [];
    const stream = open({
      onEvent: (type, data) => received.push([type, data]),
      onStatus: (status) => statuses.push(status),
    });
    await until(() => received.length >= 2);
    stream.close();
    expect(received.slice(0, 2)).toEqual([
      ['notification', { unread: 1 }],
      ['notification', { unread: 2 }],
    ]);
    expect(
      requests
        .slice(0, 2)
        .map((request) => [request.headers.get('authorization'), request.headers.get('last-event-id')]),
    ).toEqual([
      ['Bearer token-1', null],
      ['Bearer token-1', '7'],
    ]);
    expect(requests.every((request) => !request.url.includes('token'))).toBe(true);
    expect(statuses.slice(0, 3)).toEqual(['connecting', 'open', 'open']);
  });

  it('renews the token once on a 401, and says `polling` while the server cannot be reached, then `open` again', async () => {
    let calls = 0;
    server.use(
      http.get(URL_OF_EVENTS, ({ request }) => {
        calls += 1;
        if (calls === 1) return new HttpResponse(null, { status: 401 });
        if (calls === 2) return new HttpResponse(null, { status: 503 });
        return events(
          `id: 1\nevent: notification\ndata: {"unread":0,"token":"${request.headers.get('authorization')}"}\n\n`,
        );
      }),
    );
    let token = 'expired';
    const statuses: LiveStatus[] = [];
    const received: unknown[] = [];
    const stream = open({
      token: () => token,
      renew: async () => (token = 'fresh'),
      onEvent: (_type, data) => received.push(data),
      onStatus: (status) => statuses.push(status),
    });
    await until(() => received.length >= 1);
    stream.close();
    expect(received[0]).toEqual({ unread: 0, token: 'Bearer fresh' });
    expect(statuses.slice(0, 3)).toEqual(['connecting', 'polling', 'open']);
  });

  it('stops without a session: a 401 the renewal cannot fix', async () => {
    let calls = 0;
    server.use(
      http.get(URL_OF_EVENTS, () => {
        calls += 1;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const statuses: LiveStatus[] = [];
    open({ token: () => 'gone', onStatus: (status) => statuses.push(status) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toBe(1);
    expect(statuses).toEqual(['connecting']);
  });

  it('stops for good when the server says the sessions ended, and says so for the token it was opened with', async () => {
    let calls = 0;
    server.use(
      http.get(URL_OF_EVENTS, () => {
        calls += 1;
        // The server sends the event, then closes the stream.
        return events(
          'id: 3\nevent: notification\ndata: {"unread":1}\n\n',
          `event: ${SESSION_ENDED_EVENT}\ndata: {}\n\n`,
        );
      }),
    );
    const ended: string[] = [];
    const received: unknown[] = [];
    const renew = jest.fn(async () => 'fresh');
    open({ renew, ended: (token) => ended.push(token), onEvent: (type, data) => received.push([type, data]) });
    await until(() => ended.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(ended).toEqual(['token-1']);
    expect(received).toEqual([['notification', { unread: 1 }]]);
    // Not back after the server closed it, and no renewal.
    expect(calls).toBe(1);
    expect(renew).not.toHaveBeenCalled();
  });

  it('does not renew a token the server refuses because the sessions ended: it stops and says so', async () => {
    let calls = 0;
    server.use(
      http.get(URL_OF_EVENTS, () => {
        calls += 1;
        return HttpResponse.json({ message: SESSION_ENDED_MESSAGE }, { status: 401 });
      }),
    );
    const ended: string[] = [];
    const renew = jest.fn(async () => 'fresh');
    open({ renew, ended: (token) => ended.push(token) });
    await until(() => ended.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(ended).toEqual(['token-1']);
    expect(calls).toBe(1);
    expect(renew).not.toHaveBeenCalled();
  });
});
