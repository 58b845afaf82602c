import { Fragment, useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  OFFER_LIVE_STATES,
  OFFER_MAX_ROUNDS,
  OFFER_STATE_LABELS,
  paths,
  type Offer,
  type OfferState,
} from '@replay/contract';
import { Badge, ButtonRow, dollars, formatDateTime, type BadgeTone } from '@replay/platform';
import { cardSurface } from '../../../components/styles';
import { TouchButton } from '../../../components/TouchButton';
import { canCounter } from '../../../utils/offer-rules';
import { timeLeft } from '../../../utils/format';

/** Which side of an offer the signed-in member is on. */
export type OfferSide = 'buyer' | 'seller';

/** What a member may do with an offer from its card. */
export type OfferAction = 'accept' | 'decline' | 'counter' | 'withdraw' | 'newOffer';

/**
 * Who may act, and how: the seller answers an open offer (Accept, Decline, Counter while a round is
 * left and a cent fits between), the buyer a counter (Accept, Decline, a new offer while a round is
 * left); the buyer may withdraw either. Nothing once the time to answer is up.
 */
export function offerActions(offer: Offer, side: OfferSide, now: number): OfferAction[] {
  if (!OFFER_LIVE_STATES.includes(offer.state) || timeLeft(offer.expiresAt, now) === null) return [];
  const roundLeft = offer.round < OFFER_MAX_ROUNDS;
  if (side === 'seller') {
    if (offer.state !== 'open') return [];
    return roundLeft && canCounter(offer.amountCents, offer.listedCents)
      ? ['accept', 'decline', 'counter']
      : ['accept', 'decline'];
  }
  return offer.state === 'countered'
    ? ['accept', 'decline', 'withdraw', ...(roundLeft ? ['newOffer' as const] : [])]
    : ['withdraw'];
}

const TONES: Record<OfferState, BadgeTone> = {
  open: 'info',
  countered: 'warning',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'neutral',
  expired: 'neutral',
  lapsed: 'danger',
  superseded: 'neutral',
};

/** The card's heading: whose amount is on the table, and how much. */
function headingOf(offer: Offer, side: OfferSide): string {
  const amount = dollars(offer.amountCents);
  if (offer.state === 'open')
    return side === 'buyer' ? `Your offer: ${amount}` : `Offer from ${offer.buyerName}: ${amount}`;
  if (offer.state === 'countered')
    return side === 'seller' ? `Your counter-offer: ${amount}` : `Counter-offer from ${offer.sellerName}: ${amount}`;
  if (offer.state === 'accepted') return `Agreed price: ${amount}`;
  return `Offer: ${amount}`;
}

const Card = styled.article`
  ${cardSurface}
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  /* Given focus once an answer is in (the button that had it is gone). */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

/** The facts in a row that wraps: listed price, round, time left. */
const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.muted};
`;

const ACTION_LABELS: Record<Exclude<OfferAction, 'newOffer'>, string> = {
  accept: 'Accept',
  decline: 'Decline',
  counter: 'Counter',
  withdraw: 'Withdraw',
};

export interface OfferCardProps {
  offer: Offer;
  side: OfferSide;
  now: number;
  /** The product can still be paid for (not sold): an accepted offer's payment is still to come. */
  payable: boolean;
  /** An action's button was pressed (all but the new offer, which `renderNewOffer` draws). */
  onAction: (offer: Offer, action: Exclude<OfferAction, 'newOffer'>) => void;
  /** The buyer's "Make a new offer", given the heading's id (what it is about). */
  renderNewOffer: (headingId: string) => ReactNode;
  /**
   * Counts the answers given to this offer from here (0: none): at each, focus comes to the card,
   * whose button has gone.
   */
  answers: number;
}

/**
 * One offer in a thread: the amount on the table, the listed price, its state, the round, the time
 * left to answer, and for an accepted one until when to pay (Pay now for the buyer); then the
 * actions of whoever may act.
 */
export function OfferCard({ offer, side, now, payable, onAction, renderNewOffer, answers }: OfferCardProps) {
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  // An effect, so it runs after the closing dialog has given focus back to the button that opened it.
  useEffect(() => {
    if (answers) card.current?.focus();
  }, [answers]);
  const live = OFFER_LIVE_STATES.includes(offer.state);
  const left = timeLeft(offer.expiresAt, now);
  const actions = offerActions(offer, side, now);
  // An accepted offer not paid yet: until when, and for its buyer the booking to pay.
  const payUntil =
    offer.state === 'accepted' && payable && offer.payUntil && timeLeft(offer.payUntil, now) ? offer.payUntil : null;
  const payBooking = payUntil && side === 'buyer' ? offer.bookingId : undefined;

  return (
    <Card aria-labelledby={headingId} ref={card} tabIndex={-1}>
      <Header>
        <h3 id={headingId}>{headingOf(offer, side)}</h3>
        <Badge $tone={TONES[offer.state]}>{OFFER_STATE_LABELS[offer.state]}</Badge>
      </Header>
      <Facts>
        <li>Listed at {dollars(offer.listedCents)}</li>
        <li>
          Round {offer.round} of {OFFER_MAX_ROUNDS}
        </li>
        {live && <li>{left ? `Expires in ${left}` : 'Time to answer is up'}</li>}
      </Facts>
      {payUntil && (
        <p>
          Pay by <time dateTime={payUntil}>{formatDateTime(payUntil)}</time>
        </p>
      )}
      {(actions.length > 0 || payBooking) && (
        <ButtonRow>
          {payBooking && (
            <TouchButton as={Link} to={paths.payment(payBooking)} $small aria-describedby={headingId}>
              Pay now
            </TouchButton>
          )}
          {actions.map((action) =>
            action === 'newOffer' ? (
              <Fragment key={action}>{renderNewOffer(headingId)}</Fragment>
            ) : (
              <TouchButton
                key={action}
                type="button"
                $small
                $variant={action === 'accept' ? 'primary' : action === 'counter' ? 'secondary' : 'ghost'}
                aria-haspopup="dialog"
                aria-describedby={headingId}
                onClick={() => onAction(offer, action)}
              >
                {ACTION_LABELS[action]}
              </TouchButton>
            ),
          )}
        </ButtonRow>
      )}
    </Card>
  );
}
