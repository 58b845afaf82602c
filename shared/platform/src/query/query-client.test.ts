import { createElement, type ReactNode } from 'react';
import { QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { ApiClientError } from '../api/api-error';
import { createQueryClient, queriesSettled, retryDelay, shouldRetry, type QueryConfig } from './query-client';
import { queryKeys } from './query-keys';

describe('query retries', () => {
  it('retries network and server errors three times', () => {
    const error = new ApiClientError('Bad gateway', 502);
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new ApiClientError('Network Error'))).toBe(true);
  });

  it('does not retry client errors', () => {
    expect(shouldRetry(0, new ApiClientError('Not found', 404))).toBe(false);
  });

  it('backs off exponentially up to 30 seconds', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});

describe('QueryConfig', () => {
  // Type-checks with a literal (`as const`) key: the config is typed from the factory itself.
  const productQueryOptions = (id: string) =>
    queryOptions({ queryKey: [...queryKeys.products, 'detail', id] as const, queryFn: jest.fn(async () => ({ id })) });

  function useProduct(id: string, { queryConfig }: { queryConfig?: QueryConfig<typeof productQueryOptions> } = {}) {
    return useQuery({ ...productQueryOptions(id), ...queryConfig });
  }

  it('lets a caller override the options of a feature hook', () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);

    const { result } = renderHook(
      () => useProduct('p1', { queryConfig: { enabled: (query) => query.queryKey[2] !== 'p1' } }),
      { wrapper },
    );

    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data?.id).toBeUndefined();
  });
});

describe('queriesSettled', () => {
  it('resolves at once when nothing is fetching', async () => {
    await expect(queriesSettled(createQueryClient(), 60_000)).resolves.toBeUndefined();
  });

  it('waits for the queries under way to finish', async () => {
    const queryClient = createQueryClient();
    let answer = (_: string) => {};
    const query = queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    });
    let settled = false;
    const waiting = queriesSettled(queryClient, 60_000).then(() => (settled = true));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answer('done');
    await query;
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives up waiting after the timeout', async () => {
    jest.useFakeTimers();
    try {
      const queryClient = createQueryClient();
      void queryClient.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => undefined) });
      const waiting = queriesSettled(queryClient, 1_000);
      jest.advanceTimersByTime(1_000);
      await expect(waiting).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
