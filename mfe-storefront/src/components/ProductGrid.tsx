import styled from 'styled-components';
import type { Product } from '@replay/contract';
import { ProductTile, ProductTileList } from '@replay/platform';
import { ProductCard } from './ProductCard';
import { SaveButton } from './SaveButton';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space(4)};
  }
`;

/** Products as cards, in as many columns of at least 340 px as fit (one on a phone): a category's page. */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <Grid>
      {products.map((product) => (
        <ProductCard key={product._id} product={product} />
      ))}
    </Grid>
  );
}

/** The photos of a phone's first screen (two rows of two) load at once; the others as they near. */
const FIRST_SCREEN_TILES = 4;

/** Products as photo-first tiles with the heart, two columns on a phone: search results, a seller's listings. */
export function ProductTiles({ products, label }: { products: readonly Product[]; label: string }) {
  return (
    <ProductTileList aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductTile product={product} heart={<SaveButton product={product} />} eager={index < FIRST_SCREEN_TILES} />
        </li>
      ))}
    </ProductTileList>
  );
}
