import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type AuditEntry } from '@replay/contract';
import { formatDateTime, Table, type TableColumn } from '@replay/platform';
import { actionLabel, TARGET_KIND_LABELS } from '../audit-labels';
import { CellLines } from '../../../components/CellLines';
import { Muted } from '../../../components/CellText';

/** An id as the API and its logs spell it: copyable, wrapping anywhere rather than widening the table. */
const Id = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;

/** A product's id as a link to its page, tall enough to tap. */
const TargetLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The page of a target that has one: a listing's, a moderation case's. */
const TARGET_PAGES: Partial<Record<AuditEntry['target']['kind'], (id: string) => string>> = {
  product: paths.product,
  case: paths.moderationCase,
};

/** What the action was taken on: its kind and id; a listing's or a case's id links to its page. */
function Target({ entry }: { entry: AuditEntry }) {
  const { kind, id } = entry.target;
  const page = TARGET_PAGES[kind];
  return (
    <CellLines>
      <p>{TARGET_KIND_LABELS[kind]}</p>
      {page ? (
        <TargetLink to={page(id)} aria-label={`${TARGET_KIND_LABELS[kind]} ${id}`}>
          <Id>{id}</Id>
        </TargetLink>
      ) : (
        <Id>{id}</Id>
      )}
    </CellLines>
  );
}

/** The ground the admin chose and the reason they wrote, if they gave any. */
function Reason({ entry }: { entry: AuditEntry }) {
  if (!entry.ground && !entry.reason) return <Muted>None given</Muted>;
  return (
    <CellLines>
      {entry.ground && (
        <p>
          <strong>{entry.ground}</strong>
        </p>
      )}
      {entry.reason && <p>{entry.reason}</p>}
    </CellLines>
  );
}

const columns: ReadonlyArray<TableColumn<AuditEntry>> = [
  { header: 'When', cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> },
  { header: 'Admin', cell: (entry) => entry.actor.name },
  { header: 'Action', cell: (entry) => actionLabel(entry.action) },
  { header: 'Target', cell: (entry) => <Target entry={entry} /> },
  { header: 'Reason', cell: (entry) => <Reason entry={entry} /> },
  { header: 'Request id', cell: (entry) => <Id>{entry.requestId}</Id> },
];

/** The admins' actions, newest first: a table on a desktop, a card per action on a phone. */
export function AuditTable({ entries, emptyText }: { entries: readonly AuditEntry[]; emptyText: string }) {
  return <Table columns={columns} rows={entries} rowKey={(entry) => entry._id} emptyText={emptyText} />;
}
