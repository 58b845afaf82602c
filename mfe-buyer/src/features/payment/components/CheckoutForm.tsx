import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ErrorText } from '@replay/platform';
import { TouchButton } from '../../../components/touch-targets';
import type { CardPayment } from './card-payment';
import { CardForm } from './CardForm';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
`;

const PayButton = styled(TouchButton)`
  justify-self: start;
  min-width: 160px;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    justify-self: stretch;
  }
`;

export interface CheckoutFormProps {
  /** What Pay charges, formatted ("$45.00"). */
  price: string;
  /** False until the payment intent has arrived. */
  intentReady: boolean;
  paying: boolean;
  /** The last payment's error (a card error from the provider, a failed record). */
  error?: string;
  onPay(card: CardPayment): void;
}

/**
 * The card form and Pay. Pay is disabled until the card form is ready, the payment intent has
 * arrived and no payment is in progress, never for what was typed: pressing it checks the card's
 * fields and shows what is wrong under each. The provider's errors show in red under the form.
 */
export function CheckoutForm({ price, intentReady, paying, error, onPay }: CheckoutFormProps) {
  const [card, setCard] = useState<CardPayment | null>(null);
  // Each card form registers its own fields; a field is checked once left, then as it changes.
  const form = useForm({ mode: 'onTouched' });

  const submit = form.handleSubmit(() => {
    if (card && intentReady && !paying) onPay(card);
  });

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Card payment" aria-busy={paying}>
        <CardForm disabled={paying} onChange={setCard} />
        <PayButton type="submit" disabled={!card || !intentReady || paying}>
          {paying ? 'Paying…' : `Pay ${price}`}
        </PayButton>
        {error && <ErrorText>{error}</ErrorText>}
      </Form>
    </FormProvider>
  );
}
