import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type SellerRating as Rating } from '@replay/contract';
import { Badge } from '@replay/platform';
import { SellerRating } from './SellerRating';

const Line = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The seller's name, a link to their page, with the 'Verified' badge once the admin has verified them, and their rating. */
export function SellerName({
  id,
  name,
  verified,
  rating,
}: {
  id: string;
  name: string;
  verified: boolean;
  rating: Rating;
}) {
  return (
    <Line>
      <Link to={paths.seller(id)}>{name}</Link>
      {verified && (
        <Badge $tone="info" title="Verified seller">
          Verified
        </Badge>
      )}
      <SellerRating rating={rating} />
    </Line>
  );
}
