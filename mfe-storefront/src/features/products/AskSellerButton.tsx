import styled from 'styled-components';
import { type Product } from '@replay/contract';
import { MessageButton, TouchButton, useSignInGate } from '@replay/platform';
import { useBookingAccess } from '../../hooks/use-booking-access';

const Start = styled(MessageButton)`
  justify-self: start;
`;

const SignInFirst = styled(TouchButton)`
  justify-self: start;
`;

/**
 * "Ask the seller": a buyer's conversation with the product's seller, opened (or found) and shown;
 * a visitor is sent to sign in first. Buyers and visitors only, so never on one's own product (a
 * seller's), and not once the product is sold (its buyer asks from My Orders) or closed by its seller.
 */
export function AskSellerButton({ product }: { product: Product }) {
  const access = useBookingAccess();
  const gate = useSignInGate();
  if (!product.status || product.state !== 'available') return null;
  if (access === 'signed-out') {
    return (
      <SignInFirst type="button" $small $variant="secondary" onClick={() => gate()}>
        Ask the seller
      </SignInFirst>
    );
  }
  if (access !== 'buyer') return null;
  return <Start productId={product._id} label="Ask the seller" />;
}
