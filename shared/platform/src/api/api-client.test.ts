import { HttpResponse } from 'msw';
import { api, SESSION_ENDED_MESSAGE } from '@replay/contract';
import { apiUrl, handle, server, TEST_CONFIG } from '@replay/testing';
import { Session } from '../session/session';
import { createApiClient } from './api-client';
import { ApiClientError } from './api-error';

// A fresh session and client per test, as createPlatform makes them at bootstrap.
let session: Session;
let apiClient: ReturnType<typeof createApiClient>;
beforeEach(() => {
  session = new Session();
  apiClient = createApiClient({ config: TEST_CONFIG, session });
});
const setAccessToken = (token: string) => session.store(token);
const getAccessToken = () => session.token();
const setIdentitySource = (source: Parameters<Session['bindIdentity']>[0]) => session.bindIdentity(source);

describe('apiClient', () => {
  /** The Authorization header each call of the endpoints below was sent with. */
  function recordAuthorization() {
    const sent: Array<string | null> = [];
    server.use(
      handle(
        api.getUserRole,
        ({ request }) => (sent.push(request.headers.get('authorization')), HttpResponse.json([])),
      ),
      handle(
        api.listCategories,
        ({ request }) => (sent.push(request.headers.get('authorization')), HttpResponse.json([])),
      ),
    );
    return sent;
  }

  it('sends the stored access token as a bearer token', async () => {
    setAccessToken('stored-token');
    const sent = recordAuthorization();

    await apiClient.call(api.getUserRole, { query: { email: 'buyer@replay.test' } });

    expect(sent).toEqual(['Bearer stored-token']);
  });

  it('sends no token to a public endpoint', async () => {
    setAccessToken('stored-token');
    const sent = recordAuthorization();

    await apiClient.call(api.listCategories);

    expect(sent).toEqual([null]);
  });

  it('fills the path from params and sends query and body', async () => {
    const received: unknown[] = [];
    server.use(
      handle(api.reviewSeller, async ({ request }) => {
        received.push(new URL(request.url).search, await request.json());
        return HttpResponse.json({ acknowledged: true, insertedId: 'r1' }, { status: 201 });
      }),
      handle(api.deleteProduct, ({ params, request }) => {
        received.push(params.id, new URL(request.url).searchParams.get('email'));
        return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
      }),
    );

    await expect(apiClient.call(api.reviewSeller, { body: { bookingId: 'b1', rating: 5 } })).resolves.toEqual({
      acknowledged: true,
      insertedId: 'r1',
    });
    await apiClient.call(api.deleteProduct, { params: { id: 'p 1' }, query: { email: 'seller@replay.test' } });

    expect(received).toEqual(['', { bookingId: 'b1', rating: 5 }, 'p 1', 'seller@replay.test']);
  });

  it('reads a page of either list shape', async () => {
    server.use(
      handle(api.listMyBookings, ({ request }) =>
        HttpResponse.json([], {
          headers: { 'X-Next-Cursor': `after-${new URL(request.url).searchParams.get('cursor')}` },
        }),
      ),
      handle(api.listSellerReviews, () => HttpResponse.json({ items: [], nextCursor: null })),
    );

    await expect(apiClient.page(api.listMyBookings, {}, 'c1')).resolves.toEqual({ items: [], nextCursor: 'after-c1' });
    await expect(apiClient.page(api.listSellerReviews, { params: { id: 's1' } })).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it("rejects with the server's message and status", async () => {
    server.use(
      handle(api.deleteProduct, () => HttpResponse.json({ message: 'Only the owner may delete it' }, { status: 403 })),
    );

    const error = await apiClient.call(api.deleteProduct, { params: { id: 'p1' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ message: 'Only the owner may delete it', status: 403 });
  });

  it('sends a W3C traceparent of its own on every call, and an error names its trace', async () => {
    const sent: Array<string | null> = [];
    server.use(
      handle(
        api.listCategories,
        ({ request }) => (sent.push(request.headers.get('traceparent')), HttpResponse.json([])),
      ),
      handle(api.deleteProduct, ({ request }) => {
        sent.push(request.headers.get('traceparent'));
        const traceId = request.headers.get('traceparent')!.split('-')[1]!;
        return HttpResponse.json(
          { message: 'Something went wrong' },
          { status: 500, headers: { 'x-trace-id': traceId } },
        );
      }),
    );

    await apiClient.call(api.listCategories);
    await apiClient.call(api.listCategories);
    const error = await apiClient.call(api.deleteProduct, { params: { id: 'p1' } }).catch((e: unknown) => e);

    expect(sent).toHaveLength(3);
    for (const traceparent of sent) expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(new Set(sent.map((traceparent) => traceparent!.split('-')[1])).size).toBe(3);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).traceId).toBe(sent[2]!.split('-')[1]);
  });

  it('names the trace it sent when the answer did not (a network failure)', async () => {
    let traceparent: string | null = null;
    server.use(
      handle(
        api.listCategories,
        ({ request }) => ((traceparent = request.headers.get('traceparent')), HttpResponse.error()),
      ),
    );

    const error = (await apiClient.call(api.listCategories).catch((e: unknown) => e)) as ApiClientError;

    expect(traceparent).not.toBeNull();
    expect(error.traceId).toBe(traceparent!.split('-')[1]);
  });

  it('renews an expired access token once through /jwt and retries the call', async () => {
    setAccessToken('expired');
    setIdentitySource({ getEmail: () => 'buyer@replay.test', getIdToken: async () => 'fresh-id-token' });
    const jwtCalls: string[] = [];
    server.use(
      handle(api.getUserRole, ({ request }) =>
        request.headers.get('authorization') === 'Bearer renewed'
          ? HttpResponse.json([{ role: 'buyer' }])
          : HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
      handle(api.getAccessToken, ({ request }) => {
        jwtCalls.push(`${request.headers.get('authorization')} ${new URL(request.url).searchParams.get('email')}`);
        return HttpResponse.json({ accessToken: 'renewed' });
      }),
    );

    const [first, second] = await Promise.all([apiClient.call(api.getUserRole), apiClient.call(api.getUserRole)]);

    expect(first).toEqual([{ role: 'buyer' }]);
    expect(second).toEqual([{ role: 'buyer' }]);
    expect(jwtCalls).toEqual(['Bearer fresh-id-token buyer@replay.test']);
    expect(getAccessToken()).toBe('renewed');
  });

  it('gives up after one renewal', async () => {
    setIdentitySource({ getEmail: () => 'buyer@replay.test', getIdToken: async () => 'id-token' });
    server.use(
      handle(api.getUserRole, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
      handle(api.getAccessToken, () => HttpResponse.json({ accessToken: 'still-refused' })),
    );

    await expect(apiClient.call(api.getUserRole)).rejects.toMatchObject({ message: 'Unauthorized', status: 401 });
  });

  it('neither renews nor retries a token refused because the sessions ended: the session is cleared, the call fails', async () => {
    setAccessToken('old-token');
    setIdentitySource({ getEmail: () => 'buyer@replay.test', getIdToken: async () => 'id-token' });
    const calls: string[] = [];
    server.use(
      handle(api.getUserRole, ({ request }) => {
        const authorization = request.headers.get('authorization');
        calls.push(authorization ?? '');
        return HttpResponse.json({ message: authorization ? SESSION_ENDED_MESSAGE : 'Sign in first' }, { status: 401 });
      }),
      handle(api.getAccessToken, () => (calls.push('renewal'), HttpResponse.json({ accessToken: 'renewed' }))),
    );

    await expect(apiClient.call(api.getUserRole)).rejects.toMatchObject({
      message: SESSION_ENDED_MESSAGE,
      status: 401,
    });
    expect(calls).toEqual(['Bearer old-token']);
    expect(getAccessToken()).toBeNull();
    // What comes next goes without the ended token, and is not renewed from the sign-in that ended either.
    await expect(apiClient.call(api.getUserRole)).rejects.toMatchObject({ message: 'Sign in first', status: 401 });
    expect(calls).toEqual(['Bearer old-token', '']);
  });

  it('leaves the session alone when a call made with its own token is refused so (a sign-in in progress)', async () => {
    setAccessToken('stored-token');
    server.use(
      handle(api.getAccessToken, () => HttpResponse.json({ message: SESSION_ENDED_MESSAGE }, { status: 401 })),
    );

    await expect(
      apiClient.call(api.getAccessToken, {
        query: { email: 'buyer@replay.test' },
        headers: { Authorization: 'Bearer id-token' },
      }),
    ).rejects.toMatchObject({ message: SESSION_ENDED_MESSAGE });
    expect(getAccessToken()).toBe('stored-token');
  });

  it('reports network failures as { message }', async () => {
    server.use(handle(api.listCategories, () => HttpResponse.error()));

    await expect(apiClient.call(api.listCategories)).rejects.toMatchObject({ message: 'Network Error' });
  });

  describe('with the responses of the early requests', () => {
    /** Early responses as the inline script leaves them: one per URL and authorization, taken once. */
    function earlyResponses(responses: Record<string, Promise<Response>>) {
      const taken: string[] = [];
      return {
        taken,
        early: {
          take(url: string, authorization?: string | null) {
            const key = `${url} ${authorization ?? ''}`;
            taken.push(key);
            const response = responses[key];
            delete responses[key];
            return response;
          },
        },
      };
    }

    it('answers the first matching GET from the early response, and the next one from the network', async () => {
      setAccessToken('stored-token');
      const { early, taken } = earlyResponses({
        [`${apiUrl('/users/role')} Bearer stored-token`]: Promise.resolve(Response.json([{ role: 'seller' }])),
      });
      const client = createApiClient({ config: TEST_CONFIG, session, early });
      server.use(handle(api.getUserRole, () => HttpResponse.json([{ role: 'buyer' }])));

      expect(await client.call(api.getUserRole)).toEqual([{ role: 'seller' }]);
      expect(await client.call(api.getUserRole)).toEqual([{ role: 'buyer' }]);
      expect(taken[0]).toBe(`${apiUrl('/users/role')} Bearer stored-token`);
    });

    it('asks the network again when the early request failed or was refused', async () => {
      const started = {
        [`${apiUrl('/categories')} `]: Promise.reject(new TypeError('Failed to fetch')),
        [`${apiUrl('/product/advertise')} `]: Promise.resolve(Response.json({ message: 'Slow down' }, { status: 429 })),
      };
      const { early } = earlyResponses(started);
      const client = createApiClient({ config: TEST_CONFIG, session, early });
      server.use(
        handle(api.listCategories, () => HttpResponse.json([{ _id: 'c1', category_name: 'Consoles', img: '' }])),
        handle(api.listAdvertised, () => HttpResponse.json([])),
      );

      expect(await client.call(api.listCategories)).toEqual([{ _id: 'c1', category_name: 'Consoles', img: '' }]);
      expect(await client.call(api.listAdvertised)).toEqual([]);
      expect(started).toEqual({}); // both were taken (and set aside)
    });

    it('never answers a write from them', async () => {
      const { early, taken } = earlyResponses({});
      const client = createApiClient({ config: TEST_CONFIG, session, early });
      server.use(handle(api.cancelBooking, () => HttpResponse.json({ acknowledged: true })));

      await client.call(api.cancelBooking, { params: { id: 'b1' } });
      expect(taken).toEqual([]);
    });
  });
});
