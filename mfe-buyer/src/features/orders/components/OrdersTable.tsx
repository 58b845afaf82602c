import styled from 'styled-components';
import { formatPrice, type Booking } from '@replay/contract';
import { Badge, Table, type TableColumn } from '@replay/platform';
import { PaymentCell } from './PaymentCell';

const Product = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  img {
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const columns: ReadonlyArray<TableColumn<Booking>> = [
  { header: '#', cell: (_, index) => index + 1 },
  {
    header: 'Name',
    cell: (booking) => (
      <Product>
        <img src={booking.imageUrl} alt={booking.productName} />
        <span>{booking.productName}</span>
      </Product>
    ),
  },
  { header: 'Price', cell: (booking) => `$${formatPrice(booking.price)}` },
  {
    header: 'Status',
    cell: (booking) => (booking.status ? <Badge $tone="info">Available</Badge> : <Badge $tone="neutral">Sold</Badge>),
  },
  { header: 'Payment', cell: (booking) => <PaymentCell booking={booking} /> },
];

export function OrdersTable({ bookings }: { bookings: readonly Booking[] }) {
  return (
    <Table
      columns={columns}
      rows={bookings}
      rowKey={(booking) => booking._id}
      emptyText="You haven't Order any product yet"
    />
  );
}
