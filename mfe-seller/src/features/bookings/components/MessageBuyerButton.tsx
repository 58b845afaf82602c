import { type SellerBooking } from '@replay/contract';
import { Button, useOpenConversation } from '@replay/platform';

/** "Message buyer": the seller's conversation with a buyer who booked their product, opened (or found) and shown. */
export function MessageBuyerButton({ booking }: { booking: SellerBooking }) {
  const open = useOpenConversation();
  return (
    <Button
      type="button"
      $small
      $variant="secondary"
      disabled={open.isPending}
      onClick={() => open.mutate({ productId: booking.productId, buyerId: booking.buyerId })}
      aria-label={`Message ${booking.buyerName} about ${booking.productName}`}
    >
      Message buyer
    </Button>
  );
}
