import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CONDITIONS, paths, SEARCH_SORTS, type Category, type SearchSort } from '@replay/contract';
import {
  PageTitle,
  QueryContent,
  SelectField,
  Sheet,
  TextField,
  TouchButton,
  useCategories,
  NextStepLink,
} from '@replay/platform';
import { useSearchProducts } from '../../api/search-products';
import { ProductTiles } from '../../components/ProductGrid';
import { readSearch, writeSearch, type SearchState } from './search/search-params';

/** Typing waits this long before it searches: no request per keystroke. */
const TYPING_DELAY_MS = 300;

const SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  discount: 'Biggest discount',
};

/*
 * A phone's first screen (390 x 844, 788 px above a signed-in user's tab bar) holds two rows of two
 * results: the page's top is the heading (21.6 px and 4 px under it) and one 44 px row of the
 * keywords and Filters, then 4 px to the results. Under the shell's 93 px (its bar and padding),
 * results start at about y = 167, and two rows of tiles (at most 295 px each, 16 px apart) end by
 * y = 773.
 */
const Title = styled(PageTitle)`
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: 1.125rem;
    line-height: 1.2;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px 1fr;
  gap: ${({ theme }) => theme.space(6)};
  /* On a phone the keywords and Filters take one row above the results: four results fit the first screen. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)};
  }
`;

/** Below 768 px: the keywords and a Filters button above the results; the other filters are in a sheet. */
const Filters = styled.form`
  align-self: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/*
 * On a phone the keywords box is 44 px tall with nothing under it; the heading right above says
 * what it is for, so its label is for screen readers only (its placeholder still shows the word).
 */
const Keywords = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    & > div {
      margin-bottom: 0;
    }
    label {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      border: 0;
    }
    input {
      min-height: 44px;
    }
  }
`;

const WideOnly = styled.div`
  display: contents;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const FiltersButton = styled(TouchButton)`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: inline-flex;
  }
`;

const ResultCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** One filter of the search: its label, its value in the URL's state, and the change to it. */
interface FilterProps<Value> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
}

/** A price bound, in dollars. */
function PriceField({ label, value, onChange }: FilterProps<string>) {
  return (
    <TextField
      label={label}
      type="number"
      min={0}
      step="0.01"
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A yes-or-no filter. */
function CheckField({ label, value, onChange }: FilterProps<boolean>) {
  return (
    <Check>
      <input type="checkbox" checked={value} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </Check>
  );
}

interface SearchFieldsProps {
  state: SearchState;
  categories: readonly Category[];
  change: (patch: Partial<SearchState>) => void;
}

/** The filters and the sort: beside the results on wide screens, in the Filters sheet on a phone. */
function SearchFields({ state, categories, change }: SearchFieldsProps) {
  return (
    <>
      <SelectField
        label="Category"
        value={state.category}
        onChange={(event) => change({ category: event.target.value })}
        options={[
          { value: '', label: 'All categories' },
          ...categories.map((category) => ({ value: category._id, label: category.category_name })),
        ]}
      />
      <SelectField
        label="Condition"
        value={state.condition}
        onChange={(event) => change({ condition: event.target.value as SearchState['condition'] })}
        options={[
          { value: '', label: 'Any condition' },
          ...CONDITIONS.map((condition) => ({ value: condition, label: condition })),
        ]}
      />
      <PriceField label="Min price ($)" value={state.minPrice} onChange={(minPrice) => change({ minPrice })} />
      <PriceField label="Max price ($)" value={state.maxPrice} onChange={(maxPrice) => change({ maxPrice })} />
      <CheckField label="Verified sellers only" value={state.verified} onChange={(verified) => change({ verified })} />
      <CheckField label="Available only" value={state.available} onChange={(available) => change({ available })} />
      <SelectField
        label="Sort by"
        value={state.sort}
        onChange={(event) => change({ sort: event.target.value as SearchSort })}
        options={SEARCH_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      />
    </>
  );
}

/** How many results the filters give, as the Filters sheet says it: "24+" while more pages remain. */
function resultCount(results: ReturnType<typeof useSearchProducts>): string {
  if (results.isPending || results.isPlaceholderData) return 'Searching…';
  if (results.isError) return 'The search failed';
  const count = `${results.data.length}${results.hasNextPage ? '+' : ''}`;
  return count === '1' ? '1 result' : `${count} results`;
}

/**
 * `/search` (public): keyword, filters and sort over the catalogue. The URL holds the whole
 * state, so a search can be shared, reloaded and walked with back and forward; typing waits for a
 * pause, every other change is a step in history.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const state = readSearch(params);
  const query = writeSearch(state).toString();
  const categories = useCategories();
  const results = useSearchProducts(query);
  const [typed, setTyped] = useState(state.q);

  // A new URL (back, forward, a link) sets the box; typing sets the URL after a pause.
  useEffect(() => setTyped(state.q), [state.q]);
  useEffect(() => {
    if (typed === state.q) return;
    const timer = setTimeout(() => setParams(writeSearch({ ...state, q: typed }), { replace: true }), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, state, setParams]);

  const change = (patch: Partial<SearchState>) => setParams(writeSearch({ ...state, ...patch, q: typed }));
  const fields = { state, categories: categories.data ?? [], change };
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = () => setFiltersOpen(false);

  return (
    <section aria-labelledby="search-title">
      <Title id="search-title">Search</Title>
      <Layout>
        <Filters role="search" aria-label="Search filters" onSubmit={(event) => event.preventDefault()}>
          <Keywords>
            <TextField
              label="Keywords"
              type="search"
              placeholder="Keywords"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Keywords>
          <FiltersButton
            type="button"
            $variant="ghost"
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen(true)}
          >
            Filters
          </FiltersButton>
          <WideOnly>
            <SearchFields {...fields} />
          </WideOnly>
        </Filters>
        <div aria-live="polite" aria-busy={results.isFetching}>
          <QueryContent
            query={results}
            label="Searching"
            minHeight={320}
            empty={
              <>
                No games match your search
                {query ? (
                  <NextStepLink to={paths.search()}>See all games</NextStepLink>
                ) : (
                  <NextStepLink to={paths.home}>Back to the home page</NextStepLink>
                )}
              </>
            }
          >
            {(products) => <ProductTiles products={products} label="Search results" />}
          </QueryContent>
        </div>
      </Layout>
      <Sheet
        open={filtersOpen}
        title="Filters"
        onCancel={closeFilters}
        cancelLabel="Close"
        onConfirm={closeFilters}
        confirmLabel="Show results"
      >
        <ResultCount aria-live="polite">{resultCount(results)}</ResultCount>
        <SearchFields {...fields} />
      </Sheet>
    </section>
  );
}
