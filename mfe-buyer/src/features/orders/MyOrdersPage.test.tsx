import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, paths, type Booking } from '@replay/contract';
import type { PageLoaderArgs } from '@replay/platform';
import { apiUrl, handle, renderWithProviders, server } from '@replay/testing';
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

test('says so when the buyer has no orders', async () => {
  renderOrders([]);
  expect(await screen.findByText("You haven't Order any product yet")).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
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
