import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { discountPercent, paths, toCents, wasPrice, type ProductDetail } from '@replay/contract';
import { dollars, TouchButton } from '@replay/platform';
import { BookButton } from '../../../components/ProductActions';
import { useMyBooking } from '../../../hooks/use-my-booking';
import { ProductOfferButton } from '../ProductOfferButton';

/*
 * The price and the one thing to do about it. On a phone the bar stays at the bottom of the screen
 * (above the shell's tab bar, which says how tall it is in --replay-bottom-bar-height), so Book is
 * in reach without scrolling; its buttons share the full width.
 */
const Bar = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  /* Last of the page's rows (its column is display: contents there), so it stays over all of them. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    order: 1;
    position: sticky;
    bottom: var(--replay-bottom-bar-height, 0px);
    z-index: 2;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)}
      max(${({ theme }) => theme.space(3)}, env(safe-area-inset-bottom));
    margin: 0 ${({ theme }) => theme.space(-4)};
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.06);
  }
`;

const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Price = styled.strong`
  font-size: 2rem;
  line-height: 1.1;

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: 1.5rem;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** White on the success green: 5:1. */
const Discount = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-wrap: nowrap;
    & > * {
      flex: 1 1 0;
    }
  }
`;

/** The page's main button: larger than a card's. */
const Main = styled(BookButton)`
  min-width: 10rem;
`;

/** Secondary beside Book: outlined, not a second filled button. */
const Offer = styled(ProductOfferButton)`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  border-color: ${({ theme }) => theme.colors.primary};
`;

const Bought = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  font-weight: 600;
`;

/**
 * The price (the original struck through, the discount, "Was" under a recent drop) and what the
 * visitor can do: Book and Make an offer; "You booked this — Pay now" once this buyer booked it and
 * has not paid; "You bought this" once they did. A listing not for sale offers nothing to book.
 */
export function BuyBar({ product }: { product: ProductDetail }) {
  const mine = useMyBooking(product._id);
  const available = product.state === 'available';
  const discount = discountPercent(product.orgprice, product.resprice);
  const was = available ? wasPrice(product.priceHistory) : undefined;

  let actions = null;
  if (mine.state === 'to-pay') {
    actions = (
      <TouchButton as={Link} to={paths.payment(mine.booking._id)}>
        You booked this — Pay now
      </TouchButton>
    );
  } else if (mine.state === 'paid') {
    actions = (
      <Bought>
        You bought this
        <TouchButton as={Link} to={paths.myOrders} $small $variant="ghost">
          My Orders
        </TouchButton>
      </Bought>
    );
  } else if (available) {
    actions = (
      <>
        <Main product={product} large />
        <Offer product={product} />
      </>
    );
  }

  return (
    <Bar aria-label="Price">
      <Prices>
        <Price>{dollars(toCents(product.resprice))}</Price>
        {discount > 0 && (
          <>
            <Muted>
              <span className="visually-hidden">Original price </span>
              <s>{dollars(toCents(product.orgprice))}</s>
            </Muted>
            <Discount>-{discount}%</Discount>
          </>
        )}
        {was !== undefined && <Muted>Was {dollars(toCents(was))}</Muted>}
      </Prices>
      {actions && <Actions>{actions}</Actions>}
    </Bar>
  );
}
