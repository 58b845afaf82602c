import styled from 'styled-components';
import type { Product } from '@replay/contract';
import { ProductCard } from './ProductCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

/** Products as cards, in as many columns of at least 340 px as fit (one on a phone). */
export function ProductGrid({ products, headingLevel }: { products: readonly Product[]; headingLevel?: 2 | 3 }) {
  return (
    <Grid>
      {products.map((product) => (
        <ProductCard key={product._id} product={product} headingLevel={headingLevel} />
      ))}
    </Grid>
  );
}
