import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { discountPercent, paths, toCents, type Product } from '@replay/contract';
import { Badge, dollars, ProductThumb, timeAgo } from '@replay/platform';
import { previewDescription } from '../utils/format';
import { ProductActions } from './ProductActions';
import { SellerName } from './SellerName';
import { cardSurface } from './styles';

/** The photo and the title side by side, everything else under them the card's whole width. */
const Card = styled.article`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  grid-template-areas:
    'photo title'
    'body body';
  align-content: start;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  ${cardSurface}

  & > img {
    grid-area: photo;
  }
`;

/** Two lines at most: the card keeps its height whatever the title. */
const Title = styled.h2`
  grid-area: title;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  margin: 0;
  font-size: 1rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  grid-area: body;
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;

  p {
    margin: 0;
  }
`;

const Description = styled.p`
  font-size: 0.875rem;
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

const PriceLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space(2)};
`;

const Price = styled.strong`
  font-size: 1.15rem;
`;

const Quiet = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

const Discount = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
  font-weight: 600;
`;

const Posted = styled(Quiet)`
  margin-left: auto;
`;

/** Condition, years of use, place and seller: one quiet line (two on a narrow phone). */
const Meta = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  line-height: 1.4;
`;

/**
 * A product of a category's page: its 64 px image, title, description preview with See more, the
 * discount and the posting time, Book and Report; our price line (resale price, the original struck
 * through) and one quiet line of condition, years of use, place and seller keep it short on a phone.
 */
export function ProductCard({ product }: { product: Product }) {
  const titleId = useId();
  const years = product.useYear === 1 ? '1 year' : `${product.useYear} years`;
  return (
    <Card aria-labelledby={titleId}>
      <ProductThumb src={product.imageUrl} alt={product.title} lazy />
      <Title id={titleId}>
        {product.title} {!product.status && <Badge $tone="danger">Sold</Badge>}
      </Title>
      <Body>
        <Description>
          {previewDescription(product.description)}{' '}
          <Link to={paths.product(product._id)} aria-label={`See more about ${product.title}`}>
            See more
          </Link>
        </Description>
        <PriceLine>
          <Price>{dollars(toCents(product.resprice))}</Price>
          <span className="visually-hidden">Original price</span>
          <Quiet as="s">{dollars(toCents(product.orgprice))}</Quiet>
          <Discount>{discountPercent(product.orgprice, product.resprice)}% off</Discount>
          <Posted>
            <time dateTime={product.date}>{timeAgo(product.date)}</time>
          </Posted>
        </PriceLine>
        <Meta>
          {product.condition} · {years} · {product.location} ·{' '}
          <SellerName
            id={product.sellerId}
            name={product.sellerName}
            verified={product.verified}
            rating={product.sellerRating}
          />
        </Meta>
        <ProductActions product={product} />
      </Body>
    </Card>
  );
}
