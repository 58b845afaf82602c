import '@testing-library/jest-dom';
import { setRuntimeConfig } from '@replay/platform';
import { server } from './server';
import { TEST_CONFIG } from './test-config';

setRuntimeConfig(TEST_CONFIG);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
