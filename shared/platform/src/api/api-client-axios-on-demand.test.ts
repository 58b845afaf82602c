import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { apiUrl, handle, server, TEST_CONFIG } from '@replay/testing';
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
  server.use(handle(api.listAdvertised, () => HttpResponse.json([])));

  const categories = await client.call(api.listCategories);
  expect(categories).toEqual([{ _id: 'c1' }]);
  expect(axiosLoads()).toBe(0);

  const advertised = await client.call(api.listAdvertised);
  expect(advertised).toEqual([]);
  expect(axiosLoads()).toBe(1);
});

it('matches an early request whatever the order and encoding of its query', async () => {
  const session = new Session();
  const taken: string[] = [];
  const client = createApiClient({
    config: TEST_CONFIG,
    session,
    early: {
      take: (url) => (taken.push(url), Promise.resolve(Response.json([], { headers: { 'X-Next-Cursor': 'n2' } }))),
    },
  });

  const page = await client.page(api.listMyProducts, { query: { email: 'seller+1@replay.test', limit: 2 } });

  expect(taken).toEqual([`${apiUrl('/products')}?email=seller%2B1%40replay.test&limit=2`]);
  expect(page).toEqual({ items: [], nextCursor: 'n2' });
});

it('loads axios when asked to prepare, before any request, and the first request uses it', async () => {
  const client = createApiClient({ config: TEST_CONFIG, session: new Session() });
  expect(axiosLoads()).toBe(0);

  await expect(client.prepare()).resolves.toBeUndefined();
  expect(axiosLoads()).toBe(1);

  server.use(handle(api.listCategories, () => HttpResponse.json([])));
  await expect(client.call(api.listCategories)).resolves.toEqual([]);
  await client.prepare();
  expect(axiosLoads()).toBe(1);
});
