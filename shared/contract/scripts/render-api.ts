import { format, resolveConfig } from 'prettier';
import type { Endpoint } from '../src/endpoint';

/**
 * The source of `src/api.ts` from the endpoint entries: each endpoint's method, path, access and
 * paging, typed with its entry. The browser calls endpoints through it without downloading the
 * entries' schemas. `npm run generate` writes it; a test fails when it is stale.
 */
export async function renderApi(entries: Record<string, unknown>, file: string): Promise<string> {
  const lines = Object.entries(entries)
    .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, { method, path, access, paging }]) => {
      const parts = [method, path, access, ...(paging ? [paging] : [])];
      return `  ${name}: ${JSON.stringify(parts)},`;
    });
  const source = `// Generated from ./endpoints by \`npm run generate -w @replay/contract\`: do not edit.
import type * as entries from './endpoints';
import { refs } from './endpoint';

/** Every API endpoint as the browser calls it: \`client.call(api.getProduct, { params: { id } })\`. */
export const api = refs<typeof entries>({
${lines.join('\n')}
});
`;
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;
}
