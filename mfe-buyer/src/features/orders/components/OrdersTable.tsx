import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { formatPrice, OFFER_STATE_LABELS, paths, type Booking } from '@replay/contract';
import { Badge, ButtonRow, ConfirmModal, Table, useConfirmedAction, type TableColumn } from '@replay/platform';
import { useCancelBooking } from '../../../api/bookings';
import { MessageSellerButton } from '../../../components/MessageSellerButton';
import { ProductName } from '../../../components/ProductName';
import { SellerMobile } from '../../../components/SellerMobile';
import { TouchButton, TouchLink } from '../../../components/touch-targets';
import { PaymentCell } from './PaymentCell';

// The review form (and the form library under it) is not part of My Orders' first screen: its
// code loads when "Rate seller" is pointed at, focused or pressed.
const loadRateSeller = () => import('./RateSellerModal');
const RateSellerModal = lazy(async () => ({ default: (await loadRateSeller()).RateSellerModal }));
const prefetchRateSeller = () => void loadRateSeller().catch(() => undefined);

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A price and its label as one element, so that on a phone the cell stays one line of the row's card
 * (the label wraps under the price where the line is too narrow).
 */
const PriceLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The Actions cell: how to reach the seller (their mobile when the API shares it, Message seller), then the order's actions. */
const SellerContact = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
`;

/** What the buyer can still do with an order: cancel it while unpaid, rate the seller once paid (beside Message seller). */
function OrderActions({ booking, onCancel, onRate }: { booking: Booking; onCancel: () => void; onRate: () => void }) {
  if (booking.paid) {
    return booking.reviewed ? (
      <Muted>Rated</Muted>
    ) : (
      <TouchButton
        type="button"
        $small
        $variant="secondary"
        onClick={onRate}
        onPointerEnter={prefetchRateSeller}
        onFocus={prefetchRateSeller}
        aria-label={`Rate seller of ${booking.productName}`}
      >
        Rate seller
      </TouchButton>
    );
  }
  if (booking.cancelled || !booking.status) return null;
  return (
    <TouchButton
      type="button"
      $small
      $variant="ghost"
      onClick={onCancel}
      aria-label={`Cancel booking of ${booking.productName}`}
    >
      Cancel
    </TouchButton>
  );
}

export function OrdersTable({ bookings }: { bookings: readonly Booking[] }) {
  const cancel = useConfirmedAction({
    mutation: useCancelBooking(),
    variablesOf: (booking: Booking) => booking,
    successText: 'Booking cancelled',
  });
  const [rating, setRating] = useState<Booking | null>(null);

  const columns: ReadonlyArray<TableColumn<Booking>> = [
    { header: '#', cell: (_, index) => index + 1 },
    {
      header: 'Name',
      cell: (booking) => (
        <ProductName imageUrl={booking.imageUrl}>
          <span>{booking.productName}</span>
        </ProductName>
      ),
    },
    {
      header: 'Price',
      // A booking made from an accepted offer is at the agreed price: the label says so.
      cell: (booking) => (
        <PriceLine>
          {`$${formatPrice(booking.price)}`}
          {booking.offerId && <Badge $tone="success">{OFFER_STATE_LABELS.accepted}</Badge>}
        </PriceLine>
      ),
    },
    {
      header: 'Status',
      cell: (booking) => (booking.status ? <Badge $tone="info">Available</Badge> : <Badge $tone="neutral">Sold</Badge>),
    },
    { header: 'Payment', cell: (booking) => <PaymentCell booking={booking} /> },
    {
      header: 'Actions',
      cell: (booking) => (
        <SellerContact>
          <SellerMobile mobile={booking.sellerMobile} />
          <ButtonRow>
            <MessageSellerButton booking={booking} />
            <OrderActions booking={booking} onCancel={() => cancel.ask(booking)} onRate={() => setRating(booking)} />
          </ButtonRow>
        </SellerContact>
      ),
    },
  ];

  return (
    <>
      <Table
        columns={columns}
        rows={bookings}
        rowKey={(booking) => booking._id}
        emptyText={
          <>
            <p>You haven't Order any product yet</p>
            <TouchLink to={paths.search()}>Browse games</TouchLink>
          </>
        }
      />
      <ConfirmModal {...cancel.modalProps} title="Cancel this booking?">
        {cancel.target && (
          <p>
            Your booking of <strong>{cancel.target.productName}</strong> will be cancelled. You can book it again while
            it is for sale.
          </p>
        )}
      </ConfirmModal>
      {rating && (
        <Suspense fallback={null}>
          <RateSellerModal booking={rating} onClose={() => setRating(null)} />
        </Suspense>
      )}
    </>
  );
}
