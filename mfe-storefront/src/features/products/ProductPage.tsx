import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, toCents, type ProductDetail } from '@replay/contract';
import { Badge, dollars, PageTitle, QueryContent, useDocumentMeta } from '@replay/platform';
import { useProduct } from './api/get-product';
import { ReportButton } from '../../components/ProductActions';
import { STATE_LABELS } from '../../components/ProductFacts';
import { SaveButton } from '../../components/SaveButton';
import { previewDescription } from '../../utils/format';
import { BuyBar } from './components/BuyBar';
import { ProductDetailsList } from './components/ProductDetailsList';
import { ProductGallery } from './components/ProductGallery';
import { SellerCard } from './components/SellerCard';

const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 420px) 1fr;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(5)};
  }
`;

/*
 * On a phone its parts become the article's own rows (display: contents), so the price bar can stay
 * at the bottom of the screen for the whole article, not only while this column is in view.
 */
const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: contents;
  }
`;

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  h1 {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

/** Quiet links, a finger's size on a phone. */
const Quiet = styled(Row)`
  a {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;

/** The listing's photos, price and Book, the seller, every detail, and Report. */
function ProductDetails({ item }: { item: ProductDetail }) {
  const available = item.state === 'available';
  useDocumentMeta(`${item.title} · ${dollars(toCents(item.resprice))}`, previewDescription(item.description));
  return (
    <Layout aria-labelledby="product-title">
      {/* React puts it in the document's head while the page shows. */}
      {!available && <meta name="robots" content="noindex" />}
      <ProductGallery images={item.images} title={item.title} />
      <Details>
        <Heading>
          <PageTitle id="product-title">
            {item.title}{' '}
            {!available && (
              <Badge $tone={item.state === 'sold' ? 'danger' : 'neutral'}>{STATE_LABELS[item.state]}</Badge>
            )}
          </PageTitle>
          <Quiet>
            <Link to={paths.category(item.category_id)}>More in this category</Link>
            <SaveButton product={item} />
          </Quiet>
        </Heading>
        <BuyBar product={item} />
        <p>{item.description}</p>
        <SellerCard product={item} />
        <ProductDetailsList product={item} />
        <Quiet>
          <ReportButton product={item} quiet />
          {/* The public notice form with this listing's address filled in: a notice with an explanation, beside the spec's Report. */}
          <Link to={paths.reportContent(`${window.location.origin}${paths.product(item._id)}`)}>
            Report this listing to our team
          </Link>
        </Quiet>
      </Details>
    </Layout>
  );
}

/**
 * `/product/{id}`, the card's See more, open to visitors too: the photos, the price with Book and
 * Make an offer (at the bottom of a phone's screen), the seller, every detail and Report; what needs
 * an account sends a visitor to sign in first. A closed or sold listing still opens: it reads "No
 * longer available" or "Sold", offers no Book, and asks search engines not to index it. Below a
 * price lower than any of the last 30 days': "Was".
 */
export function Component() {
  const product = useProduct(useParams().id ?? '');
  return (
    <QueryContent query={product} label="Loading product" minHeight={420}>
      {(item) => <ProductDetails item={item} />}
    </QueryContent>
  );
}
