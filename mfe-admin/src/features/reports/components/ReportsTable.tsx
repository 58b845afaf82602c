import type { Report } from '@replay/contract';
import { Badge, ProductThumb } from '@replay/platform';
import { AdminTable } from '../../../components/AdminTable';
import { NameCell } from '../../../components/NameCell';
import { reasonSummary } from '../../../utils/report-reasons';
import { useReports } from '../api/get-reports';
import { useDeleteReportedProduct } from '../api/delete-reported-product';

const reportCount = (report: Report) => (report.reports === 1 ? '1 report' : `${report.reports} reports`);

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
