import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { api, paths } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { bookingFixture } from '../../testing/booking-fixture';
import { intentFixture, mockPaymentApi, renderPaymentPage, succeededFixture } from './testing';
import { buyerKeys } from '../../api/query-keys';

const booking = bookingFixture();

const payButton = () => screen.getByRole('button', { name: /pay/i });

/** Opens the payment page, fills in a card and presses Pay once. */
async function openAndPay() {
  const { user } = renderPaymentPage();
  await screen.findByRole('heading', { name: 'Payment for PlayStation 5' });
  await fillCard(user);
  await waitFor(() => expect(payButton()).toBeEnabled());
  await user.click(payButton());
  return user;
}

async function fillCard(user: ReturnType<typeof renderPaymentPage>['user'], number = '4242424242424242') {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
}

test('shows the booking and the test-mode card form once the loader has the booking', async () => {
  const calls = mockPaymentApi();
  renderPaymentPage();

  expect(await screen.findByRole('heading', { name: 'Payment for PlayStation 5' })).toBeInTheDocument();
  expect(screen.getByText('Please pay $450.00 for this product')).toBeInTheDocument();
  expect(screen.getByText('Test mode')).toBeInTheDocument();
  await waitFor(() => expect(calls.intent).toBe(1));
});

test('sums up the order at the top: photo, title, seller, meeting place and price, and Pay says the amount', async () => {
  mockPaymentApi({ booking: bookingFixture({ price: 45, location: 'Central Station, platform 2' }) });
  renderPaymentPage();
  await screen.findByRole('heading', { name: 'Payment for PlayStation 5' });

  const summary = within(screen.getByRole('region', { name: 'Order summary' }));
  expect(summary.getByRole('presentation')).toHaveAttribute('src', 'https://img.test/ps5.png');
  expect(summary.getByRole('presentation')).toHaveAttribute('width', '72');
  expect(summary.getByRole('presentation')).toHaveAttribute('height', '72');
  expect(summary.getByText('PlayStation 5')).toBeInTheDocument();
  const facts = summary.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(facts).toEqual([
    ['Seller', 'Sam Seller'],
    ['Meeting place', 'Central Station, platform 2'],
    ['Price', '$45.00'],
  ]);
  // The spec's line stays, with the same formatting as Pay.
  expect(screen.getByText('Please pay $45.00 for this product')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay $45.00' })).toHaveAttribute('type', 'submit');
});

test('Pay waits for the client secret, not for the card: pressed with an incomplete card it says what is missing', async () => {
  let releaseIntent!: () => void;
  const intentArrived = new Promise<void>((resolve) => (releaseIntent = resolve));
  const calls = mockPaymentApi({
    intentAnswer: async () => {
      await intentArrived;
      return HttpResponse.json(intentFixture);
    },
  });
  const { user } = renderPaymentPage();
  await screen.findByRole('heading', { name: 'Payment for PlayStation 5' });

  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
  // The client secret has not arrived.
  expect(payButton()).toBeDisabled();

  releaseIntent();
  await waitFor(() => expect(payButton()).toBeEnabled());
  await user.click(payButton());
  expect(await screen.findByText('Enter the 3 or 4 digit CVC')).toBeInTheDocument();
  expect(screen.getByLabelText('CVC')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('CVC')).toHaveFocus();
  expect(payButton()).toBeEnabled();
  expect(calls.confirm).toEqual([]);
});

describe('the expiry date', () => {
  it('says an invalid date is invalid as soon as the field is left, without disabling Pay', async () => {
    const calls = mockPaymentApi();
    const { user } = renderPaymentPage();
    await screen.findByRole('heading', { name: 'Payment for PlayStation 5' });
    await waitFor(() => expect(payButton()).toBeEnabled());

    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    await user.type(expiry, '1330');
    expect(screen.queryByText('Enter a valid expiry date (MM/YY)')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Enter a valid expiry date (MM/YY)')).toHaveAttribute('role', 'alert');
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(expiry).toHaveAccessibleDescription('Enter a valid expiry date (MM/YY)');
    expect(payButton()).toBeEnabled();

    // Corrected, the error goes as it is typed.
    await user.clear(expiry);
    await user.type(expiry, '1230');
    await waitFor(() => expect(screen.queryByText('Enter a valid expiry date (MM/YY)')).not.toBeInTheDocument());
    expect(calls.confirm).toEqual([]);
  });

  it('says an expired card has expired when Pay is pressed, and charges nothing', async () => {
    const calls = mockPaymentApi();
    const { user } = renderPaymentPage();
    await screen.findByRole('heading', { name: 'Payment for PlayStation 5' });
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0120');
    await user.type(screen.getByLabelText('CVC'), '123');
    await waitFor(() => expect(payButton()).toBeEnabled());

    await user.click(payButton());
    expect(await screen.findByText('This card has expired')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('aria-invalid', 'true');
    expect(payButton()).toBeEnabled();
    // Only the intent asked for as the page loaded: Pay went no further.
    expect(calls.intent).toBe(1);
    expect(calls.confirm).toEqual([]);
    expect(calls.payments).toEqual([]);
  });
});

test('Pay is disabled while a payment is in progress, and a double click pays once', async () => {
  const calls = mockPaymentApi({
    confirmAnswer: async () => {
      await delay(100);
      return HttpResponse.json(succeededFixture);
    },
  });
  const { user } = renderPaymentPage();
  await screen.findByRole('heading', { name: 'Payment for PlayStation 5' });
  await fillCard(user);
  await waitFor(() => expect(payButton()).toBeEnabled());

  await user.dblClick(payButton());
  expect(payButton()).toBeDisabled();
  expect(screen.getByLabelText('Card number')).toBeDisabled();

  expect(await screen.findByText('Congrats! your payment completed')).toBeInTheDocument();
  expect(calls.confirm).toHaveLength(1);
  expect(calls.payments).toHaveLength(1);
});

test('a successful payment is confirmed with billing details, recorded, and shows the transaction id', async () => {
  const calls = mockPaymentApi();
  const { user, queryClient } = renderPaymentPage();
  await screen.findByRole('heading', { name: 'Payment for PlayStation 5' });
  queryClient.setQueryData(buyerKeys.bookings.list('buyer@replay.test'), [booking]);
  await fillCard(user);
  await waitFor(() => expect(payButton()).toBeEnabled());
  await user.click(payButton());

  expect(await screen.findByText('Congrats! your payment completed')).toBeInTheDocument();
  expect(screen.getByText('pi_test_1')).toBeInTheDocument();
  expect(screen.getByText('pi_test_1').parentElement).toHaveTextContent('Your transaction id: pi_test_1');
  // Asked for when the page loaded, and again as it paid (the same intent, its reservation running).
  expect(calls.intent).toBe(2);
  expect(calls.confirm).toEqual([
    {
      clientSecret: 'pi_test_1_secret_abc',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      billingDetails: { name: 'Bea Buyer', email: 'buyer@replay.test' },
    },
  ]);
  expect(calls.payments).toEqual([
    { bookingId: 'b1', transactionId: 'pi_test_1', email: 'buyer@replay.test', price: 450, productId: 'p1' },
  ]);
  // My Orders fetches again and shows Paid.
  expect(queryClient.getQueryState(buyerKeys.bookings.list('buyer@replay.test'))?.isInvalidated).toBe(true);
  expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', paths.myOrders);
  // The booking, fetched again, is paid now: the success stays on screen.
  await waitFor(() => expect(queryClient.getQueryData(buyerKeys.bookings.detail('b1'))).toMatchObject({ paid: true }));
  expect(screen.getByText('Congrats! your payment completed')).toBeInTheDocument();
  expect(screen.queryByText('This booking is already paid')).not.toBeInTheDocument();
});

test('after the payment, says what happens next instead of asking to pay', async () => {
  mockPaymentApi({ booking: bookingFixture({ price: 45, sellerMobile: '+1 555 0199' }) });
  server.use(handle(api.startConversation, () => HttpResponse.json({ _id: 'c1' })));
  const { user } = renderPaymentPage();
  await screen.findByRole('heading', { name: 'Payment for PlayStation 5' });
  expect(screen.getByText('Please pay $45.00 for this product')).toBeInTheDocument();
  await fillCard(user);
  await waitFor(() => expect(payButton()).toBeEnabled());
  await user.click(payButton());

  expect(await screen.findByRole('status')).toHaveTextContent('Congrats! your payment completed');
  expect(screen.queryByText(/Please pay/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();

  const next = within(screen.getByRole('region', { name: 'What happens next' }));
  const steps = next.getAllByRole('listitem');
  expect(steps[0]).toHaveTextContent('Meet Sam Seller at Main Street');
  expect(within(steps[0]!).getByRole('link', { name: '+1 555 0199' })).toHaveAttribute('href', 'tel:+15550199');
  expect(steps[1]).toHaveTextContent('Message the seller to agree on a time');
  expect(steps[2]).toHaveTextContent('Show this code to the seller when you get the item');
  // The code comes with the booking, fetched again now that it is paid.
  expect(await within(steps[2]!).findByText('482913')).toBeInTheDocument();
  expect(next.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', paths.myOrders);

  await user.click(within(steps[1]!).getByRole('button', { name: 'Message seller of PlayStation 5' }));
  expect(await screen.findByRole('heading', { name: 'The conversation' })).toBeInTheDocument();
});

test('a declined card shows the provider message in red and records nothing', async () => {
  const calls = mockPaymentApi({
    confirmAnswer: () =>
      HttpResponse.json({
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      }),
  });
  const { user } = renderPaymentPage();
  await screen.findByRole('heading', { name: 'Payment for PlayStation 5' });
  await fillCard(user, '4000000000000002');
  await waitFor(() => expect(payButton()).toBeEnabled());
  await user.click(payButton());

  const message = await screen.findByText('Your card was declined.');
  expect(message).toHaveAttribute('role', 'alert');
  expect(message).toHaveStyle({ color: '#dc2626' });
  expect(calls.payments).toHaveLength(0);
  expect(screen.queryByText('Congrats! your payment completed')).not.toBeInTheDocument();
  // The buyer may try another card.
  expect(payButton()).toBeEnabled();
});

test('a 409 from the payment intent is shown instead of the card form', async () => {
  mockPaymentApi({
    intentAnswer: () => HttpResponse.json({ message: 'Item is bought by another buyer' }, { status: 409 }),
  });
  renderPaymentPage();

  expect(await screen.findByText('Item is bought by another buyer')).toBeInTheDocument();
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /pay/i })).not.toBeInTheDocument();
});

test('a product another buyer is paying for is reported as reserved instead of the card form', async () => {
  mockPaymentApi({
    intentAnswer: () =>
      HttpResponse.json({ message: 'This item is reserved by another buyer for a few minutes' }, { status: 409 }),
  });
  renderPaymentPage();

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This item is reserved by another buyer for a few minutes',
  );
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
});

test('asks for the payment intent again as it pays (its reservation may have run out), and pays with that one', async () => {
  const fresh = { ...intentFixture, clientSecret: 'pi_test_2_secret_def', paymentIntentId: 'pi_test_2' };
  const answers = [intentFixture, fresh];
  const calls = mockPaymentApi({ intentAnswer: () => HttpResponse.json(answers.shift()) });
  await openAndPay();

  expect(await screen.findByText('Congrats! your payment completed')).toBeInTheDocument();
  expect(calls.intent).toBe(2);
  expect(calls.confirm.map((confirmed) => confirmed.clientSecret)).toEqual(['pi_test_2_secret_def']);
});

test('says why, and charges nothing, when a reservation that ran out cannot be taken again', async () => {
  const answers = [
    HttpResponse.json(intentFixture),
    HttpResponse.json({ message: 'This item is reserved by another buyer for a few minutes' }, { status: 409 }),
  ];
  const calls = mockPaymentApi({ intentAnswer: () => answers.shift()! });
  await openAndPay();

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This item is reserved by another buyer for a few minutes',
  );
  expect(calls.confirm).toEqual([]);
  expect(calls.payments).toEqual([]);
});

test('a cancelled booking says so without asking for a payment intent', async () => {
  const calls = mockPaymentApi({ booking: { ...booking, cancelled: true } });
  renderPaymentPage();

  expect(await screen.findByText('This booking was cancelled')).toBeInTheDocument();
  expect(calls.intent).toBe(0);
});

test('an already paid booking says so without asking for a payment intent', async () => {
  const calls = mockPaymentApi({ booking: { ...booking, paid: true, status: false, transactionId: 'pi_old' } });
  renderPaymentPage();

  expect(await screen.findByText('This booking is already paid')).toBeInTheDocument();
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  expect(calls.intent).toBe(0);
});

test('a product sold to someone else while paying is reported, and a retry never confirms twice', async () => {
  const calls = mockPaymentApi({
    paymentAnswer: () =>
      HttpResponse.json({ message: 'Item is bought by another buyer; your payment was refunded' }, { status: 409 }),
  });
  await openAndPay();

  expect(await screen.findByText('Item is bought by another buyer; your payment was refunded')).toBeInTheDocument();
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  expect(calls.confirm).toHaveLength(1);
});

test('when recording fails, Pay retries the record only', async () => {
  let attempts = 0;
  const calls = mockPaymentApi({
    paymentAnswer: () =>
      ++attempts === 1
        ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
        : HttpResponse.json({ acknowledged: true, insertedId: 'pay_1' }, { status: 201 }),
  });
  const user = await openAndPay();
  expect(await screen.findByText('Service unavailable')).toBeInTheDocument();

  await user.click(payButton());
  expect(await screen.findByText('Congrats! your payment completed')).toBeInTheDocument();
  expect(calls.confirm).toHaveLength(1);
  expect(calls.payments).toHaveLength(2);
});

test.each([
  [404, 'Booking not found'],
  [403, 'This booking belongs to another buyer'],
])('the loader fails with the server message on %i', async (status, message) => {
  server.use(handle(api.getBooking, () => HttpResponse.json({ message }, { status })));
  renderPaymentPage({ id: 'missing' });

  expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.queryByText(/Payment for/)).not.toBeInTheDocument();
});
