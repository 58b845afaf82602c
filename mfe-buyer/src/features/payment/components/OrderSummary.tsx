import styled from 'styled-components';
import type { Booking } from '@replay/contract';
import { useImageSizer } from '@replay/platform';

const THUMB = 72;

const Card = styled.section`
  display: grid;
  grid-template-columns: ${THUMB}px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: ${THUMB}px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Thumb = styled.img`
  width: ${THUMB}px;
  height: ${THUMB}px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

/** "Seller Sam", "Meeting place Main Street": each fact under its muted label. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(2)};
  row-gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-size: 0.9rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Price = styled.dl`
  margin: 0;
  text-align: right;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: 2;
    text-align: left;
  }
`;

/**
 * What is being paid for, at the top of the payment page: the product's photo, its title, who
 * sells it, where the buyer meets them (the booking's location) and the price.
 */
export function OrderSummary({ booking, price }: { booking: Booking; price: string }) {
  const sized = useImageSizer();
  return (
    <Card aria-label="Order summary">
      {/* A 4:3 photo cropped to a square: downloaded wide enough to fill its height. The title is beside it. */}
      <Thumb {...sized(booking.imageUrl, (THUMB * 4) / 3)} alt="" width={THUMB} height={THUMB} />
      <Details>
        <Title>{booking.productName}</Title>
        <Facts>
          <dt>Seller</dt>
          <dd>{booking.sellerName}</dd>
          <dt>Meeting place</dt>
          <dd>{booking.location}</dd>
        </Facts>
      </Details>
      <Price>
        <dt>Price</dt>
        <dd>{price}</dd>
      </Price>
    </Card>
  );
}
