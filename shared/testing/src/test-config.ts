import type { RuntimeConfig } from '@replay/platform';

/** The runtime config every test runs with; msw handlers match `apiUrl(...)` under it. */
export const TEST_CONFIG: RuntimeConfig = {
  apiUrl: 'http://api.test',
  firebase: { apiKey: 'test-api-key', authDomain: 'test.firebaseapp.com', projectId: 'demo-test' },
};

/** Absolute URL of an API path, for msw handlers: `http.get(apiUrl('/categories'), …)`. */
export function apiUrl(path: string): string {
  return `${TEST_CONFIG.apiUrl}${path}`;
}
