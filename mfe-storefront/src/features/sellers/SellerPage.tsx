import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type SellerProfile } from '@replay/contract';
import {
  Avatar,
  Badge,
  formatMonth,
  Loading,
  PageTitle,
  QueryContent,
  timeAgo,
  useAuth,
  type LoginRedirectState,
  NextStepLink,
} from '@replay/platform';
import { useSearchProducts } from '../../api/search-products';
import { ProductTiles } from '../../components/ProductGrid';
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

const SignInNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The seller's listings: the search's, which anyone may see. */
const useSellerProducts = (sellerId: string) => useSearchProducts(new URLSearchParams({ seller: sellerId }).toString());

function SellerProducts({ sellerId }: { sellerId: string }) {
  const products = useSellerProducts(sellerId);
  return (
    <QueryContent
      query={products}
      label="Loading products"
      minHeight={160}
      empty={
        <>
          No products for sale right now
          <NextStepLink to={paths.search()}>Browse games</NextStepLink>
        </>
      }
    >
      {(items) => <ProductTiles products={items} label="For sale" />}
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

interface SellerHeading {
  name: string;
  verified: boolean;
  /** Beside the name: the avatar, from the profile. */
  avatar?: ReactNode;
  /** Under the name: membership and rating. */
  facts: ReactNode;
}

/** Who the seller is, then what they sell and what buyers said (`reviews`). */
function SellerDetails({
  sellerId,
  heading,
  reviews,
}: {
  sellerId: string;
  heading: SellerHeading;
  reviews: ReactNode;
}) {
  return (
    <article aria-labelledby="seller-name">
      <Header>
        {heading.avatar}
        <div>
          <PageTitle id="seller-name">
            {heading.name}{' '}
            {heading.verified && (
              <Badge $tone="info" title="Verified seller">
                Verified
              </Badge>
            )}
          </PageTitle>
          <p>{heading.facts}</p>
        </div>
      </Header>
      <Section aria-labelledby="seller-products">
        <h2 id="seller-products">For sale</h2>
        <SellerProducts sellerId={sellerId} />
      </Section>
      <Section aria-labelledby="seller-reviews">
        <h2 id="seller-reviews">Reviews</h2>
        {reviews}
      </Section>
    </article>
  );
}

/** A signed-in visitor: the seller's profile (GET /sellers/{id}) and reviews. */
function SellerForMember({ sellerId }: { sellerId: string }) {
  const seller = useSeller(sellerId);
  return (
    <QueryContent query={seller} label="Loading seller" minHeight={320}>
      {(profile: SellerProfile) => (
        <SellerDetails
          sellerId={sellerId}
          heading={{
            name: profile.name,
            verified: profile.verified,
            avatar: <Avatar src={profile.img || null} alt={profile.name} size={72} />,
            facts: (
              <>
                <span>Member since {formatMonth(profile.memberSince)}</span>
                <SellerRating rating={profile.rating} />
              </>
            ),
          }}
          reviews={<SellerReviews sellerId={sellerId} />}
        />
      )}
    </QueryContent>
  );
}

/**
 * A signed-out visitor, who may not ask for the profile or the reviews: the name, badge and
 * rating their listings carry, the listings, and a way to sign in for the reviews.
 */
function SellerForVisitor({ sellerId }: { sellerId: string }) {
  // The listings' own "Load more" is under them (SellerProducts), not under the page.
  const { isPending, isError, error, data, refetch } = useSellerProducts(sellerId);
  const location = useLocation();
  const signIn: LoginRedirectState = { from: location };
  return (
    <QueryContent query={{ isPending, isError, error, data, refetch }} label="Loading seller" minHeight={320}>
      {([listing]) => (
        <SellerDetails
          sellerId={sellerId}
          heading={{
            name: listing?.sellerName ?? 'Seller',
            verified: listing?.verified ?? false,
            facts: listing && <SellerRating rating={listing.sellerRating} />,
          }}
          reviews={
            <SignInNote>
              Sign in to read what buyers said.
              <NextStepLink to={paths.login} state={signIn}>
                Sign in
              </NextStepLink>
            </SignInNote>
          }
        />
      )}
    </QueryContent>
  );
}

/** `/seller/{id}` (public): who the seller is, what they sell, and (signed in) what buyers said. */
export function Component() {
  const sellerId = useParams().id ?? '';
  const { user, loading } = useAuth();
  if (loading) return <Loading label="Loading seller" minHeight={320} />;
  return user ? <SellerForMember sellerId={sellerId} /> : <SellerForVisitor sellerId={sellerId} />;
}
