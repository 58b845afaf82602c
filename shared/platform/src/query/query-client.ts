import {
  QueryClient,
  type DefaultOptions,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** Client errors (4xx) will not succeed on retry; network errors and 5xx may. */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isClientError(error);
}

/** 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export const queryConfig = {
  queries: {
    retry: shouldRetry,
    retryDelay,
    gcTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/**
 * Options a feature hook accepts on top of its queryOptions factory, bulletproof-react style:
 * `useBookings({ queryConfig }: { queryConfig?: QueryConfig<typeof bookingsQueryOptions> })`.
 * The type is the factory's own options minus key and fetcher, so literal (`as const`) keys
 * from `queryKeys` keep their type and `{ ...xxxQueryOptions(), ...queryConfig }` type-checks.
 * A plain fetcher (`QueryConfig<typeof getBookings>`, keys typed as `QueryKey`) is still
 * accepted because mfe-buyer is written that way until it migrates.
 */
export type QueryConfig<TQueryOptionsFn extends (...args: never[]) => unknown> =
  ReturnType<TQueryOptionsFn> extends { queryKey: QueryKey }
    ? Omit<ReturnType<TQueryOptionsFn>, 'queryKey' | 'queryFn'>
    : Omit<UseQueryOptions<Awaited<ReturnType<TQueryOptionsFn>>>, 'queryKey' | 'queryFn'>;

export type MutationConfig<TMutationFn extends (...args: never[]) => Promise<unknown>> = UseMutationOptions<
  Awaited<ReturnType<TMutationFn>>,
  Error,
  Parameters<TMutationFn>[0]
>;

/**
 * Resolves once no query is fetching (at once if none is), or after `timeoutMs` at the latest:
 * work that can wait for the page's data (loading the identity provider's SDK after a restored
 * session, say) then does not compete with it.
 */
export function queriesSettled(queryClient: QueryClient, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const settle = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(settle, timeoutMs);
    const check = () => {
      if (queryClient.isFetching() === 0) settle();
    };
    unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}
