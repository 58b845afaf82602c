import axios, { AxiosHeaders, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { api, type TokenResponse } from '@replay/contract';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Session } from '../session/session';
import type { EarlyResponses } from './early-requests';
import { toApiClientError } from './api-error';

/** The HTTP client of the product server (one per page, from the platform context: useApiClient). */
export type ApiClient = AxiosInstance;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not attempt a token renewal on 401 (token exchange calls, retried requests). */
    skipRenewal?: boolean;
    /** Send no access token (public calls the spec makes without one, such as category products). */
    anonymous?: boolean;
  }
}

/** GET /jwt: exchanges a Firebase ID token for the server's access token. */
export async function requestAccessToken(client: ApiClient, email: string, idToken: string): Promise<string> {
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
 * request's response when it succeeded; otherwise it goes to the network as usual.
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
  const client = axios.create({ baseURL: config.apiUrl, headers: { Accept: 'application/json' } });
  const network = axios.getAdapter(axios.defaults.adapter);

  if (early) {
    client.defaults.adapter = async (request) => {
      const started =
        request.method === 'get'
          ? early.take(client.getUri(request), request.headers.get('Authorization') as string | null)
          : undefined;
      const response = started && (await started.catch(() => null));
      if (!response?.ok) return network(request);
      // The body as text: axios's transformResponse parses it, as it does a network response.
      return {
        data: await response.text(),
        status: response.status,
        statusText: response.statusText,
        headers: AxiosHeaders.from(Object.fromEntries(response.headers.entries())),
        config: request,
        request: null,
      };
    };
  }

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
        const headers = AxiosHeaders.from(original.headers as AxiosHeaders).set('Authorization', `Bearer ${token}`);
        return client.request({ ...original, headers, skipRenewal: true });
      }
    }
    throw toApiClientError(error);
  });

  return client;
}
