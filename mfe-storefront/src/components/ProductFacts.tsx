import styled from 'styled-components';
import { discountPercent, formatPrice, type Product, type ProductState } from '@replay/contract';
import { timeAgo } from '@replay/platform';
import { SellerName } from './SellerName';

const List = styled.dl`
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

const Was = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Strike = styled.s`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The facts of a listing: the card's set or, `detailed`, every field; `was`, the lowest earlier
 * price the current one is below (the product page's "Was $X").
 * One component so the card and the product page never disagree about a price or a badge.
 */
export function ProductFacts({
  product,
  detailed = false,
  was,
}: {
  product: Product;
  detailed?: boolean;
  was?: number;
}) {
  const years = product.useYear === 1 ? '1 year' : `${product.useYear} years`;
  return (
    <List>
      <dt>Resale price</dt>
      <dd>
        <strong>${formatPrice(product.resprice)}</strong>
        {was !== undefined && <Was>Was ${formatPrice(was)}</Was>}
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
      <dd>{years}</dd>
      {detailed && (
        <>
          <dt>Purchase year</dt>
          <dd>{product.puryear}</dd>
        </>
      )}
      <dt>Location</dt>
      <dd>{product.location}</dd>
      {detailed && (
        <>
          <dt>Mobile</dt>
          <dd>{product.mobile}</dd>
        </>
      )}
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
      {detailed && (
        <>
          <dt>Status</dt>
          <dd>{STATE_LABELS[product.state]}</dd>
        </>
      )}
    </List>
  );
}
