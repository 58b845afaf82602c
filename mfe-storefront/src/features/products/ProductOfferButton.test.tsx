import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, type BodyOf } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aProductDetail, savedItemsHandler } from '../../testing/fixtures';
import { hoursFromNow } from '../../testing/offers';
import { Component as ProductPage } from './ProductPage';

type OfferBody = BodyOf<typeof api.makeOffer>;

/** The product (listed at $90.00 unless given) and POST /offers: each body kept; `refuse` answers with it instead. */
function serve(product = aProductDetail({ resprice: 90 })) {
  const state = { sent: [] as OfferBody[], refuse: null as { status: number; message: string } | null };
  server.use(
    savedItemsHandler(),
    // The buyer has booked nothing; the seller card's profile.
    handle(api.listMyBookings, () => HttpResponse.json([])),
    handle(api.getSeller, () => HttpResponse.json({ message: 'Seller not found' }, { status: 404 })),
    handle(api.getProduct, () => HttpResponse.json(product)),
    handle(api.makeOffer, async ({ request }) => {
      const body = (await request.json()) as OfferBody;
      state.sent.push(body);
      if (state.refuse) return HttpResponse.json({ message: state.refuse.message }, { status: state.refuse.status });
      const { amountCents } = body;
      return HttpResponse.json(
        { _id: 'offer-1', conversationId: 'conv-9', state: 'open', amountCents, expiresAt: hoursFromNow(48) },
        { status: 201 },
      );
    }),
  );
  return state;
}

const renderProduct = (role: 'buyer' | 'seller' = 'buyer') =>
  renderWithProviders(<ProductPage />, {
    route: '/product/prod-1',
    path: '/product/:id',
    auth: fakeAuth(role),
    routes: [{ path: '/dashboard/messages/:id', element: <h1>Conversation conv-9</h1> }],
  });

const openDialog = async (user: ReturnType<typeof renderProduct>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
  return screen.findByRole('dialog', { name: 'Make an offer for PlayStation 5 Disc Edition' });
};

describe('Make an offer, on the product page', () => {
  it('sits beside Book and sends the amount in exact cents with the message, then shows the conversation', async () => {
    const state = serve();
    const { user } = renderProduct();

    const offer = await screen.findByRole('button', { name: 'Make an offer' });
    expect(offer.previousElementSibling).toBe(screen.getByRole('button', { name: 'Book PlayStation 5 Disc Edition' }));
    const dialog = await openDialog(user);
    const amount = within(dialog).getByRole('textbox', { name: 'Your offer' });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveAccessibleDescription('The listed price is $90.00. Offers from $45.00.');

    await user.type(amount, '45.10');
    await user.type(within(dialog).getByRole('textbox', { name: /Message to the seller/ }), '  Cash on pickup?  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: 'Conversation conv-9' })).toBeInTheDocument();
    expect(state.sent).toEqual([{ productId: 'prod-1', amountCents: 4510, message: 'Cash on pickup?' }]);
    expect(await screen.findByText('Offer sent')).toBeInTheDocument();
  });

  it('refuses on the client an amount under half the listed price, at or above it, or not an amount', async () => {
    const state = serve();
    const { user } = renderProduct();
    const dialog = await openDialog(user);
    const amount = within(dialog).getByRole('textbox', { name: 'Your offer' });
    const send = within(dialog).getByRole('button', { name: 'Send' });

    for (const [typed, error] of [
      ['44.99', 'Offers start at $45.00'],
      ['90', 'Your offer must be less than the listed price of $90.00'],
      ['120.50', 'Your offer must be less than the listed price of $90.00'],
      ['45.105', 'Enter an amount in dollars, such as 45.10'],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed!);
      await user.click(send);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(error!);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(state.sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '89.99');
    await user.click(send);
    await waitFor(() => expect(state.sent).toEqual([{ productId: 'prod-1', amountCents: 8999 }]));
  });

  it('rounds the lowest offer up to the cent', async () => {
    serve(aProductDetail({ resprice: 45.55 }));
    const { user } = renderProduct();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Your offer' })).toHaveAccessibleDescription(
      'The listed price is $45.55. Offers from $22.78.',
    );
  });

  it("keeps the dialog open with the server's message when the offer is refused", async () => {
    const state = serve();
    state.refuse = { status: 409, message: 'You already have a live offer on this product' };
    const { user } = renderProduct();
    const dialog = await openDialog(user);
    const amount = within(dialog).getByRole('textbox', { name: 'Your offer' });

    await user.type(amount, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already have a live offer on this product');
    expect(amount).toHaveValue('60');
    expect(state.sent).toEqual([{ productId: 'prod-1', amountCents: 6000 }]);
    expect(screen.queryByRole('heading', { name: 'Conversation conv-9' })).not.toBeInTheDocument();
  });

  it('is not offered to a seller, nor on a sold or closed product', async () => {
    serve();
    const { unmount } = renderProduct('seller');
    expect(await screen.findByText('Only buyers can book products.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    unmount();

    for (const product of [
      aProductDetail({ resprice: 90, state: 'sold', status: false }),
      aProductDetail({ resprice: 90, state: 'closed' }),
    ]) {
      serve(product);
      const view = renderProduct();
      expect(await screen.findByRole('button', { name: 'Report PlayStation 5 Disc Edition' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
