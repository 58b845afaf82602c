import { http, HttpResponse } from 'msw';
import { apiUrl, server, TEST_CONFIG } from '@replay/testing';
import { Session } from '../session/session';
import { createApiClient } from './api-client';

// Counts the loads of axios (on the global object: the mock runs before this file's own code).
const counter = globalThis as { axiosLoads?: number };
jest.mock('axios', () => {
  (globalThis as { axiosLoads?: number }).axiosLoads = ((globalThis as { axiosLoads?: number }).axiosLoads ?? 0) + 1;
  return jest.requireActual('axios');
});
const axiosLoads = () => counter.axiosLoads ?? 0;
// Each test starts with axios not loaded: the next import of it runs the mock again.
beforeEach(() => {
  jest.resetModules();
  counter.axiosLoads = 0;
});

it('answers the early GETs without loading axios, and loads it for the first network request', async () => {
  const session = new Session();
  const early = {
    take: (url: string) =>
      url === apiUrl('/categories') ? Promise.resolve(Response.json([{ _id: 'c1' }])) : undefined,
  };
  const client = createApiClient({ config: TEST_CONFIG, session, early });
  server.use(http.get(apiUrl('/advertise'), () => HttpResponse.json([{ _id: 'a1' }])));

  const categories = await client.get('/categories', { anonymous: true });
  expect(categories.data).toEqual([{ _id: 'c1' }]);
  expect(axiosLoads()).toBe(0);

  const advertised = await client.get('/advertise', { anonymous: true });
  expect(advertised.data).toEqual([{ _id: 'a1' }]);
  expect(axiosLoads()).toBe(1);
});

it('matches an early request whatever the order and encoding of its query', async () => {
  const session = new Session();
  const taken: string[] = [];
  const client = createApiClient({
    config: TEST_CONFIG,
    session,
    early: {
      take: (url) => (
        taken.push(url),
        Promise.resolve(Response.json({ ok: true }, { headers: { 'X-Next-Cursor': 'n2' } }))
      ),
    },
  });

  const response = await client.get('/products', {
    params: { email: 'buyer+1@replay.test', cursor: undefined, page: 2 },
  });

  expect(taken).toEqual([`${apiUrl('/products')}?email=buyer%2B1%40replay.test&page=2`]);
  expect(response.headers['x-next-cursor']).toBe('n2');
});

it('loads axios when asked to prepare, before any request, and the first request uses it', async () => {
  const client = createApiClient({ config: TEST_CONFIG, session: new Session() });
  expect(axiosLoads()).toBe(0);

  await expect(client.prepare()).resolves.toBeUndefined();
  expect(axiosLoads()).toBe(1);

  server.use(http.get(apiUrl('/categories'), () => HttpResponse.json([{ _id: 'c1' }])));
  const categories = await client.get('/categories', { anonymous: true });
  expect(categories.data).toEqual([{ _id: 'c1' }]);
  await client.prepare();
  expect(axiosLoads()).toBe(1);
});
