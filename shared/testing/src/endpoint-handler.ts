import {
  http,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandlerOptions,
} from 'msw';
import type { ApiError, EndpointRef, ResponseOf } from '@replay/contract';
import { apiUrl } from './test-config';

/**
 * An msw handler for an API endpoint: its method and path (with `:params`, which msw matches too)
 * come from the endpoint, and the answer is typed with the endpoint's own, so a fixture that no
 * longer fits the contract fails the typecheck. `handle(api.getProduct, () => HttpResponse.json(product))`.
 */
export function handle<R extends EndpointRef>(
  endpoint: R,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, (ResponseOf<R> | ApiError) & DefaultBodyType>,
  options?: RequestHandlerOptions,
) {
  const method = endpoint.method.toLowerCase() as Lowercase<R['method']>;
  return http[method](apiUrl(endpoint.path), resolver, options);
}
