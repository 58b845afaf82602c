/**
 * The one seam between the payment screen and a card form. Both forms (Stripe Elements and the
 * built-in test-card form) render their fields inside the checkout's react-hook-form form (a
 * FormProvider): the fields a form registers are checked when Pay is pressed, and their errors
 * show under them. A form reports through `onChange` whether it can pay (its fields are on screen
 * and ready), and confirms a payment intent the same way, so the screen has a single code path.
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
  /** The form's payment method once its fields are ready, `null` while they are not. */
  onChange(payment: CardPayment | null): void;
}
