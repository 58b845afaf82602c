import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type Booking } from '@replay/contract';
import { Badge } from '@replay/platform';
import { TouchButton } from '../../../components/touch-targets';
import { OrderProgress } from './OrderProgress';

/** A paid order's cell: "Paid" above the order's progress. On a phone it takes the card's whole width, under its label. */
const Paid = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: 1 / -1;
  }
`;

/**
 * The Payment column of My Orders: Pay while the product is available and
 * unpaid, "Paid" once this buyer paid, and the sold-elsewhere message otherwise. Beyond the spec:
 * "Cancelled" for a cancelled booking, "Reserved by another buyer" while someone else pays, and
 * under "Paid" the order's handover, buyer protection, problem and refund (OrderProgress).
 */
export function PaymentCell({ booking }: { booking: Booking }) {
  if (booking.paid)
    return (
      <Paid>
        <Badge $tone="success">Paid</Badge>
        <OrderProgress booking={booking} />
      </Paid>
    );
  if (booking.cancelled) return <Badge $tone="neutral">Cancelled</Badge>;
  if (!booking.status) return <span>Item is bought by another buyer</span>;
  if (booking.reservedByOther) return <span>Reserved by another buyer</span>;
  return (
    <TouchButton as={Link} to={paths.payment(booking._id)} $small>
      Pay
    </TouchButton>
  );
}
