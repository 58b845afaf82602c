import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type Product } from '@replay/contract';
import { Badge, useImageSizer } from '@replay/platform';
import { previewDescription } from '../utils/format';
import { ProductActions } from './ProductActions';
import { ProductFacts } from './ProductFacts';

const Card = styled.article`
  display: grid;
  grid-template-columns: 64px 1fr;
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** Card images are 64 px wide; the 4:3 height is reserved before they load. */
const Thumb = styled.img`
  display: block;
  width: 64px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};
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
  const sized = useImageSizer();
  return (
    <Card aria-labelledby={titleId}>
      <Thumb
        {...sized(product.imageUrl, 64)}
        alt={product.title}
        width={64}
        height={48}
        loading="lazy"
        decoding="async"
      />
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
