import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, wasPrice, type ProductDetail } from '@replay/contract';
import { Badge, PageTitle, QueryContent } from '@replay/platform';
import { useProduct } from './api/get-product';
import { ProductActions } from '../../components/ProductActions';
import { ProductFacts, STATE_LABELS } from '../../components/ProductFacts';
import { ProductGallery } from './components/ProductGallery';
import { AskSellerButton } from './AskSellerButton';
import { ProductOfferButton } from './ProductOfferButton';

const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 420px) 1fr;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
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

/** To the public notice form with this listing's address filled in: a notice with an explanation, beside the spec's Report. */
const NoticeLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** The listing's photos, every field, Book, Make an offer, Report and Ask the seller. */
function ProductDetails({ item }: { item: ProductDetail }) {
  const available = item.state === 'available';
  return (
    <Layout aria-labelledby="product-title">
      {/* React puts it in the document's head while the page shows. */}
      {!available && <meta name="robots" content="noindex" />}
      <ProductGallery images={item.images} title={item.title} />
      <Details>
        <div>
          <PageTitle id="product-title">
            {item.title}{' '}
            {!available && (
              <Badge $tone={item.state === 'sold' ? 'danger' : 'neutral'}>{STATE_LABELS[item.state]}</Badge>
            )}
          </PageTitle>
          <Link to={paths.category(item.category_id)}>More in this category</Link>
        </div>
        <p>{item.description}</p>
        <ProductFacts product={item} detailed was={available ? wasPrice(item.priceHistory) : undefined} />
        <ProductActions product={item} bookOnlyAvailable besideBook={<ProductOfferButton product={item} />} />
        <AskSellerButton product={item} />
        <NoticeLink to={paths.reportContent(`${window.location.origin}${paths.product(item._id)}`)}>
          Report this listing to our team
        </NoticeLink>
      </Details>
    </Layout>
  );
}

/**
 * `/product/{id}` (signed in), the card's See more: the photos, every field, Book, Make an offer, Report and Ask the seller. A
 * closed or sold listing still opens: it reads "No longer available" or "Sold", offers no Book,
 * and asks search engines not to index it. Below a price lower than any of the last 30 days': "Was".
 */
export function Component() {
  const product = useProduct(useParams().id ?? '');
  return (
    <QueryContent query={product} label="Loading product" minHeight={420}>
      {(item) => <ProductDetails item={item} />}
    </QueryContent>
  );
}
