import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@replay/contract';
import { Badge, LoadError, Loading, PageTitle, useImageSizer } from '@replay/platform';
import { CoverPhoto } from '../../components/CoverPhoto';
import { useProduct } from './api/get-product';
import { ProductActions } from '../../components/ProductActions';
import { ProductFacts } from '../../components/ProductFacts';
import { AskSellerButton } from './AskSellerButton';

const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 420px) 1fr;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Photo = styled(CoverPhoto)`
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** `/product/{id}` (signed in), the card's See more: every field, a larger photo, Book, Report and Ask the seller. */
export function Component() {
  const productId = useParams().id ?? '';
  const product = useProduct(productId);
  const sized = useImageSizer();

  if (product.isPending) return <Loading label="Loading product" minHeight={420} />;
  if (product.isError) return <LoadError error={product.error} onRetry={() => void product.refetch()} />;

  const item = product.data;
  return (
    <Layout aria-labelledby="product-title">
      <Photo {...sized(item.imageUrl, '(max-width: 768px) 100vw, 420px')} alt={item.title} width={640} height={480} />
      <Details>
        <div>
          <PageTitle id="product-title">
            {item.title} {!item.status && <Badge $tone="danger">Sold</Badge>}
          </PageTitle>
          <Link to={paths.category(item.category_id)}>More in this category</Link>
        </div>
        <p>{item.description}</p>
        <ProductFacts product={item} detailed />
        <ProductActions product={item} />
        <AskSellerButton product={item} />
      </Details>
    </Layout>
  );
}
