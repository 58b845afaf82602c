/**
 * The tests' calls of the API, made from the endpoint's entry in the contract
 * (`@replay/contract/endpoints`), never from a path written out:
 *
 *   await call(ctx, seller, endpoints.closeProduct, { params: { id } });
 *   await call(ctx, undefined, endpoints.searchProducts, { query: { q: 'zelda', limit: 2 } });
 *   await call(ctx, bearer(idToken), endpoints.getAccessToken, { query: { email } });
 *
 * The method and path are the entry's; params are put in the path, each encoded; the query is
 * serialised (`undefined` values left out). `json()` is typed by the entry's success answer, with an
 * error's `message` and `errors` beside it (a test reads either). A test whose point is a malformed
 * or unknown path (`/%`, a route that does not exist) sends its URL itself with `app.inject`.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import {
  endpointPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@replay/contract';
import type { TestContext, TestUser } from './harness';

/** Who calls: a test user (their access token), headers of one's own (an ID token: `bearer(idToken)`), or nobody. */
export type Caller = TestUser | Record<string, string> | undefined;

/** The authorization header of a token: a Firebase ID token, or an access token made by hand. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A body the entry's types do not describe, sent as it is: a test's bad input, or JSON or a form sent as text. */
export const unchecked = (body: unknown) => body as never;

/** True for `Endpoint` itself (a table of several entries), whose parts are not known. */
type Loose<E extends Endpoint> = string extends E['path'] ? true : false;

type QueryInput<E extends Endpoint> =
  Loose<E> extends true
    ? Record<string, string | number | boolean | undefined>
    : E['query'] extends TSchema
      ? { [K in keyof QueryOf<E>]?: QueryOf<E>[K] | string | number | boolean }
      : never;

type BodyInput<E extends Endpoint> =
  Loose<E> extends true
    ? unknown
    : E['consumes'] extends string
      ? string | Buffer | FormData
      : E['body'] extends TSchema
        ? BodyOf<E>
        : Record<string, never>;

export interface CallOptions<E extends Endpoint = Endpoint> {
  /** The path's parameters (required when the entry has some). */
  params?: ParamsOf<E>;
  /** The query's parameters; or a raw query string, sent as it is (a parameter given twice). */
  query?: QueryInput<E> | string;
  /** JSON; for an upload or a webhook (`consumes`), the raw body. */
  body?: BodyInput<E>;
  headers?: Record<string, string>;
  /** The client's address (rate limits are per address). */
  remoteAddress?: string;
}

/** The options of a call of `E`: with `params` when its path has some. */
type Options<E extends Endpoint> = E['params'] extends TSchema
  ? [options: CallOptions<E> & { params: ParamsOf<E> }]
  : [options?: CallOptions<E>];

/** A union of answers (a card's payment, or its error) read as either: the test knows which it expects. */
type Either<R> = (R extends object ? (answer: R) => void : never) extends (answer: infer I) => void ? I : R;

/** Whether an answer's type says anything: not `never` (a 204), nor `unknown`. */
type Known<R> = [R] extends [never] ? false : unknown extends R ? false : true;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- what `json()` answers where nothing is known
type Untyped = any;

/** What `json()` answers: the entry's success answer, with an error's fields beside it (a test reads either). */
type Json<E extends Endpoint> =
  Loose<E> extends true
    ? Untyped
    : Known<ResponseOf<E>> extends true
      ? Either<ResponseOf<E>> & { message: string; errors: Record<string, string> }
      : Untyped;

export type Answer<E extends Endpoint> = Omit<LightMyRequestResponse, 'json'> & { json<T = Json<E>>(): T };

const isUser = (caller: Caller): caller is TestUser => typeof (caller as TestUser | undefined)?.auth === 'object';

/** The headers a caller sends. */
const headersOf = (caller: Caller): Record<string, string> => (isUser(caller) ? caller.auth : { ...(caller ?? {}) });

/** The path and query of a call of `endpoint` (for a request to a listening server). */
export function urlOf(endpoint: Endpoint, options: { params?: unknown; query?: object | string } = {}): string {
  const path = endpointPath({ name: `${endpoint.method} ${endpoint.path}`, path: endpoint.path }, options.params ?? {});
  const { query } = options;
  if (typeof query === 'string') return query ? `${path}?${query}` : path;
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** Calls `endpoint` on the app (`app.inject`) as `caller`. */
export function call<E extends Endpoint>(
  target: TestContext | FastifyInstance,
  caller: Caller,
  endpoint: E,
  ...rest: Options<E>
): Promise<Answer<E>> {
  const options: CallOptions<E> = rest[0] ?? {};
  const app = 'inject' in target ? target : target.app;
  return app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, options),
    headers: { ...headersOf(caller), ...options.headers },
    payload: options.body as InjectOptions['payload'],
    remoteAddress: options.remoteAddress,
  }) as Promise<Answer<E>>;
}

/** The same call through HTTP, to a server listening at `base` (another process): JSON or FormData body. */
export function callServer<E extends Endpoint>(
  base: string,
  caller: Caller,
  endpoint: E,
  ...rest: Options<E>
): Promise<Response> {
  const options: CallOptions<E> = rest[0] ?? {};
  const { body } = options;
  const json = body !== undefined && !(body instanceof FormData);
  return fetch(base + urlOf(endpoint, options), {
    method: endpoint.method,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headersOf(caller), ...options.headers },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
}
