import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type Product } from '@replay/contract';
import { Badge, ProductThumb } from '@replay/platform';
import { previewDescription } from '../utils/format';
import { ProductActions } from './ProductActions';
import { ProductFacts } from './ProductFacts';
import { cardSurface } from './styles';

const Card = styled.article`
  display: grid;
  grid-template-columns: 64px 1fr;
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  ${cardSurface}
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  h2,
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * A product in a grid: preview, facts, See more, Book and Report. Its title is an `h2` under the
 * page's `h1`, or `headingLevel` 3 inside a page section of its own.
 */
export function ProductCard({ product, headingLevel = 2 }: { product: Product; headingLevel?: 2 | 3 }) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Card aria-labelledby={titleId}>
      <ProductThumb src={product.imageUrl} alt={product.title} lazy />
      <Body>
        <Heading id={titleId}>
          {product.title} {!product.status && <Badge $tone="danger">Sold</Badge>}
        </Heading>
        <p>
          {previewDescription(product.description)}{' '}
          <Link to={paths.product(product._id)} aria-label={`See more about ${product.title}`}>
            See more
          </Link>
        </p>
        <ProductFacts product={product} />
        <ProductActions product={product} />
      </Body>
    </Card>
  );
}
