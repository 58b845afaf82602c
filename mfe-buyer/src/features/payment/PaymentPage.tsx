import { useParams, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { paths, toCents, type Booking } from '@replay/contract';
import { ApiClientError, dollars, ErrorText, getErrorMessage, PageTitle, type PageLoaderArgs } from '@replay/platform';
import { bookingQueryOptions, useBooking } from '../../api/bookings';
import { TouchButton, TouchLink } from '../../components/touch-targets';
import { usePaymentIntent } from './api/create-payment-intent';
import { CheckoutForm } from './components/CheckoutForm';
import { OrderSummary } from './components/OrderSummary';
import { PaymentNotice } from './components/PaymentNotice';
import { PaymentSuccess } from './components/PaymentSuccess';
import { usePayBooking } from './hooks/use-pay-booking';

const Amount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: 1.1rem;
`;

/** Loads the booking before the screen shows; a missing or foreign booking fails with the server's message. */
export function loader({ params, queryClient, apiClient }: PageLoaderArgs): Promise<Booking> {
  return queryClient.ensureQueryData(bookingQueryOptions(apiClient, params.id ?? ''));
}

/** Why a booking can no longer be paid, in the server's words; undefined when it can. */
function unpayableReason(booking: Booking): string | undefined {
  if (booking.paid) return 'This booking is already paid';
  if (booking.cancelled) return 'This booking was cancelled';
  if (!booking.status) return 'Item is bought by another buyer';
  return undefined;
}

/** Payment (/dashboard/payment/:id): pay for one booking by card. */
export function Component() {
  const { id = '' } = useParams();
  const { data: booking } = useBooking(id);
  const payment = usePayBooking(booking);
  const { state } = payment;
  const reason = unpayableReason(booking);
  const intent = usePaymentIntent(booking, { enabled: !reason });
  const price = dollars(toCents(booking.price));
  const succeeded = state.status === 'succeeded';

  // A payment's outcome comes first: once it is recorded the booking is fetched again, paid.
  let body;
  if (succeeded) {
    body = <PaymentSuccess booking={booking} transactionId={state.transactionId} />;
  } else if (state.status === 'closed') {
    body = <PaymentNotice message={state.message} />;
  } else if (reason) {
    body = <PaymentNotice message={reason} />;
  } else if (intent.isError) {
    // 409: paid meanwhile, or sold to another buyer; anything else may pass on a retry.
    body =
      intent.error instanceof ApiClientError && intent.error.status === 409 ? (
        <PaymentNotice message={intent.error.message} />
      ) : (
        <div>
          <ErrorText>{getErrorMessage(intent.error)}</ErrorText>
          <TouchButton type="button" $variant="ghost" $small onClick={() => void intent.refetch()}>
            Try again
          </TouchButton>
        </div>
      );
  } else {
    body = (
      <CheckoutForm
        price={price}
        intentReady={intent.data !== undefined}
        paying={state.status === 'paying'}
        error={state.status === 'idle' ? state.error : undefined}
        onPay={(card) => void payment.pay(card)}
      />
    );
  }

  return (
    <section>
      <PageTitle>Payment for {booking.productName}</PageTitle>
      <OrderSummary booking={booking} price={price} />
      {/* Once paid there is nothing left to pay: the success says what happens next instead. */}
      {!succeeded && <Amount>Please pay {price} for this product</Amount>}
      {body}
    </section>
  );
}

/** A booking that does not exist or is someone else's: the server's message and a way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <section>
      <PageTitle>Something went wrong</PageTitle>
      <ErrorText>{getErrorMessage(error)}</ErrorText>
      <p>
        <TouchLink to={paths.myOrders}>Back to My Orders</TouchLink>
      </p>
    </section>
  );
}
