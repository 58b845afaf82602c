import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, type Product } from '@replay/contract';
import { apiUrl, fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aProduct, savedItemsHandler } from '../testing/fixtures';
import { ProductCard } from './ProductCard';

beforeEach(() => server.use(savedItemsHandler()));

describe('ProductCard', () => {
  it('shows the image 64 px wide, title, prices, condition, years of use, location and seller', () => {
    renderWithProviders(<ProductCard product={aProduct()} />);

    const image = screen.getByRole('img', { name: 'PlayStation 5 Disc Edition' });
    expect(image).toHaveAttribute('src', 'https://img.test/ps5.jpg');
    expect(image).toHaveAttribute('width', '64');
    expect(screen.getByRole('heading', { name: 'PlayStation 5 Disc Edition' })).toBeInTheDocument();
    expect(screen.getByText('$380.00')).toBeInTheDocument();
    expect(screen.getByText('$500.00')).toBeInTheDocument();
    expect(screen.getByText(/^Excellent · 1 year · Berlin ·/)).toHaveTextContent('Sam Seller');
    expect(screen.getByRole('link', { name: 'See more about PlayStation 5 Disc Edition' })).toHaveAttribute(
      'href',
      '/product/prod-1',
    );
  });

  it('cuts the description at 100 characters and adds ....', () => {
    const description = `${'A'.repeat(100)}-the rest is hidden`;
    renderWithProviders(<ProductCard product={aProduct({ description })} />);

    expect(screen.getByText(`${'A'.repeat(100)}....`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/the rest is hidden/)).not.toBeInTheDocument();
  });

  it('shows the discount rounded down', () => {
    renderWithProviders(<ProductCard product={aProduct({ orgprice: 300, resprice: 199.99 })} />);
    // floor(100 * 100.01 / 300) = 33
    expect(screen.getByText('33% off')).toBeInTheDocument();
  });

  it('shows a 0% discount when there is no saving', () => {
    renderWithProviders(<ProductCard product={aProduct({ orgprice: 120, resprice: 120 })} />);
    expect(screen.getByText('0% off')).toBeInTheDocument();
  });

  it('shows the posting time relative to now', () => {
    const date = new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();
    renderWithProviders(<ProductCard product={aProduct({ date })} />);
    expect(screen.getByText('3 days ago')).toHaveAttribute('datetime', date);
  });

  it('badges verified sellers only', () => {
    const { unmount } = renderWithProviders(<ProductCard product={aProduct({ verified: true })} />);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    unmount();

    renderWithProviders(<ProductCard product={aProduct({ verified: false })} />);
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('lets buyers book available products and shows sold ones as Sold', () => {
    const { unmount } = renderWithProviders(<ProductCard product={aProduct()} />);
    expect(screen.getByRole('button', { name: 'Book PlayStation 5 Disc Edition' })).toBeEnabled();
    unmount();

    renderWithProviders(<ProductCard product={aProduct({ status: false })} />);
    const sold = screen.getByRole('button', { name: /is sold/ });
    expect(sold).toBeDisabled();
    expect(sold).toHaveTextContent('Sold');
  });

  it.each(['seller', 'admin'] as const)('tells a %s that only buyers can book, and still offers Report', (role) => {
    renderWithProviders(<ProductCard product={aProduct()} />, { auth: fakeAuth(role) });

    expect(screen.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
    expect(screen.getByText('Only buyers can book products.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report PlayStation 5 Disc Edition' })).toBeEnabled();
  });
});

describe('ProductCard beyond the spec', () => {
  it('says what we add in one price line (the original struck through) and one quiet line of condition, years, place and seller', () => {
    renderWithProviders(
      <ProductCard product={aProduct({ useYear: 3, verified: true, sellerRating: { average: 4.6, count: 12 } })} />,
    );

    const price = screen.getByText('$380.00').parentElement!;
    expect(price.tagName).toBe('P');
    expect(price).toHaveTextContent(/^\$380\.00Original price\$500\.0024% off5 hours ago$/);
    expect(screen.getByText('$500.00').tagName).toBe('S');
    const meta = screen.getByText(/^Excellent · 3 years · Berlin ·/);
    expect(meta.tagName).toBe('P');
    expect(meta).toHaveTextContent('Excellent · 3 years · Berlin · Sam SellerVerified★ 4.6 (12)');
    // The facts list it replaced is gone: no "Resale price", "Condition" … labels.
    expect(screen.queryByText('Resale price')).not.toBeInTheDocument();
    expect(screen.queryByText('Years of use')).not.toBeInTheDocument();
  });

  it("links the seller's name to their page and shows their rating, or that there are no reviews yet", () => {
    const { unmount } = renderWithProviders(
      <ProductCard product={aProduct({ sellerRating: { average: 4.6, count: 12 } })} />,
    );
    expect(screen.getByRole('link', { name: 'Sam Seller' })).toHaveAttribute('href', '/seller/seller-1');
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5 from 12 reviews' })).toHaveTextContent('★ 4.6 (12)');
    unmount();
    renderWithProviders(<ProductCard product={aProduct()} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it('lets a buyer save and unsave an item with the heart', async () => {
    let saved: Product[] = [];
    const calls: string[] = [];
    server.use(
      handle(api.listFavourites, () => HttpResponse.json(saved)),
      http.put(apiUrl('/favourites/:id'), ({ params }) => {
        calls.push(`PUT ${String(params.id)}`);
        saved = [aProduct()];
        return HttpResponse.json({ acknowledged: true });
      }),
      http.delete(apiUrl('/favourites/:id'), ({ params }) => {
        calls.push(`DELETE ${String(params.id)}`);
        saved = [];
        return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
      }),
    );
    const { user } = renderWithProviders(<ProductCard product={aProduct()} />, { auth: fakeAuth('buyer') });

    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    const savedButton = await screen.findByRole('button', { name: 'Saved' });
    expect(savedButton).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(savedButton).toBeEnabled());
    await user.click(savedButton);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(calls).toEqual(['PUT prod-1', 'DELETE prod-1']);
  });

  it('shows no heart to sellers', async () => {
    renderWithProviders(<ProductCard product={aProduct()} />, { auth: fakeAuth('seller') });
    expect(await screen.findByText('Only buyers can book products.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });
});
