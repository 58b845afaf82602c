import { useSearchParams } from 'react-router-dom';
import type { DisputeState } from '@replay/contract';
import { PageTitle, QueryContent } from '@replay/platform';
import { StateFilter } from '../../components/StateFilter';
import { useDisputes } from './api/get-disputes';
import { DisputesTable } from './components/DisputesTable';

const FILTERS: ReadonlyArray<{ state: DisputeState; label: string; empty: string }> = [
  { state: 'open', label: 'Open', empty: 'No open disputes' },
  { state: 'resolved', label: 'Resolved', empty: 'No resolved disputes' },
];

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
      <StateFilter
        label="Disputes to show"
        options={FILTERS}
        value={state}
        onChange={(next) => setParams({ state: next })}
      />
      <QueryContent query={disputes} label="Loading disputes">
        {(rows) => <DisputesTable disputes={rows} state={state} emptyText={filter.empty} />}
      </QueryContent>
    </>
  );
}
