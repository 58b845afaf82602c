import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { REPORT_REASON_LABELS, REPORT_REASONS, type CaseState } from '@replay/contract';
import { PageTitle, QueryContent, SelectField } from '@replay/platform';
import { StateFilter } from '../../components/StateFilter';
import { useCases } from './api/get-cases';
import { caseFiltersQuery, readCaseFilters, readReason, type CaseFilters } from './case-filters';
import { CasesTable } from './components/CasesTable';

const STATES: ReadonlyArray<{ state: CaseState; label: string }> = [
  { state: 'open', label: 'Open' },
  { state: 'decided', label: 'Decided' },
];

const REASON_OPTIONS = [
  { value: '', label: 'All reasons' },
  ...REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] })),
];

/** The state buttons, then the reason: side by side where they fit, one under the other on a phone. */
const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  column-gap: ${({ theme }) => theme.space(6)};
  select {
    min-height: 44px;
    min-width: min(100%, 16rem);
  }
`;

/** The list and its Load more and Retry: every button in it tall enough to tap. */
const Results = styled.div`
  button {
    min-height: 44px;
  }
`;

const emptyText = ({ state, reason }: CaseFilters) =>
  `No ${state} cases${reason ? ` reported as “${REPORT_REASON_LABELS[reason]}”` : ''}`;

/**
 * Moderation (/dashboard/moderation): the queue of cases, one per reported listing, message or
 * member (severe first, then by reports, then oldest), open or decided, of one reason or all; the
 * filters are the URL's `?state=&reason=`. Each case opens on its own page to decide it.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = readCaseFilters(params);
  const cases = useCases(filters);
  const show = (next: CaseFilters) => setParams(caseFiltersQuery(next));

  return (
    <>
      <PageTitle>Moderation</PageTitle>
      <Filters role="search" aria-label="Filter the cases">
        <StateFilter
          label="Cases to show"
          options={STATES}
          value={filters.state}
          onChange={(state) => show({ ...filters, state })}
        />
        <SelectField
          label="Reason"
          value={filters.reason}
          onChange={(event) => show({ ...filters, reason: readReason(event.target.value) })}
          options={REASON_OPTIONS}
        />
      </Filters>
      <Results>
        <QueryContent query={cases} label="Loading the cases">
          {(rows) => <CasesTable cases={rows} emptyText={emptyText(filters)} />}
        </QueryContent>
      </Results>
    </>
  );
}
