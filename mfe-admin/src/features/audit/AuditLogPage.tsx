import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle, QueryContent, useMyAccount } from '@replay/platform';
import { useAuditLog } from './api/get-audit-log';
import { filtersQuery, hasFilters, readFilters } from './audit-filters';
import { AuditFiltersForm } from './components/AuditFiltersForm';
import { AuditTable } from './components/AuditTable';

/** The list and its Load more and Retry: every button in it tall enough to tap. */
const Results = styled.div`
  button {
    min-height: 44px;
  }
`;

/**
 * Audit log (/dashboard/audit): every admin action, newest first, a page at a time, filtered by
 * action, target and acting admin. The filters are the URL's `?action=&target=&actor=`, so a
 * filtered log can be shared as a link.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const entries = useAuditLog(filters);
  const account = useMyAccount();
  const myId = account.isError ? null : account.data?._id;
  const actorName = filters.actor
    ? entries.data?.find((entry) => entry.actor._id === filters.actor)?.actor.name
    : undefined;

  return (
    <>
      <PageTitle>Audit log</PageTitle>
      <AuditFiltersForm
        filters={filters}
        myId={myId}
        actorName={actorName}
        // At once rather than as a transition: a transition started by a form's submit makes React read
        // the form's data as a form action's, which the tests' fetch-ready FormData cannot do.
        onApply={(next) => setParams(filtersQuery(next), { flushSync: true })}
      />
      <Results>
        <QueryContent query={entries} label="Loading the audit log">
          {(rows) => (
            <AuditTable
              entries={rows}
              emptyText={hasFilters(filters) ? 'No admin actions match these filters' : 'No admin actions recorded yet'}
            />
          )}
        </QueryContent>
      </Results>
    </>
  );
}
