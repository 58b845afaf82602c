import { CONDITIONS, SEARCH_SORTS, type Condition, type SearchSort } from '@replay/contract';

/** What the search page shows, all of it in the URL (`/search?q=zelda&condition=Good&sort=price_asc`). */
export interface SearchState {
  q: string;
  category: string;
  condition: Condition | '';
  minPrice: string;
  maxPrice: string;
  verified: boolean;
  available: boolean;
  sort: SearchSort;
}

export const DEFAULT_SEARCH: SearchState = {
  q: '',
  category: '',
  condition: '',
  minPrice: '',
  maxPrice: '',
  verified: false,
  available: true,
  sort: 'newest',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T | ''): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The page's state from its URL; unknown values fall back to the defaults (a hand-edited URL). */
export function readSearch(params: URLSearchParams): SearchState {
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    condition: oneOf(CONDITIONS, params.get('condition'), ''),
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    verified: params.get('verified') === 'true',
    available: params.get('available') !== 'false',
    sort: (oneOf(SEARCH_SORTS, params.get('sort'), 'newest') || 'newest') as SearchSort,
  };
}

/** The URL's query for a state: only what differs from the defaults, so links stay short. */
export function writeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.category) params.set('category', state.category);
  if (state.condition) params.set('condition', state.condition);
  if (state.minPrice) params.set('minPrice', state.minPrice);
  if (state.maxPrice) params.set('maxPrice', state.maxPrice);
  if (state.verified) params.set('verified', 'true');
  if (!state.available) params.set('available', 'false');
  if (state.sort !== 'newest') params.set('sort', state.sort);
  return params;
}
