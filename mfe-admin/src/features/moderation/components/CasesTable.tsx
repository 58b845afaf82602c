import { Link } from 'react-router-dom';
import { paths, type ModerationCase } from '@replay/contract';
import { Badge, formatDateTime, Table, type TableColumn } from '@replay/platform';
import { CellLines } from '../../../components/CellLines';
import { Muted } from '../../../components/CellText';
import { TouchButton } from '../../../components/TouchButton';
import { reasonSummary } from '../../../utils/report-reasons';
import { CaseTarget } from './CaseTarget';

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** Whose content it is: their name and e-mail, or a word when the account is gone. */
function Owner({ owner }: { owner: ModerationCase['preview']['owner'] }) {
  if (!owner) return <Muted>No account</Muted>;
  return (
    <CellLines>
      <p>{owner.name}</p>
      <a href={`mailto:${owner.email}`}>{owner.email}</a>
    </CellLines>
  );
}

const columns: ReadonlyArray<TableColumn<ModerationCase>> = [
  { header: 'Content', cell: (item) => <CaseTarget target={item.target} preview={item.preview} /> },
  { header: 'Owner', cell: (item) => <Owner owner={item.preview.owner} /> },
  {
    header: 'Reasons',
    cell: (item) => (
      <CellLines>
        {item.severe && (
          <p>
            <Badge $tone="danger">Severe</Badge>
          </p>
        )}
        <p>{reasonSummary(item.reasons)}</p>
      </CellLines>
    ),
  },
  { header: 'Reports', cell: (item) => item.reports },
  { header: 'First report', cell: (item) => when(item.firstAt) },
  { header: 'Last report', cell: (item) => when(item.lastAt) },
  {
    header: 'Case',
    cell: (item) => (
      <TouchButton
        as={Link}
        to={paths.moderationCase(item._id)}
        $small
        $variant="secondary"
        aria-label={`Open the case about ${item.preview.text}`}
      >
        Open
      </TouchButton>
    ),
  },
];

/** The moderation queue: a table on a desktop, a card per case on a phone. */
export function CasesTable({ cases, emptyText }: { cases: readonly ModerationCase[]; emptyText: string }) {
  return <Table columns={columns} rows={cases} rowKey={(item) => item._id} emptyText={emptyText} />;
}
