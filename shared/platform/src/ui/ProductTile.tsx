import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { discountPercent, paths, toCents, type Product, type ProductState } from '@replay/contract';
import { dollars } from '../format/dollars';
import { Badge } from './Badge';
import { useImageSizer } from './sized-image';

/** How wide a tile's photo shows: half the screen on a phone (two columns), a column of about 240 px wider. */
const TILE_PHOTO_SIZES = '(max-width: 768px) 50vw, 240px';

/** What a listing that can no longer be bought says over its photo. */
const GONE: Record<Exclude<ProductState, 'available'>, string> = { sold: 'Sold', closed: 'Closed' };

/** Tiles in a list: two columns on a phone, as many of at least 180 px as fit on wider screens. */
export const ProductTileList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

const Tile = styled.article`
  position: relative;
  min-width: 0;
`;

const TileLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &:hover img {
    filter: brightness(0.94);
  }
`;

const Photo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  margin-bottom: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.border};
`;

// On a phone's two columns the price, the original and the discount fit one line: a shorter tile.
const PriceLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: 0 ${({ theme }) => theme.space(1)};
  }
`;

const Price = styled.strong`
  font-size: 1.25rem;
  line-height: 1.2;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: 1.125rem;
  }
`;

const Original = styled.s`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Discount = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  font-weight: 600;
`;

/** Two lines at most: a long title ends in an ellipsis, so every tile of a row is as tall. */
const Title = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  font-size: 0.95rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Condition = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Gone = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
`;

/** Over the photo's top corner, outside the link: a button may not sit inside a link. */
const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(1)};
`;

/**
 * The heart that saves a listing (`$saved`: filled, red), round and 44 px (a finger's target),
 * white so it reads over any photo: `<HeartButton $saved aria-pressed aria-label="Saved">`.
 */
export const HeartButton = styled.button<{ $saved: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  font-size: 1.35rem;
  line-height: 1;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $saved }) => ($saved ? theme.colors.danger : theme.colors.muted)};
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

interface ProductTileProps {
  product: Product;
  /** The heart (a button of its own) over the photo's corner. */
  heart?: ReactNode;
  /** Loads the photo at once: a tile on the first screen. Others wait until they are near. */
  eager?: boolean;
}

/**
 * A listing as a photo-first tile: a square photo, the price large with the original struck
 * through and the discount, the title (two lines at most) and the condition. The tile (an article
 * named by its title) is one link to the product's page; `heart` sits over the photo beside it.
 */
export function ProductTile({ product, heart, eager = false }: ProductTileProps) {
  const sized = useImageSizer();
  const id = useId();
  const discount = discountPercent(product.orgprice, product.resprice);
  const gone = product.state === 'available' ? null : GONE[product.state];
  // Named by its title; the price, the condition and a sold listing's badge describe it.
  const described = [`${id}-price`, `${id}-condition`, ...(gone ? [`${id}-gone`] : [])].join(' ');
  return (
    <Tile aria-labelledby={`${id}-title`}>
      <TileLink to={paths.product(product._id)} aria-labelledby={`${id}-title`} aria-describedby={described}>
        <Photo
          {...sized(product.imageUrl, TILE_PHOTO_SIZES)}
          alt=""
          width={320}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {gone && (
          <Gone id={`${id}-gone`} $tone="neutral">
            {gone}
          </Gone>
        )}
        <PriceLine id={`${id}-price`}>
          <Price>{dollars(toCents(product.resprice))}</Price>
          {discount > 0 && (
            <>
              <span className="visually-hidden">Original price</span>
              <Original>{dollars(toCents(product.orgprice))}</Original>
              <Discount>-{discount}%</Discount>
            </>
          )}
        </PriceLine>
        <Title id={`${id}-title`}>{product.title}</Title>
        <Condition id={`${id}-condition`}>{product.condition}</Condition>
      </TileLink>
      {heart && <Corner>{heart}</Corner>}
    </Tile>
  );
}
