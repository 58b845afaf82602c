import styled from 'styled-components';
import { type Report } from '@replay/contract';
import { Badge, useImageSizer } from '@replay/platform';
import { AdminTable } from '../../../components/AdminTable';
import { NameCell } from '../../../components/NameCell';
import { useReports } from '../api/get-reports';
import { useDeleteReportedProduct } from '../api/delete-reported-product';

const ProductImage = styled.img`
  width: 64px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};
`;

/** The product's picture, downloaded at the size it shows. */
function ReportImage({ url }: { url: string }) {
  const sized = useImageSizer();
  return <ProductImage {...sized(url, 64)} alt="" width={64} height={48} loading="lazy" decoding="async" />;
}

const reportCount = (report: Report) => (report.reports === 1 ? '1 report' : `${report.reports} reports`);

const columns = [
  {
    header: 'Name',
    cell: (report: Report) => (
      <NameCell>
        <ReportImage url={report.imageUrl} />
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
