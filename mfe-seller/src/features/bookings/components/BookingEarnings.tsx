import styled from 'styled-components';
import { dollars } from '@replay/platform';
import { formatPrice, type SellerBooking } from '@replay/contract';

const Amounts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: 0 ${({ theme }) => theme.space(3)};
  margin: 0;
  white-space: nowrap;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A paid order's money: its price, the Replay Market fee frozen on it, and what the seller earns
 * (after any refund, which is shown too). Nothing before the order is paid.
 */
export function BookingEarnings({ booking }: { booking: SellerBooking }) {
  if (booking.feeCents === undefined || booking.netCents === undefined) return null;
  return (
    <Amounts>
      <dt>Price</dt>
      <dd>${formatPrice(booking.price)}</dd>
      <dt>Fee</dt>
      <dd>{dollars(booking.feeCents)}</dd>
      {booking.refundedCents ? (
        <>
          <dt>Refunded</dt>
          <dd>{dollars(booking.refundedCents)}</dd>
        </>
      ) : null}
      <dt>You earn</dt>
      <dd>
        <strong>{dollars(booking.netCents)}</strong>
      </dd>
    </Amounts>
  );
}
