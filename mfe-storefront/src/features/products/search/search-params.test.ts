import { DEFAULT_SEARCH, readSearch, writeSearch } from './search-params';

describe('search URL state', () => {
  it('reads every filter from the URL and writes back the same URL', () => {
    const url =
      'q=zelda&category=cat-1&condition=Good&minPrice=10&maxPrice=50&verified=true&available=false&sort=price_asc';
    const state = readSearch(new URLSearchParams(url));
    expect(state).toEqual({
      q: 'zelda',
      category: 'cat-1',
      condition: 'Good',
      minPrice: '10',
      maxPrice: '50',
      verified: true,
      available: false,
      sort: 'price_asc',
    });
    expect(writeSearch(state).toString()).toBe(url);
  });

  it('leaves the defaults out of the URL and falls back to them for unknown values', () => {
    expect(writeSearch(DEFAULT_SEARCH).toString()).toBe('');
    expect(readSearch(new URLSearchParams('condition=Mint&sort=cheapest'))).toEqual(DEFAULT_SEARCH);
  });
});
