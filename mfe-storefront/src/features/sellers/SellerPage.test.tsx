import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { api, type Review } from '@replay/contract';
import type { LoginRedirectState } from '@replay/platform';
import { apiUrl, fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aProduct, savedItemsHandler } from '../../testing/fixtures';
import { Component as SellerPage } from './SellerPage';

const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  _id: `r${n}`,
  rating: 5,
  comment: `Review number ${n}`,
  buyerName: `Buyer ${n}`,
  date: new Date(Date.now() - 3_600_000).toISOString(),
  ...overrides,
});

beforeEach(() => server.use(savedItemsHandler()));

test("shows the seller's profile, their products for sale and their reviews, newest first, with Load more", async () => {
  const searches: string[] = [];
  server.use(
    handle(api.getSeller, () =>
      HttpResponse.json({
        _id: 'seller-1',
        name: 'Sam Seller',
        img: '',
        verified: true,
        memberSince: '2024-03-10T00:00:00.000Z',
        rating: { average: 4.5, count: 2 },
      }),
    ),
    handle(api.searchProducts, ({ request }) => {
      searches.push(new URL(request.url).search);
      return HttpResponse.json({ items: [aProduct({ title: 'Zelda for sale' })], nextCursor: null });
    }),
    handle(api.listSellerReviews, ({ request }) =>
      new URL(request.url).searchParams.get('cursor') === 'next'
        ? HttpResponse.json({ items: [review(2, { rating: 4, comment: '' })], nextCursor: null })
        : HttpResponse.json({ items: [review(1)], nextCursor: 'next' }),
    ),
  );
  const { user } = renderWithProviders(<SellerPage />, {
    route: '/seller/seller-1',
    path: '/seller/:id',
    auth: fakeAuth('buyer'),
  });

  expect(await screen.findByRole('heading', { name: /Sam Seller/ })).toBeInTheDocument();
  expect(screen.getByText('Verified')).toBeInTheDocument();
  expect(screen.getByText('Member since March 2024')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Sam Seller' })).toHaveTextContent('SS');
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeInTheDocument();
  const forSale = await screen.findByRole('list', { name: 'For sale' });
  expect(within(forSale).getByRole('link', { name: 'Zelda for sale' })).toHaveAttribute('href', '/product/prod-1');
  expect(await within(forSale).findByRole('button', { name: 'Save' })).toBeInTheDocument();
  expect(searches).toEqual(['?seller=seller-1']);

  const reviews = within(screen.getByRole('region', { name: 'Reviews' }));
  expect(await reviews.findByText('Review number 1')).toBeInTheDocument();
  expect(reviews.getByRole('img', { name: '5 out of 5 stars' })).toHaveTextContent('★★★★★');
  await user.click(reviews.getByRole('button', { name: 'Load more' }));
  expect(await reviews.findByRole('img', { name: '4 out of 5 stars' })).toHaveTextContent('★★★★☆');
  expect(reviews.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    expect.stringContaining('Review number 1'),
    expect.stringContaining('Buyer 2'),
  ]);
  expect(reviews.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test("shows the server's message for someone who is not a seller", async () => {
  server.use(handle(api.getSeller, () => HttpResponse.json({ message: 'Seller not found' }, { status: 404 })));
  renderWithProviders(<SellerPage />, { route: '/seller/nobody', path: '/seller/:id', auth: fakeAuth('buyer') });
  expect(await screen.findByText('Seller not found')).toBeInTheDocument();
});

function LoginPage() {
  const { from } = (useLocation().state as LoginRedirectState | null) ?? {};
  return <p>Login, then back to {from?.pathname ?? 'nowhere'}</p>;
}

test('shows a signed-out visitor the listings with the name and rating they carry, and a way to sign in for the reviews', async () => {
  const membersOnly = jest.fn();
  server.use(
    http.get(apiUrl('/sellers/*'), () => {
      membersOnly();
      return HttpResponse.json({ message: 'Sign in first' }, { status: 401 });
    }),
    handle(api.searchProducts, () =>
      HttpResponse.json({
        items: [aProduct({ title: 'Zelda for sale', verified: true, sellerRating: { average: 4.5, count: 2 } })],
        nextCursor: null,
      }),
    ),
  );
  const { user } = renderWithProviders(<SellerPage />, {
    route: '/seller/seller-1',
    path: '/seller/:id',
    routes: [{ path: '/login', element: <LoginPage /> }],
    auth: fakeAuth(null),
  });

  expect(await screen.findByRole('heading', { level: 1, name: /Sam Seller/ })).toHaveTextContent('Verified');
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeInTheDocument();
  const forSale = screen.getByRole('list', { name: 'For sale' });
  expect(within(forSale).getByRole('link', { name: 'Zelda for sale' })).toBeInTheDocument();
  expect(within(forSale).getByRole('button', { name: 'Save' })).toBeInTheDocument();

  const reviews = within(screen.getByRole('region', { name: 'Reviews' }));
  expect(reviews.getByText('Sign in to read what buyers said.')).toBeInTheDocument();
  await user.click(reviews.getByRole('link', { name: 'Sign in' }));
  expect(await screen.findByText('Login, then back to /seller/seller-1')).toBeInTheDocument();
  expect(membersOnly).not.toHaveBeenCalled();
});

test('offers a way to browse when the seller has nothing for sale', async () => {
  server.use(handle(api.searchProducts, () => HttpResponse.json({ items: [], nextCursor: null })));
  renderWithProviders(<SellerPage />, { route: '/seller/seller-1', path: '/seller/:id', auth: fakeAuth(null) });

  expect(await screen.findByText('No products for sale right now')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/search');
});
