import type { Static, TSchema } from '@sinclair/typebox';
import type { Role } from './domain';

/*
 * An API endpoint as data. Each endpoint is written once, as an entry in `./endpoints/` (TypeBox
 * schemas: `@replay/contract/endpoints`); the server registers its route from the entry, the OpenAPI
 * document is generated from the routes, and the browser calls it through its reference in `api`
 * (`./api.ts`, generated from the entries: method, path, access and paging, with the entry's types
 * but none of its schemas, so no page downloads TypeBox).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone; the browser sends it without a token (a public list is the same for everyone);
 * - `idToken`: a Firebase ID token (the exchange for our access token);
 * - `idOrAccessToken`: a Firebase ID token or one of our access tokens (saving one's account);
 * - `token`: any of our access tokens, whether or not the account is saved yet;
 * - a list of roles: a saved user holding one of them (admins with a verified e-mail).
 */
export type EndpointAccess = 'public' | 'idToken' | 'idOrAccessToken' | 'token' | readonly Role[];

/**
 * How a list pages (keyset cursors): `header`, the spec's lists, whose body stays an array and whose
 * next cursor travels in the X-Next-Cursor header; `body`, `{ items, nextCursor }`.
 */
export type Paging = 'header' | 'body';

/** Header in which `header` lists send the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export interface Endpoint {
  method: HttpMethod;
  /** The path pattern, with `:name` for each path parameter (`/product/:id`). */
  path: string;
  /** One line for the API's documentation. */
  summary: string;
  access: EndpointAccess;
  params?: TSchema;
  query?: TSchema;
  /** The JSON body; an endpoint taking another content type says so in `consumes`. */
  body?: TSchema;
  /** A request body that is not JSON (an image upload). */
  consumes?: string;
  /**
   * The content type of a success that is not JSON (the live stream's `text/event-stream`), or each
   * it may have (an image's); its errors are JSON all the same.
   */
  produces?: string | readonly string[];
  /** The body of each status it answers with one of its own (a success, or /health's 503); errors are `ErrorBody`. */
  responses: { [status: number]: TSchema };
  /** The error statuses the endpoint answers beyond those its inputs and access imply (400, 401, 403, 429). */
  errors?: readonly number[];
  paging?: Paging;
}

/** An endpoint's entry, its literal types kept (`defineEndpoint({...})` in `./endpoints/`). */
export const defineEndpoint = <const E extends Endpoint>(entry: E): E => entry;

/**
 * What the browser knows of an endpoint: enough to call it. `E` carries the entry's types (never a
 * value), so a call's params, query, body and answer are typed from the entry's schemas.
 */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  readonly name: string;
  readonly method: E['method'];
  readonly path: string;
  readonly access: EndpointAccess;
  readonly paging?: Paging;
  /** Types only: never set. */
  readonly entry?: E;
}

/** An endpoint's method, path, access and paging, as `api.ts` lists them. */
type RefSpec = readonly [HttpMethod, string, EndpointAccess, Paging?];

/** The references of the entries `T` (`api.ts`, generated): each named after its entry. */
export function refs<T>(specs: { [K in keyof T]: RefSpec }): {
  [K in keyof T]: T[K] extends Endpoint ? EndpointRef<T[K]> : never;
} {
  const built: Record<string, EndpointRef> = {};
  for (const [name, [method, path, access, paging]] of Object.entries<RefSpec>(specs)) {
    built[name] = paging ? { name, method, path, access, paging } : { name, method, path, access };
  }
  return built as never;
}

type EntryOf<R> = R extends EndpointRef<infer E> ? E : R extends Endpoint ? R : never;
type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

export type ParamsOf<R> = StaticOf<EntryOf<R>['params']>;
export type QueryOf<R> = StaticOf<EntryOf<R>['query']>;
export type BodyOf<R> = StaticOf<EntryOf<R>['body']>;
/** The body of the endpoint's success answer. */
export type ResponseOf<R> = StaticOf<EntryOf<R>['responses'][Extract<keyof EntryOf<R>['responses'], 200 | 201 | 202>]>;
/** One row of a list endpoint. */
export type ItemOf<R> =
  ResponseOf<R> extends ReadonlyArray<infer T>
    ? T
    : ResponseOf<R> extends { items: ReadonlyArray<infer T> }
      ? T
      : never;

/** What a call of the endpoint passes: each part the entry declares (params and body required, query as declared). */
export type CallInput<R> = (EntryOf<R>['params'] extends TSchema ? { params: ParamsOf<R> } : { params?: never }) &
  (EntryOf<R>['query'] extends TSchema ? { query?: QueryOf<R> } : { query?: never }) &
  (EntryOf<R>['consumes'] extends string
    ? { body: FormData }
    : EntryOf<R>['body'] extends TSchema
      ? { body: BodyOf<R> }
      : { body?: never });

/** Whether a call needs no input at all (so `call(api.x)` is enough). */
export type NoInput<R> = EntryOf<R>['params'] extends TSchema
  ? false
  : EntryOf<R>['body'] extends TSchema
    ? false
    : EntryOf<R>['consumes'] extends string
      ? false
      : true;

/**
 * The path of an endpoint with its parameters filled in (each encoded). A parameter missing from
 * `params` is an error in the caller, not a URL to send.
 */
export function endpointPath(endpoint: Pick<EndpointRef, 'path' | 'name'>, params: object = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = (params as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.name}: the path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}
