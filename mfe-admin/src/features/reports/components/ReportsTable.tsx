import { type Report } from '@replay/contract';
import { Badge, ProductThumb } from '@replay/platform';
import { AdminTable } from '../../../components/AdminTable';
import { NameCell } from '../../../components/NameCell';
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
];

/** Reported Items: number, Name (image and title), Action (Delete removes the product and its reports). */
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
