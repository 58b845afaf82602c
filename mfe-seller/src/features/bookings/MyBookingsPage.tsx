import styled from 'styled-components';
import { formatPrice, OFFER_STATE_LABELS, type BookingState, type SellerBooking } from '@replay/contract';
import { Badge, PageTitle, QueryContent, Table, timeAgo, type BadgeTone, type TableColumn } from '@replay/platform';
import { useSellerBookings } from './api/get-seller-bookings';
import { BookingEarnings } from './components/BookingEarnings';
import { HandoverCell } from './components/HandoverCell';
import { MessageBuyerButton } from './components/MessageBuyerButton';

/** How each state reads, and its badge's tone. */
const STATES: Record<BookingState, { text: string; tone: BadgeTone }> = {
  waiting: { text: 'Waiting for payment', tone: 'warning' },
  reserved: { text: 'Reserved', tone: 'info' },
  paid: { text: 'Paid', tone: 'success' },
  cancelled: { text: 'Cancelled', tone: 'neutral' },
  sold_to_another: { text: 'Sold to another buyer', tone: 'neutral' },
  refunded: { text: 'Refunded', tone: 'neutral' },
};

/**
 * A price and its label as one element, so that on a phone the cell stays one line of the row's card
 * (the label wraps under the price where the line is too narrow).
 */
const PriceLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const columns: ReadonlyArray<TableColumn<SellerBooking>> = [
  { header: '#', cell: (_, index) => index + 1 },
  {
    header: 'Product',
    // A booking made from an accepted offer is at the agreed price: the label says so.
    cell: (booking) => (
      <PriceLine>
        {`${booking.productName} ($${formatPrice(booking.price)})`}
        {booking.offerId && <Badge $tone="success">{OFFER_STATE_LABELS.accepted}</Badge>}
      </PriceLine>
    ),
  },
  { header: 'Buyer', cell: (booking) => booking.buyerName },
  { header: 'E-mail', cell: (booking) => <a href={`mailto:${booking.buyerEmail}`}>{booking.buyerEmail}</a> },
  {
    header: 'Mobile',
    cell: (booking) => <a href={`tel:${booking.mobile.replace(/[^+\d]/g, '')}`}>{booking.mobile}</a>,
  },
  { header: 'Meeting location', cell: (booking) => booking.location },
  { header: 'Booked', cell: (booking) => <time dateTime={booking.bookedAt}>{timeAgo(booking.bookedAt)}</time> },
  {
    header: 'State',
    cell: (booking) => <Badge $tone={STATES[booking.state].tone}>{STATES[booking.state].text}</Badge>,
  },
  { header: 'Messages', cell: (booking) => <MessageBuyerButton booking={booking} /> },
  // Beside the columns above: a paid order's money, its handover and any problem the buyer reported.
  { header: 'Earnings', cell: (booking) => <BookingEarnings booking={booking} /> },
  { header: 'Handover', cell: (booking) => <HandoverCell booking={booking} /> },
];

/**
 * My Bookings (/dashboard/mybookings): who booked the seller's products, how to reach them, where to
 * meet, Message buyer; once paid, what the seller earns, the handover and any problem reported.
 */
export function Component() {
  const bookings = useSellerBookings();
  return (
    <section>
      <PageTitle>My Bookings</PageTitle>
      <QueryContent query={bookings} label="Loading bookings" context="Your bookings could not be loaded">
        {(rows) => (
          <Table
            columns={columns}
            rows={rows}
            rowKey={(booking) => booking._id}
            emptyText="Nobody has booked your products yet"
          />
        )}
      </QueryContent>
    </section>
  );
}
