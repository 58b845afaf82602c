import type { AxiosHeaders, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Session, TokenExchange } from '../session/session';
import { toApiClientError } from './api-error';
import { newTraceparent, TRACE_ID_HEADER, TRACEPARENT_HEADER, traceIdOf } from './trace-context';

/**
 * The trace of a failed call: the API's X-Trace-Id, else the traceparent the call was sent with (a
 * network failure has no answer).
 */
function traceIdOfFailure(error: unknown, axios: AxiosStatic): string | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const answered = error.response?.headers?.[TRACE_ID_HEADER] as unknown;
  if (typeof answered === 'string' && /^[0-9a-f]{32}$/.test(answered)) return answered;
  return traceIdOf(error.config?.headers?.get(TRACEPARENT_HEADER));
}

/** The axios instance behind the client: the bearer token, one renewal on 401, ApiClientError. */
export function axiosClient(
  axios: AxiosStatic,
  config: RuntimeConfig,
  session: Session,
  exchange: TokenExchange,
): AxiosInstance {
  const client = axios.create({ baseURL: config.apiUrl, headers: { Accept: 'application/json' } });

  client.interceptors.request.use((request) => {
    // Each call a trace of its own (a retry after a token renewal keeps its call's).
    if (!request.headers.has(TRACEPARENT_HEADER)) request.headers.set(TRACEPARENT_HEADER, newTraceparent());
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
      const token = await session.renew(exchange).catch(() => null);
      if (token) {
        const headers = axios.AxiosHeaders.from(original.headers as AxiosHeaders).set(
          'Authorization',
          `Bearer ${token}`,
        );
        return client.request({ ...original, headers, skipRenewal: true });
      }
    }
    throw toApiClientError(error, traceIdOfFailure(error, axios));
  });

  return client;
}
