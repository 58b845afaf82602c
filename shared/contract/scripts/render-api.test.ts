import { readFileSync } from 'node:fs';
import * as entries from '../src/endpoints';
import { API_FILE } from './generate-api';
import { renderApi } from './render-api';

test('src/api.ts is generated from the endpoint entries (run `npm run generate -w @replay/contract`)', async () => {
  expect(readFileSync(API_FILE, 'utf8')).toBe(await renderApi(entries, API_FILE));
});

test('every entry has a unique method and path', () => {
  const routes = Object.values(entries).map((entry) => `${entry.method} ${entry.path}`);
  expect(new Set(routes).size).toBe(routes.length);
});
