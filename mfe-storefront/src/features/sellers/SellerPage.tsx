import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Badge, EmptyState, LoadError, LoadMore, Loading, PageTitle, timeAgo } from '@replay/platform';
import { useSearchProducts } from '../../api/search-products';
import { ProductCard } from '../../components/ProductCard';
import { useSeller, useSellerReviews } from './api/get-seller';
import { SellerRating } from '../../components/SellerRating';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};

  h2 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.25rem;
  }
`;

const ReviewList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

// "March 2024". Named here rather than with toLocaleDateString: the site speaks English only, and
// a page's first Intl formatting loads the browser's locale data (tens of ms of main thread).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const memberSince = (iso: string) => {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
};

function SellerProducts({ sellerId }: { sellerId: string }) {
  const products = useSearchProducts(new URLSearchParams({ seller: sellerId }).toString());
  if (products.isPending) return <Loading label="Loading products" minHeight={160} />;
  if (products.isError) return <LoadError error={products.error} onRetry={() => void products.refetch()} />;
  if (products.data.length === 0) return <EmptyState>No products for sale right now</EmptyState>;
  return (
    <>
      <Grid>
        {products.data.map((product) => (
          <ProductCard key={product._id} product={product} headingLevel={3} />
        ))}
      </Grid>
      <LoadMore query={products} />
    </>
  );
}

function SellerReviews({ sellerId }: { sellerId: string }) {
  const reviews = useSellerReviews(sellerId);
  if (reviews.isPending) return <Loading label="Loading reviews" minHeight={120} />;
  if (reviews.isError) return <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (reviews.data.length === 0) return <EmptyState>No reviews yet</EmptyState>;
  return (
    <>
      <ReviewList>
        {reviews.data.map((review) => (
          <li key={review._id}>
            <strong role="img" aria-label={`${review.rating} out of 5 stars`}>
              {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}
            </strong>{' '}
            <small>
              {review.buyerName} · <time dateTime={review.date}>{timeAgo(review.date)}</time>
            </small>
            {review.comment && <p>{review.comment}</p>}
          </li>
        ))}
      </ReviewList>
      <LoadMore query={reviews} />
    </>
  );
}

/** `/seller/{id}` (signed in): who the seller is, what they sell, and what buyers said. */
export function Component() {
  const sellerId = useParams().id ?? '';
  const seller = useSeller(sellerId);

  if (seller.isPending) return <Loading label="Loading seller" minHeight={320} />;
  if (seller.isError) return <LoadError error={seller.error} onRetry={() => void seller.refetch()} />;

  const profile = seller.data;
  return (
    <article aria-labelledby="seller-name">
      <Header>
        <Avatar src={profile.img || null} alt={profile.name} size={72} />
        <div>
          <PageTitle id="seller-name">
            {profile.name}{' '}
            {profile.verified && (
              <Badge $tone="info" title="Verified seller">
                Verified
              </Badge>
            )}
          </PageTitle>
          <p>
            <span>Member since {memberSince(profile.memberSince)}</span>
            <SellerRating rating={profile.rating} />
          </p>
        </div>
      </Header>
      <Section aria-labelledby="seller-products">
        <h2 id="seller-products">For sale</h2>
        <SellerProducts sellerId={sellerId} />
      </Section>
      <Section aria-labelledby="seller-reviews">
        <h2 id="seller-reviews">Reviews</h2>
        <SellerReviews sellerId={sellerId} />
      </Section>
    </article>
  );
}
