import { existsSync, readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import * as endpoints from '@replay/contract/endpoints';
import type { Endpoint } from '@replay/contract';
import { COMMITTED_OPENAPI, openApiText } from '../scripts/openapi';
import { unsubscribeToken } from '../src/mail/unsubscribe';
import {
  book,
  createCategory,
  createProduct,
  createTestApp,
  ENGINES,
  type TestContext,
  type TestUser,
} from './support/harness';
import { multipart, ONE_PIXEL_PNG } from './support/images';

type Schema = Record<string, unknown>;
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema };
type Operation = {
  operationId: string;
  security: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const ENTRIES = endpoints as Record<string, Endpoint>;

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
        // In the content types it produces when they are not JSON (an image, the live stream).
        const types = expected === undefined ? [] : entry.produces ? [entry.produces].flat() : ['application/json'];
        expect({ name, status, types: Object.keys(operation.responses[status]?.content ?? {}) }).toEqual({
          name,
          status,
          types,
        });
      }
      // Its errors: `{ message }`, JSON whatever its successes are.
      for (const range of ['4XX', '5XX']) {
        expect({ name, range, types: Object.keys(operation.responses[range]?.content ?? {}) }).toEqual({
          name,
          range,
          types: ['application/json'],
        });
      }
    }
  });

  it('documents every object of a JSON answer with the fields it may have, so no other passes', () => {
    const open: string[] = [];
    const walk = (schema: unknown, where: string): void => {
      if (!schema || typeof schema !== 'object') return;
      const object = schema as Schema;
      if ('properties' in object && !('additionalProperties' in object)) open.push(where);
      for (const [key, value] of Object.entries(object)) walk(value, `${where}/${key}`);
    };
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const [status, response] of Object.entries(operation.responses))
          for (const [type, { schema }] of Object.entries(response.content ?? {}))
            if (isJson(type)) walk(schema, `${method.toUpperCase()} ${path} ${status}`);
    expect(open).toEqual([]);
  });

  it('answers every operation as it documents it: statuses, content types and bodies (a fuzz)', async () => {
    const fuzz = await fuzzEveryOperation(ctx, document);
    expect(fuzz.failures).toEqual([]);
    // Each operation was called several ways, and every read (and the writes listed) at least once validly.
    expect(fuzz.operations).toBe(Object.values(document.paths).flatMap(Object.keys).length);
    expect(fuzz.requests).toBeGreaterThan(fuzz.operations * 3);
  });
});

describe('the committed copy of the OpenAPI document (server/openapi.json)', () => {
  it('is byte for byte the document the routes generate', async () => {
    const generated = await openApiText({});
    const committed = existsSync(COMMITTED_OPENAPI) ? readFileSync(COMMITTED_OPENAPI, 'utf8') : '';
    if (committed === generated) return;
    const lines = [committed.split('\n'), generated.split('\n')] as const;
    const differs = lines[1].findIndex((text, index) => text !== lines[0][index]);
    const line = differs < 0 ? lines[1].length : differs;
    throw new Error(
      `server/openapi.json is not the document the routes generate (from line ${line + 1}: ` +
        `${JSON.stringify(lines[0][line])} committed, ${JSON.stringify(lines[1][line])} generated). ` +
        'If the API is meant to change, run `npm run openapi -w server -- --update` and commit server/openapi.json.',
    );
  });
});

/* ---- the fuzz ---- */

/** A content type's media type: `application/json; charset=utf-8` is `application/json`. */
const mediaType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/** An id no row has. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A value a parameter's schema refuses. */
function invalidValue(schema: Schema): string {
  if (schema.type === 'integer' || schema.type === 'number') return 'not-a-number';
  if (schema.type === 'boolean') return 'maybe';
  if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
  return 'not-a-valid-value';
}

interface Fixture {
  users: Record<'buyer' | 'seller' | 'admin', TestUser>;
  productId: string;
  /** A path parameter's value for a call that succeeds. */
  param(path: string, name: string): string;
  /** The unsubscribe link's token of the buyer. */
  unsubscribeToken: string;
  /** The appeal link's token of a closed account's decision. */
  appealToken: string;
}

/**
 * The valid calls of the writes cheap to make (changing nothing the reads need), with the parts
 * each is called with; every read gets one too (`getImage` a resized one besides).
 */
const validCalls = (fixture: Fixture): Partial<Record<keyof typeof endpoints, Array<Partial<InjectOptions>>>> => ({
  getImage: [{}, { query: { w: '96' }, headers: { accept: 'image/webp' } }],
  uploadImage: [multipart(ONE_PIXEL_PNG)],
  uploadProductImage: [multipart(ONE_PIXEL_PNG)],
  updateMyAccount: [{ payload: { meetingPlace: 'Downtown library' } }],
  startConversation: [{ payload: { productId: fixture.productId } }],
  sendMessage: [{ payload: { body: 'Is it still available?', clientId: 'fuzz-1' } }],
  markConversationRead: [{}],
  saveFavourite: [{}],
  markNotificationsRead: [{ payload: { all: true } }],
  saveNotificationPreferences: [{ payload: { activity: { email: true, inApp: true } } }],
  unsubscribe: [{ payload: { 'List-Unsubscribe': 'One-Click' } }],
});

async function makeFixture(ctx: TestContext): Promise<Fixture> {
  const [buyer, seller, admin] = [await ctx.user('buyer'), await ctx.user('seller'), await ctx.user('admin')];
  const categoryId = await createCategory(ctx.db);
  const productId = await createProduct(ctx, seller, categoryId);
  const bookingId = await book(ctx, buyer, productId);
  const upload = await ctx.app.inject({ method: 'POST', url: '/images', ...multipart(ONE_PIXEL_PNG) });
  const image = upload.json<{ data: { url: string } }>().data.url.split('/').pop()!;
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/conversations',
    headers: buyer.auth,
    payload: { productId },
  });
  const conversationId = started.json<{ _id: string }>()._id;
  const offered = await ctx.app.inject({
    method: 'POST',
    url: '/offers',
    headers: buyer.auth,
    payload: { productId, amountCents: 10000 },
  });
  const offerId = offered.json<{ _id: string }>()._id;
  // A case (the product reported) and a closed account's decision, for moderation's reads.
  await ctx.app.inject({ method: 'POST', url: '/report', headers: buyer.auth, payload: { productId, reason: 'scam' } });
  const [found] = await ctx.db.query<{ id: string }>('SELECT id FROM moderation_cases WHERE target_id = $1', [
    productId,
  ]);
  const closed = await ctx.user('seller');
  await ctx.app.inject({ method: 'DELETE', url: `/seller/delete/${closed.id}`, headers: admin.auth });
  const [decision] = await ctx.db.query<{ id: string }>('SELECT id FROM moderation_decisions WHERE user_id = $1', [
    closed.id,
  ]);
  // By name, then by the resource the path names (`/products/:id` is a category's).
  const byName: Record<string, string> = { productId, userId: seller.id, name: image, remote: 'seller' };
  const byResource: Record<string, string> = {
    product: productId,
    products: categoryId,
    booking: bookingId,
    sellers: seller.id,
    conversations: conversationId,
    offers: offerId,
  };
  return {
    users: { buyer, seller, admin },
    productId,
    param: (path, name) =>
      path.startsWith('/admin/cases/')
        ? found!.id
        : (byName[name] ?? byResource[path.split('/')[1] ?? ''] ?? UNKNOWN_ID),
    unsubscribeToken: unsubscribeToken(ctx.config.unsubscribeSecret, buyer.id, 'activity'),
    appealToken: ctx.app.moderation.appealToken(decision!.id),
  };
}

interface FuzzRequest {
  label: string;
  options: InjectOptions;
  /** A call that should succeed: it must answer one of the operation's own statuses. */
  valid?: boolean;
}

/** The requests of one operation: without a token, with a bad one, malformed inputs, valid calls. */
function requestsOf(fixture: Fixture, path: string, method: string, operation: Operation) {
  const name = operation.operationId as keyof typeof endpoints;
  const { access } = ENTRIES[name]!;
  const user = access === 'public' ? undefined : fixture.users[typeof access === 'string' ? 'buyer' : access[0]!];
  const auth: Record<string, string> = !user
    ? {}
    : access === 'idToken'
      ? { authorization: `Bearer ${user.idToken}` }
      : user.auth;
  const parameters = operation.parameters ?? [];
  const inPath = parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = parameters.filter((parameter) => parameter.in === 'query');
  const jsonBody = Boolean(operation.requestBody?.content['application/json']);
  const url = (value: (parameter: Parameter) => string) =>
    path.replace(/\{(\w+)\}/g, (_match, param: string) =>
      encodeURIComponent(value(inPath.find((parameter) => parameter.name === param)!)),
    );
  const validUrl = url((parameter) => fixture.param(path, parameter.name));
  const validQuery: Record<string, string> = {};
  for (const parameter of inQuery) {
    if (parameter.name === 'email' && user) validQuery.email = user.email;
    if (parameter.name === 'token')
      validQuery.token = path === '/decisions/by-link' ? fixture.appealToken : fixture.unsubscribeToken;
  }
  const base = { method: method.toUpperCase() as InjectOptions['method'] };
  const requests: FuzzRequest[] = [
    { label: 'no token', options: { ...base, url: url(() => UNKNOWN_ID), ...(jsonBody ? { payload: {} } : {}) } },
    {
      label: 'a bad token',
      options: {
        ...base,
        url: url(() => UNKNOWN_ID),
        headers: { authorization: 'Bearer not-a-token' },
        ...(jsonBody ? { payload: {} } : {}),
      },
    },
  ];
  // Malformed inputs are sent by a caller who may call the operation, so they reach its validation.
  if (inPath.length)
    requests.push({
      label: 'malformed params',
      options: { ...base, url: url((parameter) => invalidValue(parameter.schema)), query: validQuery, headers: auth },
    });
  if (inQuery.length)
    requests.push({
      label: 'a malformed query',
      options: {
        ...base,
        url: validUrl,
        query: { ...validQuery, [inQuery[0]!.name]: invalidValue(inQuery[0]!.schema) },
        headers: auth,
      },
    });
  if (jsonBody)
    requests.push({
      label: 'a malformed body',
      options: {
        ...base,
        url: validUrl,
        query: validQuery,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"unterminated',
      },
    });
  const valid = validCalls(fixture)[name] ?? (method === 'get' ? [{}] : []);
  for (const [index, extra] of valid.entries())
    requests.push({
      label: valid.length > 1 ? `valid call ${index + 1}` : 'a valid call',
      valid: true,
      options: {
        ...base,
        url: validUrl,
        ...extra,
        query: { ...validQuery, ...(extra.query as Record<string, string> | undefined) },
        headers: { ...auth, ...extra.headers },
      },
    });
  return requests;
}

/**
 * Sends each operation of the document a few requests (see requestsOf) and checks every answer
 * against the operation's documentation: its status documented (or in a documented range), its
 * content type one documented for that status, a JSON body valid for that content's schema (ajv),
 * no body where none is documented. No request may make the server fail (5xx): in the tests an
 * answer its route does not declare is a 500 (the response-validation plugin).
 */
async function fuzzEveryOperation(ctx: TestContext, document: Document) {
  const fixture = await makeFixture(ctx);
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  const compiled = new Map<object, ValidateFunction>();
  const failures: string[] = [];
  let operations = 0;
  let requests = 0;
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      operations += 1;
      for (const request of requestsOf(fixture, path, method, operation)) {
        requests += 1;
        const where = `${method.toUpperCase()} ${path} (${request.label})`;
        const response = await ctx.app.inject({ ...request.options, payloadAsStream: true });
        const status = response.statusCode;
        const type = mediaType(response.headers['content-type']);
        // A stream (the live events) is not read to its end: its content type says what it is.
        const stream = response.stream();
        let body = Buffer.alloc(0);
        if (type === 'text/event-stream') stream.destroy();
        else for await (const chunk of stream) body = Buffer.concat([body, chunk as Buffer]);
        const text = body.toString('utf8');
        const documented = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
        if (!documented) {
          failures.push(`${where}: ${status}, not documented (${Object.keys(operation.responses).join(', ')})`);
          continue;
        }
        if (status >= 500) failures.push(`${where}: ${status} ${text}`);
        else if (request.valid && !(String(status) in operation.responses))
          failures.push(`${where}: ${status} ${text.slice(0, 200)}, not one of its successes`);
        if (!documented.content) {
          if (body.length) failures.push(`${where}: ${status} has a body (${type}), documented without one`);
          continue;
        }
        const content = documented.content[type];
        if (!content) {
          const types = Object.keys(documented.content).join(', ');
          failures.push(`${where}: ${status} answered as ${type || 'no content type'}, documented as ${types}`);
          continue;
        }
        if (!isJson(type)) continue;
        let check = compiled.get(content.schema);
        if (!check) compiled.set(content.schema, (check = ajv.compile(content.schema)));
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          failures.push(`${where}: ${status} is not JSON: ${text.slice(0, 200)}`);
          continue;
        }
        if (!check(json))
          failures.push(`${where}: ${status} does not match its schema: ${ajv.errorsText(check.errors)}`);
      }
    }
  return { failures, operations, requests };
}
