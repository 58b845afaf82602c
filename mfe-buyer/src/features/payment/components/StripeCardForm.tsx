import { useEffect, useId, useState, type ComponentType } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe, StripeElementChangeEvent, StripeElementStyle } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import styled, { useTheme } from 'styled-components';
import { ErrorText } from '@replay/platform';
import { CARD_FIELD_ERRORS, CARD_FIELD_HEIGHT, CardFieldGrid, type CardField } from './card-fields';
import type { CardFormProps, CardPayment } from './card-payment';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.span`
  font-weight: 600;
`;

/** Stripe's iframe in a box drawn like the platform's text fields, as tall as the test-card inputs. */
const ElementBox = styled.div<{ $invalid: boolean }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: ${CARD_FIELD_HEIGHT};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

// Stripe.js is loaded once per key, and only when a Stripe form is first shown.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * The checkout form's value of one element: '' once Stripe says it is complete, otherwise what to
 * say about it. Stripe keeps the card itself; the form only learns whether Pay may go on.
 */
type StripeCardValues = Record<CardField, string>;

/** What to say about an element that is not complete: our words for the expiry, Stripe's otherwise. */
function problemOf(field: CardField, event: StripeElementChangeEvent): string {
  if (event.complete) return '';
  if (field === 'expiry')
    return /past/.test(event.error?.code ?? '') ? CARD_FIELD_ERRORS.expired : CARD_FIELD_ERRORS.expiry;
  return event.error?.message ?? CARD_FIELD_ERRORS[field];
}

interface ElementProps {
  options: { disabled: boolean; style: StripeElementStyle };
  onReady(): void;
  onChange(event: StripeElementChangeEvent): void;
  onBlur(): void;
}

const ELEMENTS: Record<CardField, { label: string; Element: ComponentType<ElementProps> }> = {
  number: { label: 'Card number', Element: CardNumberElement },
  expiry: { label: 'Expiry (MM/YY)', Element: CardExpiryElement },
  cvc: { label: 'CVC', Element: CardCvcElement },
};
const FIELDS = Object.keys(ELEMENTS) as CardField[];

/** One Stripe element under its label; what is wrong with it under it, once left or on Pay. */
function StripeField({
  field,
  style,
  disabled,
  onReady,
}: {
  field: CardField;
  style: StripeElementStyle;
  disabled: boolean;
  onReady(): void;
}) {
  const id = useId();
  const { control } = useFormContext<StripeCardValues>();
  const { field: input, fieldState } = useController({
    control,
    name: field,
    defaultValue: CARD_FIELD_ERRORS[field],
    rules: { validate: (problem) => problem === '' || problem },
  });
  const { label, Element } = ELEMENTS[field];
  const error = fieldState.error?.message;
  return (
    <Field>
      <Label id={`${id}-label`}>{label}</Label>
      <ElementBox role="group" aria-labelledby={`${id}-label`} $invalid={Boolean(error)}>
        <Element
          options={{ disabled, style }}
          onReady={onReady}
          onChange={(event) => input.onChange(problemOf(field, event))}
          onBlur={input.onBlur}
        />
      </ElementBox>
      {error && <ErrorText>{error}</ErrorText>}
    </Field>
  );
}

function StripeCard({ disabled, onChange }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const [ready, setReady] = useState<ReadonlySet<CardField>>(new Set());
  const allReady = ready.size === FIELDS.length;

  useEffect(() => {
    if (!stripe || !elements || !allReady) {
      onChange(null);
      return;
    }
    const payment: CardPayment = {
      async confirm(clientSecret, billing) {
        // The number element stands for the whole card: Stripe reads expiry and CVC from its siblings.
        const card = elements.getElement(CardNumberElement);
        if (!card) return { error: 'The card form is not ready yet.' };
        const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
          payment_method: { card, billing_details: billing },
        });
        if (error) {
          // Confirmed earlier (e.g. the record call failed afterwards): it is paid, record it.
          if (error.code === 'payment_intent_unexpected_state' && error.payment_intent?.status === 'succeeded') {
            return { paymentIntentId: error.payment_intent.id };
          }
          return { error: error.message ?? 'The payment failed.' };
        }
        if (paymentIntent.status !== 'succeeded')
          return { error: `The payment did not complete (${paymentIntent.status}).` };
        return { paymentIntentId: paymentIntent.id };
      },
    };
    onChange(payment);
  }, [stripe, elements, allReady, onChange]);

  const style: StripeElementStyle = {
    base: { fontSize: '16px', color: theme.colors.text, '::placeholder': { color: theme.colors.muted } },
    invalid: { color: theme.colors.danger },
  };

  return (
    <CardFieldGrid disabled={disabled}>
      {FIELDS.map((field) => (
        <StripeField
          key={field}
          field={field}
          style={style}
          disabled={disabled}
          onReady={() => setReady((fields) => new Set(fields).add(field))}
        />
      ))}
    </CardFieldGrid>
  );
}

/** Stripe Elements' card fields (used when the runtime config has a Stripe publishable key). */
export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard {...props} />
    </Elements>
  );
}
