import * as endpoints from '@replay/contract/endpoints';
import type { Endpoint } from '@replay/contract';
import { createTestApp, ENGINES, type TestContext } from './support/harness';

type Operation = {
  operationId: string;
  security: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** An entry's path as OpenAPI writes it: `/product/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
/**
 * A schema as the document carries it: as JSON (TypeBox's symbols dropped), with the generator's two
 * rewrites of the same meaning: `const` as a one-value `enum`, a record's any-key pattern as
 * `additionalProperties`.
 */
const asDocumented = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema), (_key, value: unknown) => {
    if (!value || typeof value !== 'object') return value;
    if ('const' in value) {
      const { const: only, ...rest } = value as { const: unknown };
      return { ...rest, enum: [only] };
    }
    if ('patternProperties' in value) {
      const { patternProperties, ...rest } = value as { patternProperties: Record<string, unknown> };
      return { ...rest, additionalProperties: patternProperties['^(.*)$'] };
    }
    return value;
  }) as unknown;

describe.each(ENGINES)('the OpenAPI document (%s)', (engine) => {
  let ctx: TestContext;
  let document: Document;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    const response = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<Document>();
  });
  afterAll(() => ctx.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as Parameters<typeof validator.validate>[0]);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has exactly one operation per endpoint entry the server registers, and no route without one', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Registered by this server: the built-in test-card provider, no Stripe webhook without Stripe.
    const expected = Object.values(endpoints as Record<string, Endpoint>)
      .filter((entry) => entry !== endpoints.stripeWebhook)
      .map((entry) => `${entry.method} ${openApiPath(entry.path)}`);
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('documents each operation with its entry: answers, security and id', () => {
    for (const [name, entry] of Object.entries(endpoints as Record<string, Endpoint>)) {
      if (entry === endpoints.stripeWebhook) continue;
      const operation = document.paths[openApiPath(entry.path)]![entry.method.toLowerCase()]!;
      expect(operation.operationId).toBe(name);
      expect(operation.security).toEqual(entry.access === 'public' ? [] : expect.arrayContaining([expect.any(Object)]));
      for (const [status, schema] of Object.entries(entry.responses)) {
        const documented = Object.values(operation.responses[status]?.content ?? {})[0]?.schema;
        // An answer without a body (a redirect) is documented without content.
        const expected = (schema as { type?: string }).type === 'null' ? undefined : asDocumented(schema);
        expect({ name, status, schema: documented }).toEqual({ name, status, schema: expected });
      }
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['4XX', '5XX']));
    }
  });
});
