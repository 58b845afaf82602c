import { REPORT_REASON_LABELS, type CaseReport } from '@replay/contract';
import { Table, type TableColumn } from '@replay/platform';
import { CellLines } from '../../../components/CellLines';
import { Muted, Written } from '../../../components/CellText';
import { When } from './When';

/** Who reported: a signed-in member by name, a notice's notifier by name, e-mail and the reference they were given. */
function From({ report }: { report: CaseReport }) {
  if (report.reporter) return <>{report.reporter.name}</>;
  if (!report.notifier) return <Muted>Unknown</Muted>;
  const { name, email, reference } = report.notifier;
  return (
    <CellLines>
      <p>{name}</p>
      <a href={`mailto:${email}`}>{email}</a>
      <Muted>Reference {reference}</Muted>
    </CellLines>
  );
}

const columns: ReadonlyArray<TableColumn<CaseReport>> = [
  { header: 'Source', cell: (report) => (report.source === 'notice' ? 'Notice' : 'Report') },
  { header: 'Reason', cell: (report) => REPORT_REASON_LABELS[report.reason] },
  {
    header: 'Details',
    cell: (report) => (report.details ? <Written>{report.details}</Written> : <Muted>None given</Muted>),
  },
  { header: 'From', cell: (report) => <From report={report} /> },
  { header: 'When', cell: (report) => <When at={report.createdAt} /> },
];

/** A case's reports (by members) and notices (by anyone, through the public form), as they came. */
export function CaseReportsTable({ reports }: { reports: readonly CaseReport[] }) {
  return <Table columns={columns} rows={reports} rowKey={(report) => report._id} emptyText="No reports or notices" />;
}
