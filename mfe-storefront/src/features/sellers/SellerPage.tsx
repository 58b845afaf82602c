import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { SellerProfile } from '@replay/contract';
import { Avatar, Badge, formatMonth, PageTitle, QueryContent, timeAgo } from '@replay/platform';
import { useSearchProducts } from '../../api/search-products';
import { ProductGrid } from '../../components/ProductGrid';
import { useSeller, useSellerReviews } from './api/get-seller';
import { SellerRating } from '../../components/SellerRating';
import { plainList } from '../../components/styles';

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

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.25rem;
  }
`;

const ReviewList = styled.ol`
  ${plainList(4)}

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

function SellerProducts({ sellerId }: { sellerId: string }) {
  const products = useSearchProducts(new URLSearchParams({ seller: sellerId }).toString());
  return (
    <QueryContent query={products} label="Loading products" minHeight={160} empty="No products for sale right now">
      {(items) => <ProductGrid products={items} headingLevel={3} />}
    </QueryContent>
  );
}

function SellerReviews({ sellerId }: { sellerId: string }) {
  const reviews = useSellerReviews(sellerId);
  return (
    <QueryContent query={reviews} label="Loading reviews" minHeight={120} empty="No reviews yet">
      {(items) => (
        <ReviewList>
          {items.map((review) => (
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
      )}
    </QueryContent>
  );
}

/** The seller's profile, then what they sell and what buyers said. */
function SellerDetails({ sellerId, profile }: { sellerId: string; profile: SellerProfile }) {
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
            <span>Member since {formatMonth(profile.memberSince)}</span>
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

/** `/seller/{id}` (signed in): who the seller is, what they sell, and what buyers said. */
export function Component() {
  const sellerId = useParams().id ?? '';
  const seller = useSeller(sellerId);
  return (
    <QueryContent query={seller} label="Loading seller" minHeight={320}>
      {(profile) => <SellerDetails sellerId={sellerId} profile={profile} />}
    </QueryContent>
  );
}
