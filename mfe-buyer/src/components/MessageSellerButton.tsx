import styled from 'styled-components';
import { type Booking } from '@replay/contract';
import { MessageButton } from '@replay/platform';

/** A finger-sized (44 px) button, as the platform's TouchButton will be. */
const TouchMessageButton = styled(MessageButton)`
  min-height: 44px;
  min-width: 44px;
`;

/**
 * "Message seller": the buyer's conversation with the seller about the booked product, opened (or
 * found) and shown. In My Orders' rows and on the payment's success screen.
 */
export function MessageSellerButton({ booking }: { booking: Booking }) {
  return (
    <TouchMessageButton
      productId={booking.productId}
      label="Message seller"
      ariaLabel={`Message seller of ${booking.productName}`}
    />
  );
}
