import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { serveSellerAccount } from '../../../testing/account';
import { feeRule, serveFeeRule } from '../../../testing/money';
import { categories } from '../../../testing/products';
import { Component as AddProductPage } from '../AddProductPage';

function renderPage() {
  server.use(
    handle(api.listCategories, () => HttpResponse.json(categories)),
    serveSellerAccount(),
  );
  return renderWithProviders(<AddProductPage />, { auth: fakeAuth('seller'), route: paths.addProduct });
}

const earnLine = () => screen.getByText(/after the Replay Market fee/);

describe("Add Product's fee preview", () => {
  it('says what the seller earns after the fee as the resale price is typed, and nothing for no valid price', async () => {
    server.use(serveFeeRule());
    const { user } = renderPage();
    const price = await screen.findByLabelText('Resale price');
    expect(screen.queryByText(/You'll earn/)).not.toBeInTheDocument();

    await user.type(price, '35.5');
    // 10 % of $35.50 is $3.55.
    expect(await screen.findByText("You'll earn $31.95 after the Replay Market fee")).toBeInTheDocument();
    expect(earnLine()).toHaveAttribute('aria-live', 'polite');

    await user.clear(price);
    await user.type(price, '2');
    // 10 % of $2 is 20 cents, below the 50-cent minimum.
    expect(earnLine()).toHaveTextContent("You'll earn $1.50 after the Replay Market fee");

    await user.clear(price);
    await user.type(price, '1234.56');
    // 10 % of $1,234.56 is $123.456, rounded half up to $123.46.
    expect(earnLine()).toHaveTextContent("You'll earn $1,111.10 after the Replay Market fee");

    await user.type(price, '9');
    expect(screen.queryByText(/You'll earn/)).not.toBeInTheDocument();

    await user.clear(price);
    expect(screen.queryByText(/You'll earn/)).not.toBeInTheDocument();
  });

  it('takes the percentage and minimum from GET /fees', async () => {
    server.use(handle(api.getFeeRule, () => HttpResponse.json({ ...feeRule, percent: 7.5, minCents: 0 })));
    const { user } = renderPage();

    await user.type(await screen.findByLabelText('Resale price'), '100');
    expect(await screen.findByText("You'll earn $92.50 after the Replay Market fee")).toBeInTheDocument();
  });

  it('shows nothing while the fee rule is loading', async () => {
    server.use(handle(api.getFeeRule, () => new Promise<never>(() => undefined)));
    const { user } = renderPage();

    await user.type(await screen.findByLabelText('Resale price'), '35.5');
    expect(screen.getByLabelText('Resale price')).toHaveValue(35.5);
    expect(screen.queryByText(/You'll earn/)).not.toBeInTheDocument();
  });
});
