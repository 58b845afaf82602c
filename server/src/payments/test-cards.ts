import type { TestCardConfirmResponse } from '@replay/contract';

type CardError = Extract<TestCardConfirmResponse, { error: unknown }>['error'];

const declined = (code: string, message: string, decline_code?: string): CardError => ({
  type: 'card_error',
  code,
  message,
  ...(decline_code ? { decline_code } : {}),
});

/** Stripe's documented test numbers and the outcome each one produces in test mode. */
const OUTCOMES: Record<string, CardError> = {
  '4000000000000002': declined('card_declined', 'Your card was declined.', 'generic_decline'),
  '4000000000009995': declined('card_declined', 'Your card has insufficient funds.', 'insufficient_funds'),
  '4000000000009987': declined('card_declined', 'Your card was declined.', 'lost_card'),
  '4000000000009979': declined('card_declined', 'Your card was declined.', 'stolen_card'),
  '4000000000000069': declined('expired_card', 'Your card has expired.'),
  '4000000000000127': declined('incorrect_cvc', "Your card's security code is incorrect."),
  '4000000000000119': declined(
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
  '4000002500003155': declined(
    'authentication_required',
    'Your card was declined. This transaction requires authentication.',
  ),
  '4000002760003184': declined(
    'authentication_required',
    'Your card was declined. This transaction requires authentication.',
  ),
};

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * Decides a test-card charge the way Stripe test mode does: malformed details first, then the
 * outcome of the specific test number; any other valid number succeeds.
 */
export function evaluateTestCard(card: TestCard, now = new Date()): CardError | undefined {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    return declined('incorrect_number', 'Your card number is incorrect.');
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (card.expMonth < 1 || card.expMonth > 12)
    return declined('invalid_expiry_month', "Your card's expiration month is invalid.");
  const expiry = new Date(Date.UTC(year, card.expMonth, 1));
  if (expiry <= now) return declined('invalid_expiry_year', "Your card's expiration year is in the past.");
  if (!/^\d{3,4}$/.test(card.cvc)) return declined('invalid_cvc', "Your card's security code is invalid.");
  return OUTCOMES[number];
}
