import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ErrorText } from '@replay/platform';
import type { CardPayment } from './card-payment';
import { CardForm } from './CardForm';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
`;

const PayButton = styled(Button)`
  justify-self: start;
  min-width: 120px;
`;

export interface CheckoutFormProps {
  /** False until the payment intent has arrived. */
  intentReady: boolean;
  paying: boolean;
  /** The last payment's error (a card error from the provider, a failed record). */
  error?: string;
  onPay(card: CardPayment): void;
}

/**
 * The card form and Pay button. Pay is disabled until the card form is ready, the payment intent
 * has arrived and no payment is in progress; errors show in red under the form.
 */
export function CheckoutForm({ intentReady, paying, error, onPay }: CheckoutFormProps) {
  const [card, setCard] = useState<CardPayment | null>(null);
  const [inputError, setInputError] = useState('');
  const message = error || inputError;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (card && intentReady && !paying) onPay(card);
  }

  return (
    <Form onSubmit={onSubmit} aria-label="Card payment" aria-busy={paying}>
      <CardForm disabled={paying} onChange={setCard} onError={setInputError} />
      <PayButton type="submit" disabled={!card || !intentReady || paying}>
        {paying ? 'Paying…' : 'Pay'}
      </PayButton>
      {message && <ErrorText>{message}</ErrorText>}
    </Form>
  );
}
