import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { DisputeState } from '@replay/contract';
import { Button, PageTitle, QueryContent } from '@replay/platform';
import { useDisputes } from './api/get-disputes';
import { DisputesTable } from './components/DisputesTable';

const FILTERS: ReadonlyArray<{ state: DisputeState; label: string; empty: string }> = [
  { state: 'open', label: 'Open', empty: 'No open disputes' },
  { state: 'resolved', label: 'Resolved', empty: 'No resolved disputes' },
];

const Filter = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const FilterButton = styled(Button)`
  min-height: 44px;
`;

/** The state `?state=` names; open when it names none. */
const readState = (value: string | null): DisputeState => (value === 'resolved' ? 'resolved' : 'open');

/**
 * Disputes (/dashboard/disputes): the problems buyers reported, open ones (oldest first) to resolve,
 * or resolved ones (newest first) with their decisions; the state is the URL's `?state=`.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const state = readState(params.get('state'));
  const disputes = useDisputes(state);
  const filter = FILTERS.find((entry) => entry.state === state)!;

  return (
    <>
      <PageTitle>Disputes</PageTitle>
      <Filter role="group" aria-label="Disputes to show">
        {FILTERS.map((entry) => (
          <FilterButton
            key={entry.state}
            type="button"
            $variant={entry.state === state ? 'primary' : 'ghost'}
            aria-pressed={entry.state === state}
            onClick={() => setParams({ state: entry.state })}
          >
            {entry.label}
          </FilterButton>
        ))}
      </Filter>
      <QueryContent query={disputes} label="Loading disputes">
        {(rows) => <DisputesTable disputes={rows} state={state} emptyText={filter.empty} />}
      </QueryContent>
    </>
  );
}
