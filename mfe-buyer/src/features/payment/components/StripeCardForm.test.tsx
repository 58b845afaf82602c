import { act, screen, waitFor } from '@testing-library/react';
import { mockPaymentApi, renderPaymentPage } from '../testing';

// Stripe.js cannot run in jsdom: stand-in card elements (number, expiry, CVC) that become ready,
// change and lose focus when the test says so. Like the real hooks, useStripe/useElements return
// the same objects on every render.
interface FakeElementProps {
  onReady(): void;
  onChange(event: { complete: boolean; empty: boolean; error?: { type: string; code: string; message: string } }): void;
  onBlur(): void;
}
const confirmCardPayment = jest.fn();
let elementProps: Record<string, FakeElementProps> = {};
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => ({})) }));
jest.mock('@stripe/react-stripe-js', () => {
  const fakeCard = { fake: 'card number element' };
  const stripe = { confirmCardPayment: (...args: unknown[]) => confirmCardPayment(...args) };
  const elements = { getElement: () => fakeCard };
  const fakeElement = (name: string) =>
    function FakeElement(props: FakeElementProps) {
      elementProps[name] = props;
      return <div data-testid={`stripe-${name}`} />;
    };
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    useStripe: () => stripe,
    useElements: () => elements,
    CardNumberElement: fakeElement('number'),
    CardExpiryElement: fakeElement('expiry'),
    CardCvcElement: fakeElement('cvc'),
  };
});

afterEach(() => {
  elementProps = {};
});

const payButton = () => screen.getByRole('button', { name: 'Pay $450.00' });

/** What Stripe's element reports: complete, or what is wrong with it. */
const complete = { complete: true, empty: false };
const wrong = (code: string, message: string) => ({
  complete: false,
  empty: false,
  error: { type: 'validation_error', code, message },
});

/** The page with the client secret in hand: Pay waits for the card elements, then enables. */
async function renderReadyCard(calls: ReturnType<typeof mockPaymentApi>) {
  const result = renderPaymentPage({ config: { stripePublishableKey: 'pk_test_123' } });
  // The Stripe form is a lazy chunk: its first load in a test run compiles it.
  expect(await screen.findByTestId('stripe-number', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByTestId('stripe-expiry')).toBeInTheDocument();
  expect(screen.getByTestId('stripe-cvc')).toBeInTheDocument();
  expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
  await waitFor(() => expect(calls.intent).toBe(1));
  expect(payButton()).toBeDisabled();
  act(() => elementProps.number!.onReady());
  act(() => elementProps.expiry!.onReady());
  expect(payButton()).toBeDisabled();
  act(() => elementProps.cvc!.onReady());
  await waitFor(() => expect(payButton()).toBeEnabled());
  return result;
}

/** What the element `name` tells the form (its change handler validates, asynchronously). */
async function report(name: string, event: Parameters<FakeElementProps['onChange']>[0]) {
  await act(async () => elementProps[name]!.onChange(event));
}

/** Fills in the card, as far as the form can tell: each element says it is complete. */
async function completeCard() {
  for (const name of ['number', 'expiry', 'cvc']) await report(name, complete);
}

test('with a Stripe key, pays through Stripe Elements and records the intent id', async () => {
  const calls = mockPaymentApi();
  confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_test_1', status: 'succeeded' } });
  const { user } = await renderReadyCard(calls);
  await completeCard();

  await user.click(payButton());

  expect(await screen.findByText('Congrats! your payment completed')).toBeInTheDocument();
  expect(screen.getByText('pi_test_1')).toBeInTheDocument();
  expect(confirmCardPayment).toHaveBeenCalledWith('pi_test_1_secret_abc', {
    payment_method: {
      card: { fake: 'card number element' },
      billing_details: { name: 'Bea Buyer', email: 'buyer@replay.test' },
    },
  });
  expect(calls.payments).toEqual([expect.objectContaining({ bookingId: 'b1', transactionId: 'pi_test_1' })]);
});

test('with a Stripe key, a card error shows Stripe’s message in red', async () => {
  const calls = mockPaymentApi();
  confirmCardPayment.mockResolvedValue({
    error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
  });
  const { user } = await renderReadyCard(calls);
  await completeCard();

  await user.click(payButton());

  expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
  expect(calls.payments).toHaveLength(0);
});

test('with a Stripe key, Pay stays enabled and says what is missing or wrong under each field', async () => {
  const calls = mockPaymentApi();
  const { user } = await renderReadyCard(calls);

  await user.click(payButton());
  expect(await screen.findByText('Enter a valid card number')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid expiry date (MM/YY)')).toBeInTheDocument();
  expect(screen.getByText('Enter the 3 or 4 digit CVC')).toBeInTheDocument();
  expect(payButton()).toBeEnabled();
  expect(confirmCardPayment).not.toHaveBeenCalled();

  // A date in the past reads as expired, in the test-card form's words; Stripe's own message otherwise.
  await report('number', complete);
  await report('expiry', wrong('invalid_expiry_year_past', "Your card's expiration year is in the past."));
  await report('cvc', complete);
  expect(await screen.findByText('This card has expired')).toBeInTheDocument();
  expect(screen.queryByText('Enter a valid card number')).not.toBeInTheDocument();
  await user.click(payButton());
  expect(confirmCardPayment).not.toHaveBeenCalled();
  expect(calls.payments).toHaveLength(0);
});

test('with a Stripe key, an incomplete expiry shows its error once the field is left', async () => {
  const calls = mockPaymentApi();
  await renderReadyCard(calls);

  await report('expiry', { complete: false, empty: false });
  expect(screen.queryByText('Enter a valid expiry date (MM/YY)')).not.toBeInTheDocument();
  await act(async () => elementProps.expiry!.onBlur());
  expect(await screen.findByText('Enter a valid expiry date (MM/YY)')).toHaveAttribute('role', 'alert');
  expect(payButton()).toBeEnabled();
});
