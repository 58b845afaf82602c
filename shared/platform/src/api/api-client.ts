import type { AxiosHeaders, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { api, type TokenResponse } from '@replay/contract';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Session } from '../session/session';
import type { EarlyResponses } from './early-requests';
import { toApiClientError } from './api-error';

/**
 * The HTTP client of the product server (one per page, from the platform context: useApiClient):
 * axios's request methods. axios itself loads with the first request that needs the network, not
 * before the first screen: the first page's GETs are answered by the early requests.
 */
export interface ApiClient {
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
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
  }
}

/** GET /jwt: exchanges a Firebase ID token for the server's access token. */
export async function requestAccessToken(
  client: Pick<ApiClient, 'get'>,
  email: string,
  idToken: string,
): Promise<string> {
  const { data } = await client.get<TokenResponse>(api.jwt, {
    params: { email },
    headers: { Authorization: `Bearer ${idToken}` },
    skipRenewal: true,
  });
  return data.accessToken;
}

/**
 * The client for the API at `config.apiUrl`. It sends `Authorization: Bearer <accessToken>` from
 * the session, renews an expired access token once per request (fresh ID token → GET /jwt →
 * retry), and rejects every failure with an `ApiClientError` ({ message, status }). A GET the
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
    loading ??= import('axios').then(
      ({ default: axios }) => axiosClient(axios, config, session),
      (error: unknown) => {
        loading = undefined; // the next request tries again
        throw toApiClientError(error);
      },
    );
    return loading;
  };

  async function earlyResponse<T>(url: string, request: AxiosRequestConfig = {}): Promise<AxiosResponse<T> | null> {
    if (!early || request.headers) return null;
    const token = request.anonymous ? null : session.token();
    const started = early.take(fullUrl(config.apiUrl, url, request.params), token ? `Bearer ${token}` : null);
    const response = started && (await started.catch(() => null));
    if (!response?.ok) return null;
    const text = await response.text();
    return {
      data: parseBody(text) as T,
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config: request as AxiosResponse['config'],
      request: null,
    };
  }

  return {
    request: async (request) => (await network()).request(request),
    get: async <T>(url: string, request?: AxiosRequestConfig) =>
      (await earlyResponse<T>(url, request)) ?? (await network()).get<T>(url, request),
    delete: async (url, request) => (await network()).delete(url, request),
    post: async (url, data, request) => (await network()).post(url, data, request),
    put: async (url, data, request) => (await network()).put(url, data, request),
    patch: async (url, data, request) => (await network()).patch(url, data, request),
    prepare: () =>
      network().then(
        () => undefined,
        () => undefined,
      ),
  };
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

/** The axios instance behind the client: the bearer token, one renewal on 401, ApiClientError. */
function axiosClient(axios: AxiosStatic, config: RuntimeConfig, session: Session): AxiosInstance {
  const client = axios.create({ baseURL: config.apiUrl, headers: { Accept: 'application/json' } });

  client.interceptors.request.use((request) => {
    const token = session.token();
    if (token && !request.anonymous && !request.headers.has('Authorization'))
      request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    const original = axios.isAxiosError(error) ? (error.config as AxiosRequestConfig | undefined) : undefined;
    if (
      axios.isAxiosError(error) &&
      error.response?.status === 401 &&
      original &&
      !original.skipRenewal &&
      !original.anonymous
    ) {
      const token = await session
        .renew((email, idToken) => requestAccessToken(client, email, idToken))
        .catch(() => null);
      if (token) {
        const headers = axios.AxiosHeaders.from(original.headers as AxiosHeaders).set(
          'Authorization',
          `Bearer ${token}`,
        );
        return client.request({ ...original, headers, skipRenewal: true });
      }
    }
    throw toApiClientError(error);
  });

  return client;
}
