import axios, { AxiosHeaders, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { api, type TokenResponse } from '@replay/contract';
import { getRuntimeConfig } from '../config/runtime-config';
import { getAccessToken, setAccessToken } from './access-token';
import { toApiClientError } from './api-error';

/**
 * The one HTTP client for the product server. It sends `Authorization: Bearer <accessToken>`,
 * renews an expired access token once per request (fresh Firebase ID token → GET /jwt → retry),
 * and rejects every failure with an `ApiClientError` ({ message, status }).
 */
export const apiClient = axios.create({ headers: { Accept: 'application/json' } });

/** Where the client gets a fresh identity for a silent renewal; the AuthProvider registers it. */
export interface IdentitySource {
  getEmail(): string | null;
  getIdToken(): Promise<string | null>;
}

let identitySource: IdentitySource | null = null;
let renewal: Promise<string | null> | null = null;

export function setIdentitySource(source: IdentitySource | null): void {
  identitySource = source;
}

/** GET /jwt: exchanges a Firebase ID token for the server's access token. */
export async function requestAccessToken(email: string, idToken: string): Promise<string> {
  const { data } = await apiClient.get<TokenResponse>(api.jwt, {
    params: { email },
    headers: { Authorization: `Bearer ${idToken}` },
    skipRenewal: true,
  });
  return data.accessToken;
}

async function renewAccessToken(): Promise<string | null> {
  const email = identitySource?.getEmail();
  const idToken = await identitySource?.getIdToken();
  if (!email || !idToken) return null;
  const token = await requestAccessToken(email, idToken);
  setAccessToken(token);
  return token;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not attempt a token renewal on 401 (token exchange calls, retried requests). */
    skipRenewal?: boolean;
    /** Send no access token (public calls the spec makes without one, such as category products). */
    anonymous?: boolean;
  }
}

apiClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  config.baseURL ??= getRuntimeConfig().apiUrl;
  const token = getAccessToken();
  if (token && !config.anonymous && !config.headers.has('Authorization'))
    config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  const original = axios.isAxiosError(error) ? (error.config as AxiosRequestConfig | undefined) : undefined;
  if (
    axios.isAxiosError(error) &&
    error.response?.status === 401 &&
    original &&
    !original.skipRenewal &&
    !original.anonymous
  ) {
    // Concurrent 401s share one renewal.
    renewal ??= renewAccessToken().finally(() => {
      renewal = null;
    });
    const token = await renewal.catch(() => null);
    if (token) {
      const headers = AxiosHeaders.from(original.headers as AxiosHeaders).set('Authorization', `Bearer ${token}`);
      return apiClient.request({ ...original, headers, skipRenewal: true });
    }
  }
  throw toApiClientError(error);
});
