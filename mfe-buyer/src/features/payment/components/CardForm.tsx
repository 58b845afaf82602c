import { lazy, Suspense } from 'react';
import { Spinner, useRuntimeConfig } from '@replay/platform';
import type { CardFormProps } from './card-payment';
import { TestCardForm } from './TestCardForm';

// Loaded only with a Stripe key, so offline and test-mode visitors never fetch Stripe.js.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** Stripe Elements when the runtime config has a publishable key, otherwise the test-card form. */
export function CardForm(props: CardFormProps) {
  const publishableKey = useRuntimeConfig().stripePublishableKey;
  if (!publishableKey) return <TestCardForm {...props} />;
  return (
    <Suspense fallback={<Spinner label="Loading the card form" />}>
      <StripeCardForm publishableKey={publishableKey} {...props} />
    </Suspense>
  );
}
