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

test('shows saved items as photo tiles with price and condition, each a link; a sold or closed one says so', async () => {
  server.use(
    handle(api.listFavourites, () =>
      HttpResponse.json([
        product({ _id: 'open', title: 'Switch OLED', resprice: 250, orgprice: 350 }),
        product({ _id: 'gone', title: 'Xbox Elite', status: false, state: 'sold' }),
        product({ _id: 'closed', title: 'Mega Drive', state: 'closed' }),
      ]),
    ),
  );
  renderWithProviders(<SavedItemsPage />, { route: paths.saved });

  expect(await screen.findByRole('heading', { name: 'Saved items' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Saved items' });
  const open = within(list).getByRole('link', { name: 'Switch OLED' });
  expect(open).toHaveAttribute('href', '/product/open');
  expect(open).toHaveAccessibleDescription('$250.00 Original price $350.00 -28% Good');
  expect(within(list).getByRole('link', { name: 'Xbox Elite' })).toHaveAccessibleDescription(/Sold$/);
  expect(within(list).getByRole('link', { name: 'Mega Drive' })).toHaveAccessibleDescription(/Closed$/);
  const heart = within(list).getByRole('button', { name: 'Remove Switch OLED from saved items' });
  expect(open).not.toContainElement(heart);
});

test('removes an item with its heart, and says so when nothing is saved, with a way to browse', async () => {
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
  expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/search');
  expect(removed).toEqual(['open']);
});
