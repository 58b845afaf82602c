import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, paths, type Booking } from '@replay/contract';
import type { PageLoaderArgs } from '@replay/platform';
import { apiUrl, handle, renderWithProviders, server, type RenderWithProvidersResult } from '@replay/testing';
import { bookingFixture } from '../../testing/booking-fixture';
import { Component as MyOrdersPage } from './MyOrdersPage';
import { buyerKeys } from '../../api/query-keys';

const booking = bookingFixture;

function renderOrders(bookings: Booking[]) {
  let email: string | null = null;
  server.use(
    handle(api.listMyBookings, ({ request }) => {
      email = new URL(request.url).searchParams.get('email');
      return HttpResponse.json(bookings);
    }),
  );
  const result = renderWithProviders(<MyOrdersPage />, {
    route: paths.myOrders,
    routes: [{ path: '/dashboard/messages/:id', element: <h1>The conversation</h1> }],
  });
  return { ...result, email: () => email };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

/** Answers the open dialog `name` with the button `button`, after checking what it `says`. */
async function answer(user: RenderWithProvidersResult['user'], name: string, button: string, says?: string) {
  const dialog = screen.getByRole('dialog', { name });
  if (says !== undefined) expect(dialog).toHaveTextContent(says);
  await user.click(within(dialog).getByRole('button', { name: button }));
}

test('lists the bookings with Pay, Paid and the sold-elsewhere message', async () => {
  const { email } = renderOrders([
    booking({ _id: 'open', productName: 'Switch OLED', price: 1234.5 }),
    booking({ _id: 'mine', productName: 'SNES Classic', paid: true, status: false, transactionId: 'pi_1' }),
    booking({ _id: 'lost', productName: 'Xbox Elite', paid: false, status: false }),
  ]);

  expect(await screen.findByText('Switch OLED')).toBeInTheDocument();
  expect(email()).toBe('buyer@replay.test');
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    '#',
    'Name',
    'Price',
    'Status',
    'Payment',
    'Actions',
  ]);

  const open = row('Switch OLED');
  expect(within(open).getByText('1')).toBeInTheDocument();
  expect(within(open).getByRole('presentation')).toHaveAttribute('src', 'https://img.test/ps5.png');
  expect(within(open).getByText('$1,234.50')).toBeInTheDocument();
  expect(within(open).getByText('Available')).toBeInTheDocument();
  expect(within(open).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/dashboard/payment/open');

  const paid = row('SNES Classic');
  expect(within(paid).getByText('Sold')).toBeInTheDocument();
  expect(within(paid).getByText('Paid')).toBeInTheDocument();
  expect(within(paid).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();

  const lost = row('Xbox Elite');
  expect(within(lost).getByText('Sold')).toBeInTheDocument();
  expect(within(lost).getByText('Item is bought by another buyer')).toBeInTheDocument();
  expect(within(lost).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
});

test('says so when the buyer has no orders, and offers to browse games', async () => {
  renderOrders([]);
  expect(await screen.findByText("You haven't Order any product yet")).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', paths.search());
});

test('shows the server message when the orders cannot be loaded', async () => {
  server.use(
    handle(api.listMyBookings, () => HttpResponse.json({ message: 'Only buyers can do this' }, { status: 403 })),
  );
  renderWithProviders(<MyOrdersPage />, { route: paths.myOrders });
  expect(await screen.findByRole('alert')).toHaveTextContent('Only buyers can do this');
});

describe('beyond the spec', () => {
  it('cancels an unpaid booking after "Cancel this booking?" and the row then reads Cancelled', async () => {
    const bookings = [booking({ _id: 'open', productName: 'Switch OLED' })];
    const cancelled: string[] = [];
    server.use(
      http.post(apiUrl('/booking/:id/cancel'), ({ params }) => {
        cancelled.push(String(params.id));
        bookings[0] = { ...bookings[0]!, cancelled: true };
        return HttpResponse.json({ acknowledged: true, modifiedCount: 1 });
      }),
    );
    const { user } = renderOrders(bookings);

    await user.click(await screen.findByRole('button', { name: 'Cancel booking of Switch OLED' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(cancelled).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel booking of Switch OLED' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this booking?' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(cancelled).toEqual(['open']);
    expect(await within(row('Switch OLED')).findByText('Cancelled')).toBeInTheDocument();
    expect(within(row('Switch OLED')).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(row('Switch OLED')).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('tells the buyer when another buyer is paying, and offers no Cancel once sold or paid', async () => {
    renderOrders([
      booking({ _id: 'held', productName: 'Switch OLED', reservedByOther: true }),
      booking({ _id: 'lost', productName: 'Xbox Elite', status: false }),
    ]);
    expect(
      await within(await screen.findByRole('row', { name: /Switch OLED/ })).findByText('Reserved by another buyer'),
    ).toBeInTheDocument();
    expect(within(row('Switch OLED')).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    expect(
      within(row('Switch OLED')).getByRole('button', { name: 'Cancel booking of Switch OLED' }),
    ).toBeInTheDocument();
    expect(within(row('Xbox Elite')).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('rates the seller of a paid order once: stars required, comment optional', async () => {
    const bookings = [
      booking({ _id: 'paid', productName: 'SNES Classic', paid: true, status: false, sellerName: 'Sam Seller' }),
    ];
    const reviews: unknown[] = [];
    server.use(
      handle(api.reviewSeller, async ({ request }) => {
        reviews.push(await request.json());
        bookings[0] = { ...bookings[0]!, reviewed: true };
        return HttpResponse.json({ acknowledged: true, insertedId: 'r1' }, { status: 201 });
      }),
    );
    const { user } = renderOrders(bookings);

    await user.click(await screen.findByRole('button', { name: 'Rate seller of SNES Classic' }));
    // The review form's code loads when it is first asked for.
    const dialog = await screen.findByRole('dialog', { name: 'Rate Sam Seller' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(reviews).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), ' Friendly and on time ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thanks for your review')).toBeInTheDocument();
    expect(reviews).toEqual([{ bookingId: 'paid', rating: 4, comment: 'Friendly and on time' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row('SNES Classic')).findByText('Rated')).toBeInTheDocument();
  });

  it('Message seller opens the conversation about the booked product, or says why it cannot', async () => {
    const opened: unknown[] = [];
    let refuse = true;
    server.use(
      handle(api.startConversation, async ({ request }) => {
        opened.push(await request.json());
        return refuse
          ? HttpResponse.json({ message: "You can't message this user" }, { status: 403 })
          : HttpResponse.json({ _id: 'c1' }, { status: 200 });
      }),
    );
    const { user } = renderOrders([booking({ _id: 'paid', productName: 'SNES Classic', paid: true, status: false })]);
    const message = await screen.findByRole('button', { name: 'Message seller of SNES Classic' });
    await user.click(message);
    expect(await screen.findByText("You can't message this user")).toBeInTheDocument();
    refuse = false;
    await user.click(message);
    expect(await screen.findByRole('heading', { name: 'The conversation' })).toBeInTheDocument();
    expect(opened).toEqual([{ productId: bookingFixture({}).productId }, { productId: bookingFixture({}).productId }]);
  });

  it("shows the seller's mobile on the rows the API sends it with, as a phone link, and nothing on the others", async () => {
    renderOrders([
      booking({ _id: 'live', productName: 'Switch OLED', sellerMobile: '+1 555 0199' }),
      booking({ _id: 'other', productName: 'Xbox Elite' }),
    ]);

    const live = within(await screen.findByRole('row', { name: /Switch OLED/ }));
    expect(live.getByText(/Seller's mobile/)).toHaveTextContent("Seller's mobile: +1 555 0199");
    expect(live.getByRole('link', { name: '+1 555 0199' })).toHaveAttribute('href', 'tel:+15550199');
    // The booking's own mobile is the buyer's: it is not the seller's to show.
    const other = within(row('Xbox Elite'));
    expect(other.queryByText(/Seller's mobile/)).not.toBeInTheDocument();
    expect(other.queryByRole('link', { name: /555/ })).not.toBeInTheDocument();
    expect(other.getByRole('button', { name: 'Message seller of Xbox Elite' })).toBeInTheDocument();
  });

  it('labels the price of a booking made from an accepted offer "Offer accepted", and no other', async () => {
    renderOrders([
      booking({
        _id: 'agreed',
        productName: 'Switch OLED',
        price: 300,
        offerId: '00000000-0000-4000-8000-0000000000f1',
      }),
      booking({ _id: 'listed', productName: 'Xbox Elite', price: 450 }),
    ]);

    const agreed = within(await screen.findByRole('row', { name: /Switch OLED/ }));
    // Beside the price, in its cell: the columns stay the spec's.
    expect(agreed.getByText('$300.00').closest('td')).toContainElement(agreed.getByText('Offer accepted'));
    const listed = within(row('Xbox Elite'));
    expect(listed.getByText('$450.00')).toBeInTheDocument();
    expect(listed.queryByText('Offer accepted')).not.toBeInTheDocument();
  });

  it("toasts the server's message when a review is refused", async () => {
    server.use(
      handle(api.reviewSeller, () =>
        HttpResponse.json({ message: 'You already rated the seller for this order' }, { status: 409 }),
      ),
    );
    const { user } = renderOrders([booking({ _id: 'paid', productName: 'SNES Classic', paid: true, status: false })]);
    await user.click(await screen.findByRole('button', { name: 'Rate seller of SNES Classic' }));
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You already rated the seller for this order')).toBeInTheDocument();
  });
});

describe('after the payment: handover, buyer protection, problems and refunds', () => {
  /** Dates in the test's own time zone, as the page shows them. */
  const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).toISOString();
  const paid = (overrides: Partial<Booking> = {}) =>
    booking({
      _id: 'paid',
      productName: 'SNES Classic',
      paid: true,
      status: false,
      transactionId: 'pi_1',
      ...overrides,
    });
  const awaitingHandover = () => paid({ handoverCode: '482913', handoverDueAt: on(2026, 3, 14) });
  const handedOver = (overrides: Partial<Booking> = {}) =>
    paid({ handoverAt: on(2026, 3, 10), protectionEndsAt: on(2099, 1, 31), ...overrides });

  it('shows the handover code of a paid order and when it is refunded without a handover', async () => {
    renderOrders([awaitingHandover(), booking({ _id: 'open', productName: 'Switch OLED' })]);

    const order = within(await screen.findByRole('row', { name: /SNES Classic/ }));
    expect(order.getByText('Paid')).toBeInTheDocument();
    expect(order.getByText('482913')).toBeInTheDocument();
    expect(order.getByText('Show this code to the seller when you get the item')).toBeInTheDocument();
    expect(
      order.getByText("If you don't get the item by March 14, 2026, you are refunded in full automatically"),
    ).toBeInTheDocument();
    expect(order.getByRole('button', { name: 'I got it: SNES Classic' })).toBeInTheDocument();
    expect(order.queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();

    const unpaid = within(row('Switch OLED'));
    expect(unpaid.queryByText('Show this code to the seller when you get the item')).not.toBeInTheDocument();
    expect(unpaid.queryByRole('button', { name: /I got it/ })).not.toBeInTheDocument();
  });

  it('"I got it" asks first, then tells the server and the order reads handed over', async () => {
    const bookings = [awaitingHandover()];
    const received: string[] = [];
    server.use(
      handle(api.confirmReceived, ({ params }) => {
        received.push(String(params.id));
        bookings[0] = handedOver();
        return HttpResponse.json({ handoverAt: on(2026, 3, 10), protectionEndsAt: on(2099, 1, 31) });
      }),
    );
    const { user } = renderOrders(bookings);

    await user.click(await screen.findByRole('button', { name: 'I got it: SNES Classic' }));
    await answer(user, 'Did you get the item?', 'Not yet', 'The seller is paid when the protection window ends.');
    expect(received).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I got it: SNES Classic' }));
    await answer(user, 'Did you get the item?', 'Yes, I got it');
    expect(await screen.findByText('Marked as received')).toBeInTheDocument();
    expect(received).toEqual(['paid']);
    const order = within(row('SNES Classic'));
    expect(await order.findByText('Handed over on March 10, 2026')).toBeInTheDocument();
    expect(order.getByText('Buyer protection until January 31, 2099')).toBeInTheDocument();
    expect(order.queryByText('482913')).not.toBeInTheDocument();
    expect(order.queryByRole('button', { name: /I got it/ })).not.toBeInTheDocument();
  });

  it("toasts the server's message when the handover cannot be confirmed", async () => {
    server.use(
      handle(api.confirmReceived, () =>
        HttpResponse.json({ message: 'This order was refunded: it can no longer be received' }, { status: 409 }),
      ),
    );
    const { user } = renderOrders([awaitingHandover()]);
    await user.click(await screen.findByRole('button', { name: 'I got it: SNES Classic' }));
    await answer(user, 'Did you get the item?', 'Yes, I got it');
    expect(await screen.findByText('This order was refunded: it can no longer be received')).toBeInTheDocument();
    expect(screen.queryByText('Marked as received')).not.toBeInTheDocument();
  });

  it('reports a problem during buyer protection: a reason and details are required, then the order shows it', async () => {
    const bookings = [handedOver()];
    const reports: unknown[] = [];
    server.use(
      handle(api.reportProblem, async ({ request, params }) => {
        reports.push({ id: params.id, body: await request.json() });
        bookings[0] = handedOver({
          dispute: { _id: 'd1', state: 'open', reason: 'not_working', details: 'It does not start' },
        });
        return HttpResponse.json({ disputeId: 'd1' }, { status: 201 });
      }),
    );
    const { user } = renderOrders(bookings);

    const order = within(await screen.findByRole('row', { name: /SNES Classic/ }));
    expect(order.getByText('Handed over on March 10, 2026')).toBeInTheDocument();
    expect(order.getByText('Buyer protection until January 31, 2099')).toBeInTheDocument();
    await user.click(order.getByRole('button', { name: 'Report a problem with SNES Classic' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    const reason = within(dialog).getByRole('combobox', { name: 'What is wrong?' });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a reason', 'Not as described', 'Does not work', 'Counterfeit', 'Something else']);

    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Choose what is wrong')).toBeInTheDocument();
    expect(within(dialog).getByText('Tell us what happened')).toBeInTheDocument();

    const details = within(dialog).getByRole('textbox', { name: 'Details' });
    await user.selectOptions(reason, 'Does not work');
    await user.click(details);
    await user.paste('x'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Keep the details to 2000 characters or fewer')).toBeInTheDocument();
    expect(reports).toEqual([]);

    await user.clear(details);
    await user.type(details, ' It does not start ');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('We told the seller and our team')).toBeInTheDocument();
    expect(reports).toEqual([{ id: 'paid', body: { reason: 'not_working', details: 'It does not start' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row('SNES Classic')).findByText('Problem reported: Does not work')).toBeInTheDocument();
    expect(within(row('SNES Classic')).getByText('Open')).toBeInTheDocument();
    expect(within(row('SNES Classic')).queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it("keeps the report open with the server's message when it is refused", async () => {
    server.use(
      handle(api.reportProblem, () =>
        HttpResponse.json({ message: 'Buyer protection for this order has ended' }, { status: 409 }),
      ),
    );
    const { user } = renderOrders([handedOver()]);
    await user.click(await screen.findByRole('button', { name: 'Report a problem with SNES Classic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'What is wrong?' }), 'Counterfeit');
    await user.type(within(dialog).getByRole('textbox', { name: 'Details' }), 'The cartridge is a copy');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Buyer protection for this order has ended');
    expect(screen.getByRole('dialog', { name: 'Report a problem' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveValue('The cartridge is a copy');
    expect(screen.queryByText('We told the seller and our team')).not.toBeInTheDocument();
  });

  it('offers no report once buyer protection has ended', async () => {
    renderOrders([paid({ handoverAt: on(2020, 1, 3), protectionEndsAt: on(2020, 1, 17) })]);
    const order = within(await screen.findByRole('row', { name: /SNES Classic/ }));
    expect(order.getByText('Handed over on January 3, 2020')).toBeInTheDocument();
    expect(order.getByText('Buyer protection ended on January 17, 2020')).toBeInTheDocument();
    expect(order.queryByText(/Buyer protection until/)).not.toBeInTheDocument();
    expect(order.queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it("shows a reported problem's state, the seller's answer and, once resolved, the decision and the refund", async () => {
    renderOrders([
      handedOver({
        _id: 'open',
        productName: 'Game Boy',
        dispute: {
          _id: 'd1',
          state: 'open',
          reason: 'not_as_described',
          details: 'The screen is cracked',
          response: 'It was fine when I sold it',
        },
      }),
      handedOver({
        _id: 'done',
        productName: 'Mega Drive',
        refundedCents: 10_000,
        dispute: {
          _id: 'd2',
          state: 'resolved',
          reason: 'not_working',
          details: 'No sound',
          outcome: 'partial_refund',
          refundCents: 10_000,
          resolution: 'The sound chip is broken; the rest works',
        },
      }),
    ]);

    const open = within(await screen.findByRole('row', { name: /Game Boy/ }));
    expect(open.getByText('Problem reported: Not as described')).toBeInTheDocument();
    expect(open.getByText('Open')).toBeInTheDocument();
    expect(open.getByText('The seller answered: It was fine when I sold it')).toBeInTheDocument();
    expect(open.queryByText(/Decision/)).not.toBeInTheDocument();
    expect(open.queryByText(/Refunded/)).not.toBeInTheDocument();

    const done = within(row('Mega Drive'));
    expect(done.getByText('Problem reported: Does not work')).toBeInTheDocument();
    expect(done.getByText('Resolved')).toBeInTheDocument();
    expect(done.getByText('Decision: Refunded in part, $100.00 refunded')).toBeInTheDocument();
    expect(done.getByText("Our team's reason: The sound chip is broken; the rest works")).toBeInTheDocument();
    expect(done.getByText('Refunded $100.00')).toBeInTheDocument();
    expect(done.queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it('an order refunded in full before any handover shows the refund, not the code', async () => {
    renderOrders([
      awaitingHandover(),
      paid({
        _id: 'refunded',
        productName: 'Neo Geo',
        status: true,
        cancelled: true,
        handoverCode: '111222',
        handoverDueAt: on(2026, 3, 1),
        refundedCents: 45_000,
      }),
    ]);
    const refunded = within(await screen.findByRole('row', { name: /Neo Geo/ }));
    expect(refunded.getByText('Paid')).toBeInTheDocument();
    expect(refunded.getByText('Refunded $450.00')).toBeInTheDocument();
    expect(refunded.queryByText('111222')).not.toBeInTheDocument();
    expect(refunded.queryByRole('button', { name: /I got it/ })).not.toBeInTheDocument();
    expect(within(row('SNES Classic')).getByText('482913')).toBeInTheDocument();
  });
});

test("the page's loader asks for the signed-in buyer's first page of bookings before the page mounts", async () => {
  const { createPlatform } = await import('@replay/platform');
  const { createTestQueryClient, TEST_CONFIG } = await import('@replay/testing');
  const { loader } = await import('./MyOrdersPage');
  const requested: (string | null)[] = [];
  server.use(
    handle(api.listMyBookings, ({ request }) => {
      requested.push(new URL(request.url).searchParams.get('email'));
      return HttpResponse.json([booking({ _id: 'early', productName: 'Game Boy' })]);
    }),
  );
  const queryClient = createTestQueryClient();
  const { apiClient } = createPlatform(TEST_CONFIG);
  const args = {
    queryClient,
    apiClient,
    params: {},
    request: new Request('http://localhost/dashboard/myorders'),
    context: undefined,
  } as unknown as Omit<PageLoaderArgs, 'user'>;
  const buyer = { uid: 'u1', email: 'buyer@replay.test', displayName: 'Buyer', photoURL: null };

  expect(loader({ ...args, user: null })).toBeNull(); // signed out: nothing to ask for
  expect(loader({ ...args, user: buyer })).toBeNull(); // not awaited: the page shows at once

  await waitFor(() => expect(requested).toEqual(['buyer@replay.test']));
  const [cached] = queryClient.getQueryCache().findAll({ queryKey: buyerKeys.bookings.list('buyer@replay.test') });
  await waitFor(() => expect(cached?.state.status).toBe('success'));
});
