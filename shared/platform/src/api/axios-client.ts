import type { AxiosHeaders, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Session, TokenExchange } from '../session/session';
import { endSession, isSessionEndedAnswer, mayRenew } from '../session/session-end';
import { ApiClientError, toApiClientError } from './api-error';
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

/**
 * The axios instance behind the client: the bearer token, one renewal on 401, ApiClientError. A 401
 * saying the user's sessions ended (to the call, or to the renewal of its token) is not renewed: the
 * page's session ends (../session/session-end.ts) and the call fails with that message.
 */
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
    if (token && !request.anonymous && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
      request.sessionToken = token;
    }
    return request;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    const original = axios.isAxiosError(error) ? (error.config as AxiosRequestConfig | undefined) : undefined;
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    if (original && axios.isAxiosError(error) && isSessionEndedAnswer(status, error.response?.data)) {
      endSession(session, original.sessionToken ?? null);
    } else if (status === 401 && original && !original.skipRenewal && !original.anonymous && mayRenew(session)) {
      const token = await session.renew(exchange).catch((renewal: unknown) => {
        // GET /jwt refused the identity provider's token too: that sign-in predates the end.
        if (renewal instanceof ApiClientError && isSessionEndedAnswer(renewal.status, renewal))
          endSession(session, original.sessionToken ?? null);
        return null;
      });
      if (token) {
        const headers = axios.AxiosHeaders.from(original.headers as AxiosHeaders).set(
          'Authorization',
          `Bearer ${token}`,
        );
        return client.request({ ...original, headers, skipRenewal: true, sessionToken: token });
      }
    }
    throw toApiClientError(error, traceIdOfFailure(error, axios));
  });

  return client;
}
