import { http, HttpResponse } from 'msw';
import { apiUrl, server, TEST_CONFIG } from '@replay/testing';
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
  it('sends the stored access token as a bearer token', async () => {
    setAccessToken('stored-token');
    server.use(
      http.get(apiUrl('/echo'), ({ request }) => HttpResponse.json({ auth: request.headers.get('authorization') })),
    );

    const { data } = await apiClient.get<{ auth: string }>('/echo');

    expect(data.auth).toBe('Bearer stored-token');
  });

  it('sends no token on anonymous calls', async () => {
    setAccessToken('stored-token');
    server.use(
      http.get(apiUrl('/echo'), ({ request }) => HttpResponse.json({ auth: request.headers.get('authorization') })),
    );

    const { data } = await apiClient.get<{ auth: string | null }>('/echo', { anonymous: true });

    expect(data.auth).toBeNull();
  });

  it("rejects with the server's message and status", async () => {
    server.use(
      http.delete(apiUrl('/thing'), () =>
        HttpResponse.json({ message: 'Only the owner may delete it' }, { status: 403 }),
      ),
    );

    const error = await apiClient.delete('/thing').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ message: 'Only the owner may delete it', status: 403 });
  });

  it('renews an expired access token once through /jwt and retries the call', async () => {
    setAccessToken('expired');
    setIdentitySource({ getEmail: () => 'buyer@replay.test', getIdToken: async () => 'fresh-id-token' });
    const jwtCalls: string[] = [];
    server.use(
      http.get(apiUrl('/booking'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer renewed'
          ? HttpResponse.json([{ _id: 'b1' }])
          : HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
      http.get(apiUrl('/jwt'), ({ request }) => {
        jwtCalls.push(`${request.headers.get('authorization')} ${new URL(request.url).searchParams.get('email')}`);
        return HttpResponse.json({ accessToken: 'renewed' });
      }),
    );

    const [first, second] = await Promise.all([apiClient.get('/booking'), apiClient.get('/booking')]);

    expect(first.data).toEqual([{ _id: 'b1' }]);
    expect(second.data).toEqual([{ _id: 'b1' }]);
    expect(jwtCalls).toEqual(['Bearer fresh-id-token buyer@replay.test']);
    expect(getAccessToken()).toBe('renewed');
  });

  it('gives up after one renewal', async () => {
    setIdentitySource({ getEmail: () => 'buyer@replay.test', getIdToken: async () => 'id-token' });
    server.use(
      http.get(apiUrl('/booking'), () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
      http.get(apiUrl('/jwt'), () => HttpResponse.json({ accessToken: 'still-refused' })),
    );

    await expect(apiClient.get('/booking')).rejects.toMatchObject({ message: 'Unauthorized', status: 401 });
  });

  it('reports network failures as { message }', async () => {
    server.use(http.get(apiUrl('/categories'), () => HttpResponse.error()));

    await expect(apiClient.get('/categories')).rejects.toMatchObject({ message: 'Network Error' });
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
        [`${apiUrl('/favourites')} Bearer stored-token`]: Promise.resolve(Response.json([{ _id: 'early' }])),
      });
      const client = createApiClient({ config: TEST_CONFIG, session, early });
      server.use(http.get(apiUrl('/favourites'), () => HttpResponse.json([{ _id: 'network' }])));

      expect((await client.get('/favourites')).data).toEqual([{ _id: 'early' }]);
      expect((await client.get('/favourites')).data).toEqual([{ _id: 'network' }]);
      expect(taken[0]).toBe(`${apiUrl('/favourites')} Bearer stored-token`);
    });

    it('asks the network again when the early request failed or was refused', async () => {
      const started = {
        [`${apiUrl('/categories')} `]: Promise.reject(new TypeError('Failed to fetch')),
        [`${apiUrl('/advertise')} `]: Promise.resolve(Response.json({ message: 'Slow down' }, { status: 429 })),
      };
      const { early } = earlyResponses(started);
      const client = createApiClient({ config: TEST_CONFIG, session, early });
      server.use(
        http.get(apiUrl('/categories'), () => HttpResponse.json(['network categories'])),
        http.get(apiUrl('/advertise'), () => HttpResponse.json(['network offers'])),
      );

      expect((await client.get('/categories', { anonymous: true })).data).toEqual(['network categories']);
      expect((await client.get('/advertise', { anonymous: true })).data).toEqual(['network offers']);
      expect(started).toEqual({}); // both were taken (and set aside)
    });

    it('never answers a write from them', async () => {
      const { early, taken } = earlyResponses({});
      const client = createApiClient({ config: TEST_CONFIG, session, early });
      server.use(http.post(apiUrl('/booking'), () => HttpResponse.json({ acknowledged: true })));

      await client.post('/booking', {});
      expect(taken).toEqual([]);
    });
  });
});
