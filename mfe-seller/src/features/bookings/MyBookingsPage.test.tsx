import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type SellerBooking } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aSellerBooking } from '../../testing/bookings';
import { Component as MyBookingsPage } from './MyBookingsPage';

const booking = (overrides: Partial<SellerBooking>) => aSellerBooking({ _id: 'b1', ...overrides });

const render = () =>
  renderWithProviders(<MyBookingsPage />, {
    auth: fakeAuth('seller'),
    route: paths.myBookings,
    routes: [{ path: '/dashboard/messages/:id', element: <h1>The conversation</h1> }],
  });

test("shows who booked the seller's products, how to reach them, where to meet, and each booking's state", async () => {
  server.use(
    handle(api.listSellerBookings, () =>
      HttpResponse.json([
        booking({ _id: 'w', productName: 'Waiting game' }),
        booking({ _id: 'r', productName: 'Reserved game', state: 'reserved' }),
        booking({ _id: 'p', productName: 'Paid game', state: 'paid' }),
        booking({ _id: 'c', productName: 'Cancelled game', state: 'cancelled' }),
        booking({ _id: 's', productName: 'Lost game', state: 'sold_to_another' }),
        booking({ _id: 'f', productName: 'Refunded game', state: 'refunded' }),
      ]),
    ),
  );
  render();

  const waiting = await screen.findByRole('row', { name: /Waiting game/ });
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    '#',
    'Product',
    'Buyer',
    'E-mail',
    'Mobile',
    'Meeting location',
    'Booked',
    'State',
    'Messages',
    'Earnings',
    'Handover',
  ]);
  expect(within(waiting).getByText('Bea Buyer')).toBeInTheDocument();
  expect(within(waiting).getByRole('link', { name: 'bea@replay.test' })).toHaveAttribute(
    'href',
    'mailto:bea@replay.test',
  );
  expect(within(waiting).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
  expect(within(waiting).getByText('Central station')).toBeInTheDocument();
  expect(within(waiting).getByText('2 hours ago')).toBeInTheDocument();
  expect(within(waiting).getByText('Waiting for payment')).toBeInTheDocument();
  for (const [name, state] of [
    ['Reserved game', 'Reserved'],
    ['Paid game', 'Paid'],
    ['Cancelled game', 'Cancelled'],
    ['Lost game', 'Sold to another buyer'],
    ['Refunded game', 'Refunded'],
  ]) {
    expect(within(screen.getByRole('row', { name: new RegExp(name!) })).getByText(state!)).toBeInTheDocument();
  }
});

test('labels the price of a booking made from an accepted offer "Offer accepted", and no other', async () => {
  server.use(
    handle(api.listSellerBookings, () =>
      HttpResponse.json([
        booking({
          _id: 'a',
          productName: 'Agreed game',
          price: 300,
          offerId: '00000000-0000-4000-8000-0000000000f1',
        }),
        booking({ _id: 'l', productName: 'Listed game', price: 380 }),
      ]),
    ),
  );
  render();

  const agreed = within(await screen.findByRole('row', { name: /Agreed game/ }));
  // Beside the price, in its cell: the columns stay as they are.
  expect(agreed.getByText('Agreed game ($300.00)').closest('td')).toContainElement(agreed.getByText('Offer accepted'));
  const listed = within(screen.getByRole('row', { name: /Listed game/ }));
  expect(listed.getByText('Listed game ($380.00)')).toBeInTheDocument();
  expect(listed.queryByText('Offer accepted')).not.toBeInTheDocument();
});

test('says so when nobody has booked yet', async () => {
  server.use(handle(api.listSellerBookings, () => HttpResponse.json([])));
  render();
  expect(await screen.findByText('Nobody has booked your products yet')).toBeInTheDocument();
});

test("Message buyer opens the conversation with that booking's buyer about its product", async () => {
  const opened: unknown[] = [];
  server.use(
    handle(api.listSellerBookings, () => HttpResponse.json([booking({})])),
    handle(api.startConversation, async ({ request }) => {
      opened.push(await request.json());
      return HttpResponse.json({ _id: 'c1' }, { status: 201 });
    }),
  );
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: 'Message Bea Buyer about PlayStation 5' }));
  expect(await screen.findByRole('heading', { name: 'The conversation' })).toBeInTheDocument();
  expect(opened).toEqual([{ productId: 'p1', buyerId: '00000000-0000-4000-8000-0000000000b1' }]);
});
