import { REPORT_REASON_LABELS, REPORT_REASONS, type Report } from '@replay/contract';
import { Badge, ProductThumb } from '@replay/platform';
import { AdminTable } from '../../../components/AdminTable';
import { NameCell } from '../../../components/NameCell';
import { useReports } from '../api/get-reports';
import { useDeleteReportedProduct } from '../api/delete-reported-product';

const reportCount = (report: Report) => (report.reports === 1 ? '1 report' : `${report.reports} reports`);

const known: ReadonlySet<string> = new Set(REPORT_REASONS);

/**
 * "Scam or fraud (2), Something else (1)": each reason given, most severe first (REPORT_REASONS'
 * order), then any this page does not know yet as the server names it; empty without `reasons`.
 */
function reasonSummary(reasons: Report['reasons']): string {
  if (!reasons) return '';
  const given = (reason: string) => (reasons[reason] ?? 0) > 0;
  return [
    ...REPORT_REASONS.filter(given).map((reason) => `${REPORT_REASON_LABELS[reason]} (${reasons[reason]})`),
    ...Object.keys(reasons)
      .filter((reason) => !known.has(reason) && given(reason))
      .map((reason) => `${reason} (${reasons[reason]})`),
  ].join(', ');
}

const columns = [
  {
    header: 'Name',
    cell: (report: Report) => (
      <NameCell>
        <ProductThumb src={report.imageUrl} alt="" lazy />
        <span>{report.title}</span>
        <Badge $tone="warning">{reportCount(report)}</Badge>
      </NameCell>
    ),
  },
  // Nothing at all without reasons: the cell stays empty (and a phone's card leaves its line out).
  { header: 'Reasons', cell: (report: Report) => reasonSummary(report.reasons) || null },
];

/**
 * Reported Items: number, Name (image and title), Reasons (how many reports gave each), Action
 * (Delete removes the product and its reports).
 */
export function ReportsTable() {
  const query = useReports();
  const deleteMutation = useDeleteReportedProduct();

  return (
    <AdminTable
      query={query}
      columns={columns}
      rowKey={(report) => report.productId}
      emptyText="There is no Reported product"
      deleteMutation={deleteMutation}
      deleteId={(report) => report.productId}
      deleteSuccessText="Product Delete Confirmed"
      deleteDescription={(report) => `${report.title} will be deleted with its reports.`}
    />
  );
}
