import styled from 'styled-components';
import type { SellerRating as Rating } from '@replay/contract';

const Text = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  white-space: nowrap;
`;

/** "★ 4.6 (12)": the mean of the seller's reviews and how many; "No reviews yet" before the first. */
export function SellerRating({ rating }: { rating: Rating }) {
  if (rating.count === 0) return <Text>No reviews yet</Text>;
  const label = `Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
  return (
    <Text role="img" aria-label={label} title={label}>
      ★ {rating.average.toFixed(1)} ({rating.count})
    </Text>
  );
}
