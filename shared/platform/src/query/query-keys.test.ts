import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  // The values are a contract between remotes (and with mfe-buyer, which still writes them out).
  it('keeps the key values every remote relies on', () => {
    expect(queryKeys.categories).toEqual(['categories']);
    expect(queryKeys.products.all).toEqual(['products']);
    expect(queryKeys.products.advertised).toEqual(['products', 'advertised']);
    expect(queryKeys.products.inAnyCategory).toEqual(['products', 'category']);
    expect(queryKeys.products.inCategory('c1')).toEqual(['products', 'category', 'c1']);
    expect(queryKeys.products.detail('p1')).toEqual(['products', 'detail', 'p1']);
    expect(queryKeys.products.ofSeller('s@x.test')).toEqual(['products', 'seller', 's@x.test']);
    expect(queryKeys.bookings.all).toEqual(['bookings']);
    expect(queryKeys.bookings.list('b@x.test')).toEqual(['bookings', 'list', 'b@x.test']);
    expect(queryKeys.bookings.detail('b1')).toEqual(['bookings', 'detail', 'b1']);
    expect(queryKeys.reports).toEqual(['reports']);
    expect(queryKeys.users.listed('seller')).toEqual(['users', 'seller']);
    expect(queryKeys.users.role('a@x.test')).toEqual(['users', 'role', 'a@x.test']);
  });

  it("invalidating products.all reaches every remote's product queries and nothing else", async () => {
    const client = new QueryClient();
    const productKeys = [
      queryKeys.products.advertised,
      queryKeys.products.inCategory('c1'),
      queryKeys.products.detail('p1'),
      queryKeys.products.ofSeller('s@x.test'),
    ];
    for (const key of [...productKeys, queryKeys.categories, queryKeys.reports]) client.setQueryData(key, []);

    await client.invalidateQueries({ queryKey: queryKeys.products.all });

    const invalidated = client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.isInvalidated })
      .map((query) => query.queryKey);
    expect(invalidated).toEqual(productKeys);
  });
});
