import { useEffect } from 'react';
import { useController, useFormContext, type RegisterOptions } from 'react-hook-form';
import styled from 'styled-components';
import { Badge, TextField, useApiClient } from '@replay/platform';
import { confirmTestCard } from '../api/confirm-test-card';
import { CARD_FIELD_ERRORS, CardFieldGrid, type CardField } from './card-fields';
import type { CardFormProps, CardPayment } from './card-payment';

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

/** "12/34" → December 2034; null unless it reads MM/YY with a month from 01 to 12. */
function parseExpiry(expiry: string): { month: number; year: number } | null {
  const exp = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!exp) return null;
  const month = Number(exp[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(exp[2]) } : null;
}

/** A card is good through the last day of its expiry month. */
function hasExpired({ month, year }: { month: number; year: number }, now = new Date()): boolean {
  return year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** What the test-card form holds, as typed (formatted). */
type TestCardValues = Record<CardField, string>;

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

/** What Pay checks before asking the provider. */
const RULES: Record<CardField, RegisterOptions<TestCardValues, CardField>> = {
  number: { validate: (number) => digits(number).length >= 12 || CARD_FIELD_ERRORS.number },
  expiry: {
    validate: (expiry) => {
      const parsed = parseExpiry(expiry);
      if (!parsed) return CARD_FIELD_ERRORS.expiry;
      return !hasExpired(parsed) || CARD_FIELD_ERRORS.expired;
    },
  },
  cvc: { validate: (cvc) => /^\d{3,4}$/.test(cvc) || CARD_FIELD_ERRORS.cvc },
};

/** One card field of the checkout's form: formatted as typed, its error under it. */
function CardTextField({ field }: { field: CardField }) {
  const { control } = useFormContext<TestCardValues>();
  const { field: input, fieldState } = useController({ control, name: field, rules: RULES[field], defaultValue: '' });
  return (
    <TextField
      {...FIELDS[field]}
      ref={input.ref}
      inputMode="numeric"
      value={input.value}
      onChange={(event) => input.onChange(FORMATS[field](event.target.value))}
      onBlur={input.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/**
 * The card form used without a Stripe key: the server's test-card provider, which accepts
 * Stripe's test numbers. Its fields are checked when they are left and when Pay is pressed.
 */
export function TestCardForm({ disabled, onChange }: CardFormProps) {
  const { getValues } = useFormContext<TestCardValues>();
  const client = useApiClient();

  useEffect(() => {
    const payment: CardPayment = {
      async confirm(clientSecret, billing) {
        const { number, expiry, cvc } = getValues();
        const exp = parseExpiry(expiry);
        if (!exp) return { error: CARD_FIELD_ERRORS.expiry };
        const card = { number: digits(number), expMonth: exp.month, expYear: exp.year, cvc };
        const result = await confirmTestCard(client, { clientSecret, card, billingDetails: billing });
        if ('error' in result) return { error: result.error.message };
        if (result.paymentIntent.status !== 'succeeded') {
          return { error: 'Your card needs extra authentication, which test mode does not support.' };
        }
        return { paymentIntentId: result.paymentIntent.id };
      },
    };
    onChange(payment);
    return () => onChange(null);
  }, [getValues, onChange, client]);

  return (
    <div>
      <Hint>
        <Badge $tone="warning">Test mode</Badge>
        <span>No money moves. Pay with 4242 4242 4242 4242, any future date and any CVC.</span>
      </Hint>
      <CardFieldGrid disabled={disabled}>
        {(Object.keys(FIELDS) as CardField[]).map((field) => (
          <CardTextField key={field} field={field} />
        ))}
      </CardFieldGrid>
    </div>
  );
}
