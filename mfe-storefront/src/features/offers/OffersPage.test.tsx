import { screen, waitFor, within } from '@testing-library/react';
import { api, paths, type Offer } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { pageOf } from '../../testing/messages';
import { anOffer, hoursFromNow } from '../../testing/offers';
import { Component as OffersPage } from './OffersPage';

/** GET /offers: each query string kept; `pages` answers page by page, by cursor (the first without one). */
function serve(pages: Record<string, { items: Offer[]; nextCursor: string | null }>) {
  const queries: URLSearchParams[] = [];
  server.use(
    handle(api.listOffers, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const page = pages[query.get('cursor') ?? ''] ?? { items: [], nextCursor: null };
      return pageOf(page.items, page.nextCursor);
    }),
  );
  return queries;
}

const render = (role: 'buyer' | 'seller', route: string = paths.offers) =>
  renderWithProviders(<OffersPage />, { route, path: paths.offers, auth: fakeAuth(role) });

/** The rows of the table, each as its cells' text. */
const rows = async () => {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
};

describe('the Offers page', () => {
  it('shows a buyer the offers they sent: product, amount, listed price, state, time left, conversation', async () => {
    const queries = serve({
      '': {
        items: [
          anOffer(),
          anOffer({
            _id: 'offer-2',
            productId: 'prod-2',
            productTitle: 'Nintendo Switch OLED',
            conversationId: 'conv-2',
            amountCents: 21000,
            listedCents: 25000,
            state: 'accepted',
            payUntil: hoursFromNow(20),
            bookingId: 'booking-1',
          }),
        ],
        nextCursor: null,
      },
    });
    render('buyer');

    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sent' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Received' })).not.toBeInTheDocument();
    expect(await rows()).toEqual([
      [
        'PlayStation 5 Disc Edition',
        '$45.10',
        '$90.00',
        'Waiting for the seller',
        '47 h',
        'Open conversation about PlayStation 5 Disc Edition',
      ],
      [
        'Nintendo Switch OLED',
        '$210.00',
        '$250.00',
        'Offer accepted',
        '—',
        'Open conversation about Nintendo Switch OLED',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'PlayStation 5 Disc Edition' })).toHaveAttribute('href', '/product/prod-1');
    expect(screen.getByRole('link', { name: 'Open conversation about Nintendo Switch OLED' })).toHaveAttribute(
      'href',
      '/dashboard/messages/conv-2',
    );
    expect(queries.map((query) => query.toString())).toEqual(['role=buyer']);
  });

  it('shows a seller the offers they received', async () => {
    const queries = serve({ '': { items: [anOffer()], nextCursor: null } });
    render('seller');

    expect(await screen.findByRole('heading', { level: 2, name: 'Received' })).toBeInTheDocument();
    expect(await rows()).toHaveLength(1);
    expect(queries.map((query) => query.toString())).toEqual(['role=seller']);
  });

  it('filters by state, in the URL', async () => {
    const queries = serve({ '': { items: [anOffer()], nextCursor: null } });
    const { user, router } = render('seller');
    await rows();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Offer accepted');
    await waitFor(() =>
      expect(queries.map((query) => query.toString())).toEqual(['role=seller', 'role=seller&state=accepted']),
    );
    expect(router.state.location.search).toBe('?state=accepted');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'All states');
    expect(router.state.location.search).toBe('');
  });

  it('reads the state from the URL, and ignores one that is not a state', async () => {
    const queries = serve({});
    const { unmount } = render('buyer', `${paths.offers}?state=countered`);
    expect(await screen.findByRole('combobox', { name: 'State' })).toHaveValue('countered');
    await waitFor(() => expect(queries.map((query) => query.toString())).toEqual(['role=buyer&state=countered']));
    unmount();

    render('buyer', `${paths.offers}?state=sold`);
    expect(await screen.findByText('No offers yet')).toBeInTheDocument();
    expect(queries.map((query) => query.toString()).at(-1)).toBe('role=buyer');
  });

  it('says so when there is none', async () => {
    serve({});
    render('buyer');
    expect(await screen.findByText('No offers yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('loads more with the next cursor', async () => {
    const queries = serve({
      '': { items: [anOffer()], nextCursor: 'next-1' },
      'next-1': { items: [anOffer({ _id: 'offer-2', productTitle: 'Xbox Series X' })], nextCursor: null },
    });
    const { user } = render('buyer');
    expect(await rows()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () =>
      expect((await rows()).map((row) => row[0])).toEqual(['PlayStation 5 Disc Edition', 'Xbox Series X']),
    );
    expect(queries.map((query) => query.get('cursor'))).toEqual([null, 'next-1']);
    expect(queries[1]!.get('role')).toBe('buyer');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
