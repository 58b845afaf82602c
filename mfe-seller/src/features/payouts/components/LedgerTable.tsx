import { LEDGER_LINE_LABELS, type LedgerLine } from '@replay/contract';
import { dollars, formatDate, signedDollars, Table, type TableColumn } from '@replay/platform';
import { Nowrap } from './Nowrap';

const columns: ReadonlyArray<TableColumn<LedgerLine>> = [
  {
    header: 'Date',
    cell: (line) => (
      <Nowrap as="time" dateTime={line.createdAt}>
        {formatDate(line.createdAt)}
      </Nowrap>
    ),
  },
  { header: 'Type', cell: (line) => LEDGER_LINE_LABELS[line.type] },
  { header: 'Details', cell: (line) => line.description },
  { header: 'Amount', cell: (line) => <Nowrap>{signedDollars(line.amountCents)}</Nowrap> },
  { header: 'Pending after', cell: (line) => <Nowrap>{dollars(line.pendingBalanceCents)}</Nowrap> },
  { header: 'Available after', cell: (line) => <Nowrap>{dollars(line.availableBalanceCents)}</Nowrap> },
];

/** The seller's ledger, newest first: each sale, fee, release, refund and payout, and both balances after it. */
export function LedgerTable({ lines }: { lines: readonly LedgerLine[] }) {
  return (
    <Table
      columns={columns}
      rows={lines}
      rowKey={(line) => line._id}
      emptyText="Nothing here yet. Your sales, fees and payouts will be listed here."
    />
  );
}
