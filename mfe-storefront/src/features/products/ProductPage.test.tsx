import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aProductDetail, savedItemsHandler } from '../../testing/fixtures';
import { Component as ProductPage } from './ProductPage';

beforeEach(() => server.use(savedItemsHandler()));

const renderProduct = (role: 'buyer' | 'seller' = 'buyer') =>
  renderWithProviders(<ProductPage />, { route: '/product/prod-1', path: '/product/:id', auth: fakeAuth(role) });

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
  });

  it('marks sold products and does not let them be booked', async () => {
    server.use(handle(api.getProduct, () => HttpResponse.json(aProductDetail({ status: false }))));
    renderProduct();

    expect(await screen.findByRole('button', { name: /is sold/ })).toBeDisabled();
    expect(screen.getByText('Sold', { selector: 'dd' })).toBeInTheDocument();
  });

  it("shows the server's message for an unknown product", async () => {
    server.use(handle(api.getProduct, () => HttpResponse.json({ message: 'Product not found' }, { status: 404 })));
    renderProduct();

    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });
});
