import { type SellerBooking } from '@replay/contract';
import { MessageButton } from '@replay/platform';

/** "Message buyer": the seller's conversation with a buyer who booked their product, opened (or found) and shown. */
export function MessageBuyerButton({ booking }: { booking: SellerBooking }) {
  return (
    <MessageButton
      productId={booking.productId}
      buyerId={booking.buyerId}
      label="Message buyer"
      ariaLabel={`Message ${booking.buyerName} about ${booking.productName}`}
    />
  );
}
