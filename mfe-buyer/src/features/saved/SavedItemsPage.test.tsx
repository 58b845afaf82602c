import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, paths, type Product } from '@replay/contract';
import { apiUrl, handle, renderWithProviders, server } from '@replay/testing';
import { Component as SavedItemsPage } from './SavedItemsPage';

const product = (overrides: Partial<Product>): Product => ({
  _id: 'p1',
  sellerName: 'Sam Seller',
  sellerId: 's1',
  sellerRating: { average: 0, count: 0 },
  category_id: 'c1',
  title: 'PlayStation 5',
  condition: 'Good',
  description: 'Fine',
  location: 'Lisbon',
  mobile: '+351 912 345 678',
  orgprice: 500,
  resprice: 380,
  useYear: 1,
  puryear: 2023,
  imageUrl: 'https://img.test/ps5.png',
  advertise: false,
  status: true,
  date: '2025-01-01T00:00:00.000Z',
  verified: false,
  state: 'available',
  version: 1,
  ...overrides,
});

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

test('lists saved items with price and state; a sold or closed one reads so and cannot be opened to book', async () => {
  server.use(
    handle(api.listFavourites, () =>
      HttpResponse.json([
        product({ _id: 'open', title: 'Switch OLED', resprice: 250 }),
        product({ _id: 'gone', title: 'Xbox Elite', status: false, state: 'sold' }),
        product({ _id: 'closed', title: 'Mega Drive', state: 'closed' }),
      ]),
    ),
  );
  renderWithProviders(<SavedItemsPage />, { route: paths.saved });

  expect(await screen.findByRole('heading', { name: 'Saved items' })).toBeInTheDocument();
  expect(
    await within(await screen.findByRole('row', { name: /Switch OLED/ })).findByText('$250.00'),
  ).toBeInTheDocument();
  expect(within(row('Switch OLED')).getByText('Available')).toBeInTheDocument();
  expect(within(row('Switch OLED')).getByRole('link', { name: 'Switch OLED' })).toHaveAttribute(
    'href',
    '/product/open',
  );
  expect(within(row('Xbox Elite')).getByText('Sold')).toBeInTheDocument();
  expect(within(row('Xbox Elite')).queryByRole('link')).not.toBeInTheDocument();
  expect(within(row('Mega Drive')).getByText('Closed')).toBeInTheDocument();
  expect(within(row('Mega Drive')).queryByRole('link')).not.toBeInTheDocument();
});

test('removes an item, and says so when nothing is saved', async () => {
  let saved = [product({ _id: 'open', title: 'Switch OLED' })];
  const removed: string[] = [];
  server.use(
    handle(api.listFavourites, () => HttpResponse.json(saved)),
    http.delete(apiUrl('/favourites/:id'), ({ params }) => {
      removed.push(String(params.id));
      saved = [];
      return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
    }),
  );
  const { user } = renderWithProviders(<SavedItemsPage />, { route: paths.saved });

  await user.click(await screen.findByRole('button', { name: 'Remove Switch OLED from saved items' }));
  expect(await screen.findByText("You haven't saved any items yet")).toBeInTheDocument();
  expect(removed).toEqual(['open']);
});
