import { type Booking } from '@replay/contract';
import { Button, useOpenConversation } from '@replay/platform';

/** "Message seller": the buyer's conversation with the seller about the booked product, opened (or found) and shown. */
export function MessageSellerButton({ booking }: { booking: Booking }) {
  const open = useOpenConversation();
  return (
    <Button
      type="button"
      $small
      $variant="secondary"
      disabled={open.isPending}
      onClick={() => open.mutate({ productId: booking.productId })}
      aria-label={`Message seller of ${booking.productName}`}
    >
      Message seller
    </Button>
  );
}
