import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AppealState } from '@replay/contract';
import { PageTitle, QueryContent } from '@replay/platform';
import { StateFilter } from '../../components/StateFilter';
import { useAppeals } from './api/get-appeals';
import { AppealsTable } from './components/AppealsTable';

const FILTERS: ReadonlyArray<{ state: AppealState; label: string; empty: string }> = [
  { state: 'open', label: 'Open', empty: 'No open appeals' },
  { state: 'upheld', label: 'Upheld', empty: 'No upheld appeals' },
  { state: 'reversed', label: 'Reversed', empty: 'No reversed appeals' },
];

/** The list and its Load more and Retry: every button in it tall enough to tap. */
const Results = styled.div`
  button {
    min-height: 44px;
  }
`;

/** The state `?state=` names; open when it names none it knows. */
const readState = (value: string | null): AppealState =>
  FILTERS.find((entry) => entry.state === value)?.state ?? 'open';

/**
 * Appeals (/dashboard/appeals): members' appeals of decisions, oldest first, open ones to uphold or
 * reverse (by another admin than the one who decided), or those upheld or reversed with their
 * reasons; the state is the URL's `?state=`.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const state = readState(params.get('state'));
  const appeals = useAppeals(state);
  const filter = FILTERS.find((entry) => entry.state === state)!;

  return (
    <>
      <PageTitle>Appeals</PageTitle>
      <StateFilter
        label="Appeals to show"
        options={FILTERS}
        value={state}
        onChange={(next) => setParams({ state: next })}
      />
      <Results>
        <QueryContent query={appeals} label="Loading appeals">
          {(rows) => <AppealsTable appeals={rows} state={state} emptyText={filter.empty} />}
        </QueryContent>
      </Results>
    </>
  );
}
