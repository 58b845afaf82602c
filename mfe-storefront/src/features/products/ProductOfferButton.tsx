import { useNavigate } from 'react-router-dom';
import { paths, toCents, type Product } from '@replay/contract';
import { MakeOfferButton } from '../../components/MakeOfferButton';
import { useBookingAccess } from '../../hooks/use-booking-access';

/**
 * "Make an offer", beside Book: who may book may offer (buyers only, so never on one's own product;
 * a visitor signs in first), while the product is for sale. The offer shows in the conversation
 * with the seller, which opens.
 */
export function ProductOfferButton({ product, className }: { product: Product; className?: string }) {
  const access = useBookingAccess();
  const navigate = useNavigate();
  const mayOffer = access === 'buyer' || access === 'signed-out';
  if (!mayOffer || !product.status || product.state !== 'available') return null;
  return (
    <MakeOfferButton
      className={className}
      large
      label="Make an offer"
      title={`Make an offer for ${product.title}`}
      productId={product._id}
      listedCents={toCents(product.resprice)}
      onSent={(offer) => void navigate(paths.conversation(offer.conversationId))}
    />
  );
}
