import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  // The values are a contract between remotes built at different times: they never change.
  it('keeps the key values every remote relies on', () => {
    expect(queryKeys).toMatchObject({
      products: ['products'],
      bookings: ['bookings'],
      sellers: ['sellers'],
      reports: ['reports'],
      categories: ['categories'],
      favourites: ['favourites'],
    });
    expect(queryKeys.role('a@x.test')).toEqual(['users', 'role', 'a@x.test']);
  });

  it("invalidating a root reaches every remote's queries under it and nothing else", async () => {
    const client = new QueryClient();
    const productKeys = [
      [...queryKeys.products, 'advertised'],
      [...queryKeys.products, 'category', 'c1'],
      [...queryKeys.products, 'seller', 's@x.test'],
    ];
    for (const key of [...productKeys, queryKeys.categories, queryKeys.reports]) client.setQueryData(key, []);

    await client.invalidateQueries({ queryKey: queryKeys.products });

    const invalidated = client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.isInvalidated })
      .map((query) => query.queryKey);
    expect(invalidated).toEqual(productKeys);
  });
});
