import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, paths, type Booking } from '@replay/contract';
import { apiUrl, renderWithProviders, server } from '@replay/testing';
import { bookingFixture } from '../../testing/booking-fixture';
import { Component as MyOrdersPage } from './MyOrdersPage';

const booking = bookingFixture;

function renderOrders(bookings: Booking[]) {
  let email: string | null = null;
  server.use(
    http.get(apiUrl(api.bookings), ({ request }) => {
      email = new URL(request.url).searchParams.get('email');
      return HttpResponse.json(bookings);
    }),
  );
  const result = renderWithProviders(<MyOrdersPage />, { route: paths.myOrders });
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
  ]);

  const open = row('Switch OLED');
  expect(within(open).getByText('1')).toBeInTheDocument();
  expect(within(open).getByRole('img', { name: 'Switch OLED' })).toHaveAttribute('src', 'https://img.test/ps5.png');
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
    http.get(apiUrl(api.bookings), () => HttpResponse.json({ message: 'Only buyers can do this' }, { status: 403 })),
  );
  renderWithProviders(<MyOrdersPage />, { route: paths.myOrders });
  expect(await screen.findByRole('alert')).toHaveTextContent('Only buyers can do this');
});
