import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Badge, TextField, useApiClient } from '@replay/platform';
import { confirmTestCard } from '../api/confirm-test-card';
import type { CardFormProps, CardPayment } from './card-payment';

const Fields = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  /* A fieldset is as wide as its content by default; let the fields shrink to a phone's width. */
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Hint = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const digits = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" */
const formatNumber = (value: string) =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" → "12/34" */
function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

type CardField = 'number' | 'expiry' | 'cvc';

/** The card's fields, named as browsers fill in a card. */
const FIELDS: Record<CardField, { label: string; name: string; autoComplete: string; placeholder: string }> = {
  number: { label: 'Card number', name: 'cardnumber', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
  expiry: { label: 'Expiry (MM/YY)', name: 'exp-date', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  cvc: { label: 'CVC', name: 'cvc', autoComplete: 'cc-csc', placeholder: '123' },
};

/** What each field keeps of what is typed. */
const FORMATS: Record<CardField, (typed: string) => string> = {
  number: formatNumber,
  expiry: formatExpiry,
  cvc: (typed) => digits(typed).slice(0, 4),
};

/** The card once every field has a plausible value; the provider judges the rest (Luhn, expiry, outcome). */
function parseCard({ number, expiry, cvc }: Record<CardField, string>): Card | null {
  const cardNumber = digits(number);
  const exp = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (cardNumber.length < 12 || !exp || !/^\d{3,4}$/.test(cvc)) return null;
  const expMonth = Number(exp[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { number: cardNumber, expMonth, expYear: 2000 + Number(exp[2]), cvc };
}

/**
 * The card form used without a Stripe key: the server's test-card provider, which accepts
 * Stripe's test numbers. Ready once number, expiry and CVC are filled in.
 */
export function TestCardForm({ disabled, onChange }: CardFormProps) {
  const [typed, setTyped] = useState<Record<CardField, string>>({ number: '', expiry: '', cvc: '' });
  const { number, expiry, cvc } = typed;
  const card = useMemo(() => parseCard({ number, expiry, cvc }), [number, expiry, cvc]);
  const client = useApiClient();

  useEffect(() => {
    if (!card) {
      onChange(null);
      return;
    }
    const payment: CardPayment = {
      async confirm(clientSecret, billing) {
        const result = await confirmTestCard(client, { clientSecret, card, billingDetails: billing });
        if ('error' in result) return { error: result.error.message };
        if (result.paymentIntent.status !== 'succeeded') {
          return { error: 'Your card needs extra authentication, which test mode does not support.' };
        }
        return { paymentIntentId: result.paymentIntent.id };
      },
    };
    onChange(payment);
  }, [card, onChange, client]);

  return (
    <div>
      <Hint>
        <Badge $tone="warning">Test mode</Badge>
        <span>No money moves. Pay with 4242 4242 4242 4242, any future date and any CVC.</span>
      </Hint>
      <Fields disabled={disabled}>
        {(Object.keys(FIELDS) as CardField[]).map((field) => (
          <TextField
            key={field}
            {...FIELDS[field]}
            inputMode="numeric"
            value={typed[field]}
            onChange={(event) => setTyped({ ...typed, [field]: FORMATS[field](event.target.value) })}
          />
        ))}
      </Fields>
    </div>
  );
}
