import { useEffect, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import styled, { useTheme } from 'styled-components';
import type { CardFormProps, CardPayment } from './card-payment';

const CardBox = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Label = styled.span`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(1)};
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

function StripeCard({ disabled, onChange, onError }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!stripe || !elements || !ready) {
      onChange(null);
      return;
    }
    const payment: CardPayment = {
      async confirm(clientSecret, billing) {
        const card = elements.getElement(CardElement);
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
  }, [stripe, elements, ready, onChange]);

  return (
    <CardBox>
      <Label>Card</Label>
      <CardElement
        options={{
          disabled,
          hidePostalCode: true,
          style: {
            base: { fontSize: '16px', color: theme.colors.text, '::placeholder': { color: theme.colors.muted } },
            invalid: { color: theme.colors.danger },
          },
        }}
        onReady={() => setReady(true)}
        onChange={(event) => onError(event.error?.message ?? '')}
      />
    </CardBox>
  );
}

/** Stripe Elements' card form (used when the runtime config has a Stripe publishable key). */
export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard {...props} />
    </Elements>
  );
}
