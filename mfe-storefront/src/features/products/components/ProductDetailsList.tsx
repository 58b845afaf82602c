import styled from 'styled-components';
import type { Product } from '@replay/contract';
import { timeAgo } from '@replay/platform';
import { FactList, STATE_LABELS, yearsOfUse } from '../../../components/ProductFacts';
import { useMyBooking } from '../../../hooks/use-my-booking';
import { useProductContact } from '../api/get-product-contact';

/** A tap calls the seller on a phone. */
const Call = styled.a`
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * The listing's details as a compact definition list. The seller's mobile only for the signed-in
 * buyer with a booking of this product (to pay or paid), who needs it for the meet-up: it comes
 * from GET /product/{id}/contact, asked for then and never otherwise (GET /product/{id} never
 * carries it).
 */
export function ProductDetailsList({ product }: { product: Product }) {
  const booked = useMyBooking(product._id).state !== 'none';
  const mobile = useProductContact(product._id, { enabled: booked }).data?.mobile;
  return (
    <FactList aria-label="Details">
      <dt>Condition</dt>
      <dd>{product.condition}</dd>
      <dt>Years of use</dt>
      <dd>{yearsOfUse(product.useYear)}</dd>
      <dt>Purchase year</dt>
      <dd>{product.puryear}</dd>
      <dt>Location</dt>
      <dd>{product.location}</dd>
      {booked && mobile && (
        <>
          <dt>Seller&apos;s mobile</dt>
          <dd>
            <Call href={`tel:${mobile.replace(/[^\d+]/g, '')}`}>{mobile}</Call>
          </dd>
        </>
      )}
      <dt>Posted</dt>
      <dd>
        <time dateTime={product.date}>{timeAgo(product.date)}</time>
      </dd>
      <dt>Status</dt>
      <dd>{STATE_LABELS[product.state]}</dd>
    </FactList>
  );
}
