import { api, type TestCardConfirmPayload } from '@replay/contract';
import type { ApiClient } from '@replay/platform';

/**
 * POST /payments/test-card/confirm: the built-in test-card provider's card confirmation (what
 * Stripe.js's confirmCardPayment does in Stripe mode), answered in Stripe's result shape.
 */
export const confirmTestCard = (client: ApiClient, payload: TestCardConfirmPayload) =>
  client.call(api.confirmTestCard, { body: payload });
