import { type Booking } from '@replay/contract';
import { MessageButton } from '@replay/platform';

/** "Message seller": the buyer's conversation with the seller about the booked product, opened (or found) and shown. */
export function MessageSellerButton({ booking }: { booking: Booking }) {
  return (
    <MessageButton
      productId={booking.productId}
      label="Message seller"
      ariaLabel={`Message seller of ${booking.productName}`}
    />
  );
}
