import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type Booking } from '@replay/contract';
import { ApiClientError, getErrorMessage, useApiClient } from '@replay/platform';
import { paymentIntentQueryOptions } from '../api/create-payment-intent';
import { useRecordPayment } from '../api/record-payment';
import type { CardPayment } from '../components/card-payment';

export type PayState =
  | { status: 'idle'; error?: string }
  | { status: 'paying' }
  | { status: 'succeeded'; transactionId: string }
  /** The booking can no longer be paid (sold to someone else, already paid): nothing to retry. */
  | { status: 'closed'; message: string };

/**
 * Paying a booking: confirm the intent with the card, then record the payment. The intent is asked
 * for again first: while the product's reservation runs the server answers the same one, unchanged;
 * once it has run out (the buyer left the page open) it takes the reservation again when it may, or
 * says why not, and no card is charged for a product another buyer is paying for. A payment runs
 * once at a time (a double click is ignored), and an intent that was confirmed is never confirmed
 * again: if recording failed, Pay only retries the record.
 */
export function usePayBooking(booking: Booking) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const recordPayment = useRecordPayment();
  const [state, setState] = useState<PayState>({ status: 'idle' });
  const inProgress = useRef(false);
  const confirmedIntent = useRef<string | null>(null);

  async function pay(card: CardPayment): Promise<void> {
    if (inProgress.current) return;
    inProgress.current = true;
    setState({ status: 'paying' });
    try {
      let transactionId = confirmedIntent.current;
      if (!transactionId) {
        const { clientSecret } = await queryClient.fetchQuery({
          ...paymentIntentQueryOptions(client, booking),
          staleTime: 0,
        });
        const result = await card.confirm(clientSecret, { name: booking.userName, email: booking.email });
        if ('error' in result) {
          setState({ status: 'idle', error: result.error });
          return;
        }
        transactionId = confirmedIntent.current = result.paymentIntentId;
      }
      const record = await recordPayment.mutateAsync({
        bookingId: booking._id,
        transactionId,
        email: booking.email,
        price: booking.price,
        productId: booking.productId,
      });
      setState(
        record.insertedId
          ? { status: 'succeeded', transactionId }
          : { status: 'idle', error: 'The payment could not be recorded. Please try again.' },
      );
    } catch (error) {
      const closed = error instanceof ApiClientError && error.status === 409;
      setState(
        closed ? { status: 'closed', message: error.message } : { status: 'idle', error: getErrorMessage(error) },
      );
    } finally {
      inProgress.current = false;
    }
  }

  return { state, pay };
}
