import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aProductDetail, savedItemsHandler } from '../../testing/fixtures';
import { Component as ProductPage } from './ProductPage';

beforeEach(() => server.use(savedItemsHandler()));

const renderProduct = (role: 'buyer' | 'seller' = 'buyer') =>
  renderWithProviders(<ProductPage />, {
    route: '/product/prod-1',
    path: '/product/:id',
    auth: fakeAuth(role),
    routes: [{ path: '/dashboard/messages/:id', element: <h1>The conversation</h1> }],
  });

/** The states of a listing that is no longer for sale, and how the page reads them. */
const UNAVAILABLE = [
  ['sold', 'Sold'],
  ['closed', 'No longer available'],
] as const;

const serveUnavailable = (state: (typeof UNAVAILABLE)[number][0]) =>
  server.use(handle(api.getProduct, () => HttpResponse.json(aProductDetail({ state, status: state !== 'sold' }))));

describe('ProductPage', () => {
  it('shows every field, the larger photo, the seller with the badge, Book and Report', async () => {
    const description = `${'Long description. '.repeat(10)}The end.`;
    server.use(handle(api.getProduct, () => HttpResponse.json(aProductDetail({ description, verified: true }))));
    renderProduct();

    expect(await screen.findByRole('heading', { name: 'PlayStation 5 Disc Edition' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'PlayStation 5 Disc Edition' })).toHaveAttribute('width', '640');
    expect(screen.getByText(/The end\.$/)).toBeInTheDocument();
    for (const text of [
      '$380.00',
      '$500.00',
      '24%',
      'Excellent',
      '1 year',
      '2023',
      'Berlin',
      '+49 151 0000000',
      'Sam Seller',
      'Verified',
      'Available',
      '5 hours ago',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'More in this category' })).toHaveAttribute('href', '/category/cat-ps');
    expect(screen.getByRole('button', { name: 'Book PlayStation 5 Disc Edition' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Report PlayStation 5 Disc Edition' })).toBeEnabled();
    // The public notice form, with this page's address filled in.
    expect(screen.getByRole('link', { name: 'Report this listing to our team' })).toHaveAttribute(
      'href',
      '/report-content?url=http%3A%2F%2Flocalhost%2Fproduct%2Fprod-1',
    );
  });

  it.each(UNAVAILABLE)(
    'reads %s listings as such, offers no Book and keeps search engines away',
    async (state, label) => {
      serveUnavailable(state);
      renderProduct();

      const heading = await screen.findByRole('heading', { name: `PlayStation 5 Disc Edition ${label}` });
      expect(within(heading).getByText(label)).toBeInTheDocument();
      expect(screen.getByText(label, { selector: 'dd' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Book|is sold/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Report PlayStation 5 Disc Edition' })).toBeInTheDocument();
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    },
  );

  it('lets search engines index an available listing', async () => {
    server.use(handle(api.getProduct, () => HttpResponse.json(aProductDetail())));
    renderProduct();

    expect(await screen.findByRole('button', { name: 'Book PlayStation 5 Disc Edition' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows every photo, sized, with a thumbnail to show each', async () => {
    const images = ['http://api.test/images/a.jpg', 'http://api.test/images/b.jpg', 'https://img.test/c.jpg'];
    server.use(handle(api.getProduct, () => HttpResponse.json(aProductDetail({ images, imageUrl: images[0] }))));
    const { user } = renderProduct();

    const photos = await screen.findByRole('region', { name: 'Photos of PlayStation 5 Disc Edition' });
    const slides = within(photos).getAllByRole('img');
    expect(slides.map((img) => img.getAttribute('alt'))).toEqual([
      'PlayStation 5 Disc Edition, photo 1 of 3',
      'PlayStation 5 Disc Edition, photo 2 of 3',
      'PlayStation 5 Disc Edition, photo 3 of 3',
    ]);
    expect(slides[0]).toHaveAttribute('srcset', expect.stringContaining('/images/a.jpg?w=640 640w'));
    expect(slides[1]).toHaveAttribute('loading', 'lazy');
    const thumbs = screen.getAllByRole('button', { name: /^Show photo/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await user.click(thumbs[2]!);
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-current', 'false');
  });

  it('shows "Was" with the lowest price of the last 30 days when the price is below it', async () => {
    const day = 24 * 3_600_000;
    const priceHistory = [
      { price: 450, changedAt: new Date(Date.now() - 60 * day).toISOString() },
      { price: 420, changedAt: new Date(Date.now() - 10 * day).toISOString() },
      { price: 380, changedAt: new Date(Date.now() - day).toISOString() },
    ];
    server.use(handle(api.getProduct, () => HttpResponse.json(aProductDetail({ priceHistory }))));
    renderProduct();

    expect(await screen.findByText('Was $420.00')).toBeInTheDocument();
  });

  it('shows no "Was" for a price that never dropped', async () => {
    server.use(handle(api.getProduct, () => HttpResponse.json(aProductDetail())));
    renderProduct();

    expect(await screen.findByText('$380.00')).toBeInTheDocument();
    expect(screen.queryByText(/^Was/)).not.toBeInTheDocument();
  });

  it('lets a buyer ask the seller: the conversation opens; not on a sold product, nor for a seller', async () => {
    const opened: unknown[] = [];
    server.use(
      handle(api.getProduct, () => HttpResponse.json(aProductDetail())),
      handle(api.startConversation, async ({ request }) => {
        opened.push(await request.json());
        return HttpResponse.json({ _id: 'c1' }, { status: 201 });
      }),
    );
    const { user, unmount } = renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Ask the seller' }));
    expect(await screen.findByRole('heading', { name: 'The conversation' })).toBeInTheDocument();
    expect(opened).toEqual([{ productId: 'prod-1' }]);
    unmount();

    renderProduct('seller');
    expect(await screen.findByRole('heading', { name: 'PlayStation 5 Disc Edition' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).not.toBeInTheDocument();
  });

  it.each(UNAVAILABLE)('offers no Ask the seller on a %s product', async (state, label) => {
    serveUnavailable(state);
    renderProduct();
    expect(await screen.findByRole('heading', { name: `PlayStation 5 Disc Edition ${label}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).not.toBeInTheDocument();
  });

  it("shows the server's message for an unknown product", async () => {
    server.use(handle(api.getProduct, () => HttpResponse.json({ message: 'Product not found' }, { status: 404 })));
    renderProduct();

    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });
});
