import styled from 'styled-components';
import { type Product } from '@replay/contract';
import { MessageButton } from '@replay/platform';
import { useBookingAccess } from '../../hooks/use-booking-access';

/**
 * "Ask the seller": a buyer's conversation with the product's seller, opened (or found) and shown.
 * Buyers only, so never on one's own product (a seller's), and not once the product is sold (its
 * buyer asks from My Orders) or closed by its seller.
 */
const Start = styled(MessageButton)`
  justify-self: start;
`;

export function AskSellerButton({ product }: { product: Product }) {
  const access = useBookingAccess();
  if (access !== 'buyer' || !product.status || product.state !== 'available') return null;
  return <Start productId={product._id} label="Ask the seller" />;
}
