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
