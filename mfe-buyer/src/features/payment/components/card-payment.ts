/**
 * The one seam between the payment screen and a card form. Both forms (Stripe Elements and the
 * built-in test-card form) render their fields, report through `onChange` whether they can pay
 * right now, and confirm a payment intent the same way, so the screen has a single code path.
 */
export interface BillingDetails {
  name: string;
  email: string;
}

/** A confirmed intent's id (the transaction id to record), or the provider's message. */
export type CardConfirmResult = { paymentIntentId: string } | { error: string };

export interface CardPayment {
  /** Confirms the intent with the card in the form. Resolves with the provider's error rather than throwing. */
  confirm(clientSecret: string, billing: BillingDetails): Promise<CardConfirmResult>;
}

export interface CardFormProps {
  /** True while a payment is in progress: the fields are locked. */
  disabled: boolean;
  /** The form's payment method once it is ready to pay, `null` while it is not. */
  onChange(payment: CardPayment | null): void;
  /** A message about what was typed (e.g. an incomplete number), '' when it is fine. */
  onError(message: string): void;
}
