import { useState } from 'react';
import styled from 'styled-components';
import type { SellerBooking } from '@replay/contract';
import { Badge, formatDate, formatDateTime } from '@replay/platform';
import { TouchButton } from '../../../components/TouchButton';
import { isFuture } from '../../../utils/dates';
import { DisputeSummary } from './DisputeSummary';
import { HandoverDialog } from './HandoverDialog';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  justify-items: start;
  p {
    margin: 0;
  }
  /* In the wide table a readable column (the table scrolls in its box); a phone's card is narrower. */
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    min-width: 15rem;
  }
`;

/**
 * Where a paid order stands after the payment: to hand over (by when; "Confirm handover" with the
 * buyer's code, or locked until an hour after too many wrong codes), handed over and under the
 * buyer's protection until a date, then released to the seller; and any problem the buyer reported.
 * Nothing for an order that is not paid.
 */
export function HandoverCell({ booking }: { booking: SellerBooking }) {
  const [confirming, setConfirming] = useState(false);
  const { handoverAt, protectionEndsAt, handoverDueAt, handoverLockedUntil, dispute } = booking;
  const toHandOver = booking.state === 'paid' && !handoverAt && !booking.refundedCents;
  // A full refund makes the booking `refunded`; an open problem holds the money past the window.
  const released =
    booking.state === 'paid' && Boolean(handoverAt) && !isFuture(protectionEndsAt) && dispute?.state !== 'open';
  const locked = isFuture(handoverLockedUntil);

  if (!handoverAt && !toHandOver && !dispute) return null;
  return (
    <Stack>
      {handoverAt && (
        <p>
          <Badge $tone="success">Handed over</Badge> <time dateTime={handoverAt}>{formatDate(handoverAt)}</time>
        </p>
      )}
      {handoverAt && protectionEndsAt && isFuture(protectionEndsAt) && (
        <p>
          Buyer protection until <time dateTime={protectionEndsAt}>{formatDate(protectionEndsAt)}</time>
        </p>
      )}
      {released && <Badge $tone="success">Released</Badge>}
      {toHandOver && (
        <>
          {handoverDueAt && (
            <p>
              Hand it over by <time dateTime={handoverDueAt}>{formatDate(handoverDueAt)}</time>
            </p>
          )}
          {locked && (
            <p>
              Too many wrong codes: locked until{' '}
              <time dateTime={handoverLockedUntil!}>{formatDateTime(handoverLockedUntil!)}</time>
            </p>
          )}
          <TouchButton
            type="button"
            $small
            disabled={locked}
            onClick={() => setConfirming(true)}
            aria-label={`Confirm handover of ${booking.productName} to ${booking.buyerName}`}
          >
            Confirm handover
          </TouchButton>
        </>
      )}
      {dispute && <DisputeSummary dispute={dispute} productName={booking.productName} />}
      {confirming && <HandoverDialog booking={booking} onClose={() => setConfirming(false)} />}
    </Stack>
  );
}
