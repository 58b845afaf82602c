import type { Payout, PayoutStatus } from '@replay/contract';
import { Badge, dollars, formatDate, Table, type BadgeTone, type TableColumn } from '@replay/platform';
import { Nowrap } from './Nowrap';

/** How each payout status reads, and its badge's tone. */
const STATUSES: Record<PayoutStatus, { text: string; tone: BadgeTone }> = {
  pending: { text: 'Pending', tone: 'warning' },
  in_transit: { text: 'In transit', tone: 'info' },
  paid: { text: 'Paid', tone: 'success' },
  failed: { text: 'Failed', tone: 'danger' },
};

const columns: ReadonlyArray<TableColumn<Payout>> = [
  {
    header: 'Date',
    cell: (payout) => (
      <Nowrap as="time" dateTime={payout.createdAt}>
        {formatDate(payout.createdAt)}
      </Nowrap>
    ),
  },
  { header: 'Amount', cell: (payout) => <Nowrap>{dollars(payout.amountCents)}</Nowrap> },
  {
    header: 'Status',
    cell: (payout) => <Badge $tone={STATUSES[payout.status].tone}>{STATUSES[payout.status].text}</Badge>,
  },
  { header: 'Details', cell: (payout) => payout.failureMessage },
];

/** The seller's payouts, newest first: when, how much, where each stands and why one failed. */
export function PayoutsTable({ payouts }: { payouts: readonly Payout[] }) {
  return (
    <Table
      columns={columns}
      rows={payouts}
      rowKey={(payout) => payout._id}
      emptyText="No payouts yet. When money is available, Withdraw sends it to your bank account."
    />
  );
}
