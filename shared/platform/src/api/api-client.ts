import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import {
  api,
  endpointPath,
  NEXT_CURSOR_HEADER,
  type CallInput,
  type EndpointRef,
  type ItemOf,
  type NoInput,
  type ResponseOf,
} from '@replay/contract';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Session } from '../session/session';
import type { EarlyResponses } from './early-requests';
import { toApiClientError } from './api-error';

/** One page of a list: its rows, and the cursor of the next page (null on the last). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** A call's input: the endpoint's params, query and body, and headers for the few calls that need their own. */
export type CallArgs<R extends EndpointRef> = CallInput<R> & { headers?: Record<string, string> };
/** The same, untyped: what the client sends. */
type RawInput = { params?: object; query?: object; body?: unknown; headers?: Record<string, string> };

/**
 * The HTTP client of the product server (one per page, from the platform context: useApiClient).
 * Every request names its endpoint (`api.getProduct`): the path, method and whether a token goes
 * with it come from the endpoint, and so do the types of its params, query, body and answer.
 * axios itself loads with the first request that needs the network, not before the first screen:
 * the first page's GETs are answered by the early requests.
 */
export interface ApiClient {
  /** Calls an endpoint and resolves with its answer's body. */
  call<R extends EndpointRef>(
    endpoint: R,
    ...input: NoInput<R> extends true ? [CallArgs<R>?] : [CallArgs<R>]
  ): Promise<ResponseOf<R>>;
  /** One page of a list endpoint after `cursor`, however the endpoint pages (the X-Next-Cursor header, or the body). */
  page<R extends EndpointRef>(endpoint: R, input: CallArgs<R>, cursor?: string): Promise<ListPage<ItemOf<R>>>;
  /**
   * Loads axios now, ahead of the first request that needs the network (the shell calls it at the
   * visitor's first intent). Never rejects: should the load fail, that request tries again.
   */
  prepare(): Promise<void>;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not attempt a token renewal on 401 (token exchange calls, retried requests). */
    skipRenewal?: boolean;
    /** Send no access token (public calls the spec makes without one, such as category products). */
    anonymous?: boolean;
    /** The session's access token the request was sent with (none when its caller gave its own). */
    sessionToken?: string;
  }
}

/** GET /jwt: exchanges a Firebase ID token for the server's access token. */
export async function requestAccessToken(
  client: Pick<ApiClient, 'call'>,
  email: string,
  idToken: string,
): Promise<string> {
  const { accessToken } = await client.call(api.getAccessToken, {
    query: { email },
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return accessToken;
}

/**
 * The client for the API at `config.apiUrl`. It sends `Authorization: Bearer <accessToken>` from
 * the session, renews an expired access token once per request (fresh ID token → GET /jwt →
 * retry), ends the page's session when the API says the user's sessions ended (never renewing
 * then), and rejects every failure with an `ApiClientError` ({ message, status }). A GET the
 * shell started early for the first page (`early`, early-requests.ts) is answered with that
 * request's response when it succeeded; otherwise it goes to the network through axios.
 */
export function createApiClient({
  config,
  session,
  early,
}: {
  config: RuntimeConfig;
  session: Session;
  early?: EarlyResponses;
}): ApiClient {
  let loading: Promise<AxiosInstance> | undefined;
  const network = () => {
    // axios and the client over it (./axios-client.ts) load together, after the first screen: a
    // named chunk, so the shell's build leaves it out of the chunks of its first screen.
    loading ??= Promise.all([import('axios'), import(/* webpackChunkName: "api-client" */ './axios-client')]).then(
      ([{ default: axios }, { axiosClient }]) =>
        axiosClient(axios, config, session, (email, idToken) => requestAccessToken(client, email, idToken)),
      (error: unknown) => {
        loading = undefined; // the next request tries again
        throw toApiClientError(error);
      },
    );
    return loading;
  };

  async function earlyResponse(url: string, request: AxiosRequestConfig): Promise<AxiosResponse | null> {
    if (!early || request.headers) return null;
    const token = request.anonymous ? null : session.token();
    const started = early.take(fullUrl(config.apiUrl, url, request.params), token ? `Bearer ${token}` : null);
    const response = started && (await started.catch(() => null));
    if (!response?.ok) return null;
    const text = await response.text();
    return {
      data: parseBody(text),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config: request as AxiosResponse['config'],
      request: null,
    };
  }

  /** The whole response: `call` keeps its body, `page` also reads its headers. */
  async function send(endpoint: EndpointRef, input: RawInput = {}): Promise<AxiosResponse> {
    const request: AxiosRequestConfig = {
      method: endpoint.method,
      url: endpointPath(endpoint, input.params ?? {}),
      params: input.query,
      data: input.body,
      // A public endpoint answers everyone alike: it is sent without the token (and never renews one).
      anonymous: endpoint.access === 'public',
      ...(input.headers ? { headers: input.headers, skipRenewal: true } : {}),
    };
    if (endpoint.method === 'GET') {
      const early = await earlyResponse(request.url!, request);
      if (early) return early;
    }
    return (await network()).request(request);
  }

  const client: ApiClient = {
    call: async (endpoint, ...[input]) => (await send(endpoint, input as RawInput)).data,
    async page(endpoint, input, cursor) {
      const { query, ...rest } = input as RawInput;
      const response = await send(endpoint, { ...rest, query: { ...query, ...(cursor ? { cursor } : {}) } });
      if (endpoint.paging === 'body') return response.data;
      const next = response.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
      return { items: response.data, nextCursor: next || null };
    },
    prepare: () =>
      network().then(
        () => undefined,
        () => undefined,
      ),
  };
  return client;
}

/** The URL axios requests for `url` and `params` under `baseURL` (the early requests compare them decoded). */
function fullUrl(baseURL: string, url: string, params: unknown): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)
    ? url
    : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${absolute}${absolute.includes('?') ? '&' : '?'}${search}` : absolute;
}

/** A body as axios reads it by default: JSON when it parses, else the text. */
function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : text;
  } catch {
    return text;
  }
}
