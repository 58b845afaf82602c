import { act, screen, waitFor } from '@testing-library/react';
import { mockPaymentApi, renderPaymentPage } from '../testing';

// Stripe.js cannot run in jsdom: a stand-in CardElement that becomes ready when the test says so.
// Like the real hooks, useStripe/useElements return the same objects on every render.
const confirmCardPayment = jest.fn();
let cardReady: (() => void) | undefined;
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => ({})) }));
jest.mock('@stripe/react-stripe-js', () => {
  const fakeCard = { fake: 'card element' };
  const stripe = { confirmCardPayment: (...args: unknown[]) => confirmCardPayment(...args) };
  const elements = { getElement: () => fakeCard };
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    useStripe: () => stripe,
    useElements: () => elements,
    CardElement: ({ onReady }: { onReady: () => void }) => {
      cardReady = onReady;
      return <div data-testid="stripe-card" />;
    },
  };
});

afterEach(() => {
  cardReady = undefined;
});

/** The page with the client secret in hand: Pay waits for the card element, then enables. */
async function renderReadyCard(calls: ReturnType<typeof mockPaymentApi>) {
  const result = renderPaymentPage({ config: { stripePublishableKey: 'pk_test_123' } });
  expect(await screen.findByTestId('stripe-card')).toBeInTheDocument();
  expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
  await waitFor(() => expect(calls.intent).toBe(1));
  expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  act(() => cardReady!());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
  return result;
}

test('with a Stripe key, pays through Stripe Elements and records the intent id', async () => {
  const calls = mockPaymentApi();
  confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_test_1', status: 'succeeded' } });
  const { user } = await renderReadyCard(calls);

  await user.click(screen.getByRole('button', { name: 'Pay' }));

  expect(await screen.findByText('Congrats! your payment completed')).toBeInTheDocument();
  expect(screen.getByText('pi_test_1')).toBeInTheDocument();
  expect(confirmCardPayment).toHaveBeenCalledWith('pi_test_1_secret_abc', {
    payment_method: {
      card: { fake: 'card element' },
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

  await user.click(screen.getByRole('button', { name: 'Pay' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
  expect(calls.payments).toHaveLength(0);
});
