import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type Product } from '@replay/contract';
import { Avatar, Badge, formatMonth } from '@replay/platform';
import { SellerRating } from '../../../components/SellerRating';
import { cardSurface } from '../../../components/styles';
import { AskSellerButton } from '../AskSellerButton';
import { useProductSeller } from '../api/get-product';

const Card = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  ${cardSurface}

  h2 {
    margin: 0;
    font-size: 1rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    h2 a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Since = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: grid;
`;

/**
 * Who sells it: their photo (or initials), name linking to their page, Verified, rating and, for a
 * signed-in visitor (who may read the seller's profile), since when they are a member; then "Ask
 * the seller".
 */
export function SellerCard({ product }: { product: Product }) {
  const { data: profile } = useProductSeller(product.sellerId);
  return (
    <Card aria-labelledby="seller-card-title">
      <Avatar src={profile?.img || null} alt={product.sellerName} size={56} decorative />
      <Who>
        <h2 id="seller-card-title">
          <Link to={paths.seller(product.sellerId)}>{product.sellerName}</Link>
        </h2>
        <Line>
          {product.verified && (
            <Badge $tone="info" title="Verified seller">
              Verified
            </Badge>
          )}
          <SellerRating rating={product.sellerRating} />
        </Line>
        {profile?.memberSince && <Since>Member since {formatMonth(profile.memberSince)}</Since>}
      </Who>
      <Actions>
        <AskSellerButton product={product} />
      </Actions>
    </Card>
  );
}
