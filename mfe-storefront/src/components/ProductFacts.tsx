import styled from 'styled-components';
import { discountPercent, formatPrice, type Product, type ProductState } from '@replay/contract';
import { timeAgo } from '@replay/platform';
import { SellerName } from './SellerName';

/** A compact definition list of facts: muted terms, values beside them. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: 0.95rem;

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

/** How a listing's state reads to buyers. */
export const STATE_LABELS: Record<ProductState, string> = {
  available: 'Available',
  closed: 'No longer available',
  sold: 'Sold',
};

const Strike = styled.s`
  color: ${({ theme }) => theme.colors.muted};
`;

/** "1 year", "3 years": how long the item was used. */
export const yearsOfUse = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/** The facts a product card shows: prices, discount, condition, use, place, seller and when it was posted. */
export function ProductFacts({ product }: { product: Product }) {
  return (
    <FactList>
      <dt>Resale price</dt>
      <dd>
        <strong>${formatPrice(product.resprice)}</strong>
      </dd>
      <dt>Original price</dt>
      <dd>
        <Strike>${formatPrice(product.orgprice)}</Strike>
      </dd>
      <dt>Discount</dt>
      <dd>{discountPercent(product.orgprice, product.resprice)}%</dd>
      <dt>Condition</dt>
      <dd>{product.condition}</dd>
      <dt>Years of use</dt>
      <dd>{yearsOfUse(product.useYear)}</dd>
      <dt>Location</dt>
      <dd>{product.location}</dd>
      <dt>Seller</dt>
      <dd>
        <SellerName
          id={product.sellerId}
          name={product.sellerName}
          verified={product.verified}
          rating={product.sellerRating}
        />
      </dd>
      <dt>Posted</dt>
      <dd>
        <time dateTime={product.date}>{timeAgo(product.date)}</time>
      </dd>
    </FactList>
  );
}
