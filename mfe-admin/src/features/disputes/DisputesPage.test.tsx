import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type AdminDispute } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { findTable, refusal, renderAdminPage } from '../../testing/lists';
import { Component as DisputesPage } from './DisputesPage';

const dispute = (overrides: Partial<AdminDispute> = {}): AdminDispute => ({
  _id: 'd1',
  bookingId: 'b1',
  productTitle: 'PlayStation 5',
  reason: 'not_working',
  details: 'It does not start',
  state: 'open',
  openedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  buyerName: 'Bea Buyer',
  sellerName: 'Sam Seller',
  paidCents: 45_000,
  refundableCents: 45_000,
  ...overrides,
});

const resolved = dispute({
  _id: 'd9',
  productTitle: 'Mega Drive',
  state: 'resolved',
  outcome: 'partial_refund',
  refundCents: 10_000,
  resolution: 'The sound chip is broken; the rest works',
  resolvedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
});

const OPEN_COLUMNS = ['#', 'Product', 'Buyer', 'Seller', 'Problem', 'Opened', "Seller's response", 'Amount', 'Action'];

/**
 * Serves GET /admin/disputes from `lists` by state (each a list of pages, the cursor naming the
 * next page's index) and records each request's state and cursor.
 */
function serve(lists: { open?: AdminDispute[][]; resolved?: AdminDispute[][] }) {
  const requests: Array<{ state: string | null; cursor: string | null }> = [];
  server.use(
    handle(api.listDisputes, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const state = query.get('state');
      const cursor = query.get('cursor');
      requests.push({ state, cursor });
      const pages = (state === 'resolved' ? lists.resolved : lists.open) ?? [[]];
      const index = Number(cursor ?? 0);
      return HttpResponse.json({
        items: pages[index] ?? [],
        nextCursor: index + 1 < pages.length ? String(index + 1) : null,
      });
    }),
  );
  return requests;
}

const render = (route: string = paths.disputes) => renderAdminPage(DisputesPage, route);

describe('Disputes', () => {
  it('lists the open disputes by default: who, the problem, the seller’s response with its photos and the money', async () => {
    const requests = serve({
      open: [
        [
          dispute({
            response: 'It worked when I sold it',
            responseImages: ['https://img.test/box.jpg', 'https://img.test/screen.jpg'],
          }),
          dispute({ _id: 'd2', productTitle: 'Game Boy', paidCents: 5_000, refundableCents: 2_500 }),
        ],
      ],
    });
    render();

    const rows = await findTable('Disputes', OPEN_COLUMNS);
    expect(requests).toEqual([{ state: 'open', cursor: null }]);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'false');

    expect(rows[1]).toHaveTextContent(
      /^1PlayStation 5Bea BuyerSam SellerDoes not workIt does not start2 hours agoIt worked when I sold itPaid \$450\.00Refundable \$450\.00Resolve$/,
    );
    const photos = within(rows[1]!).getAllByRole('link');
    expect(photos.map((link) => link.getAttribute('href'))).toEqual([
      'https://img.test/box.jpg',
      'https://img.test/screen.jpg',
    ]);
    expect(within(photos[0]!).getByRole('img', { name: "Seller's attachment 1, full size" })).toHaveAttribute(
      'src',
      'https://img.test/box.jpg',
    );
    expect(within(rows[1]!).getByRole('button', { name: 'Resolve the dispute about PlayStation 5' })).toBeEnabled();

    expect(rows[2]).toHaveTextContent(/Game Boy.*No response yet.*Paid \$50\.00Refundable \$25\.00Resolve$/);
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the resolved disputes with their decisions through ?state=resolved', async () => {
    const requests = serve({ open: [[dispute()]], resolved: [[resolved]] });
    const { user, router } = render();

    await findTable('Disputes', OPEN_COLUMNS);
    await user.click(screen.getByRole('button', { name: 'Resolved' }));

    const rows = await findTable('Disputes', [...OPEN_COLUMNS.slice(0, -1), 'Decision']);
    expect(router.state.location.search).toBe('?state=resolved');
    expect(requests.map((request) => request.state)).toEqual(['open', 'resolved']);
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
    expect(rows[1]).toHaveTextContent(
      /^1Mega Drive.*Refunded in part: \$100\.00The sound chip is broken; the rest works3 days ago$/,
    );
    expect(screen.queryByRole('button', { name: /Resolve the dispute/ })).not.toBeInTheDocument();
  });

  it('opens on the state its URL names', async () => {
    const requests = serve({ resolved: [[resolved]] });
    render(`${paths.disputes}?state=resolved`);

    expect(await screen.findByText('Mega Drive')).toBeInTheDocument();
    expect(requests).toEqual([{ state: 'resolved', cursor: null }]);
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so in plain words when there is nothing to show', async () => {
    serve({ open: [[]], resolved: [[]] });
    const { user } = render();

    expect(await screen.findByText('No open disputes')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('No resolved disputes')).toBeInTheDocument();
  });

  it('loads more with the next cursor', async () => {
    const requests = serve({ open: [[dispute()], [dispute({ _id: 'd2', productTitle: 'Game Boy' })]] });
    const { user } = render();

    await findTable('Disputes', OPEN_COLUMNS);
    expect(screen.queryByText('Game Boy')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Game Boy')).toBeInTheDocument();
    expect(screen.getByText('PlayStation 5')).toBeInTheDocument();
    expect(requests).toEqual([
      { state: 'open', cursor: null },
      { state: 'open', cursor: '1' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the server message when the disputes cannot be loaded', async () => {
    server.use(handle(api.listDisputes, refusal(403, 'Only admins can do this')));
    render();

    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this');
  });

  describe('Resolve', () => {
    /** Serves the open list (emptied once resolved) and records each resolution's id and body. */
    function serveResolving(answer?: () => HttpResponse<{ message: string }>) {
      let open = [dispute()];
      const resolutions: Array<{ id: string; body: unknown }> = [];
      server.use(
        handle(api.listDisputes, () => HttpResponse.json({ items: open, nextCursor: null })),
        handle(api.resolveDispute, async ({ request, params }) => {
          const body = await request.json();
          resolutions.push({ id: String(params.id), body });
          if (answer) return answer();
          open = [];
          return HttpResponse.json({ ...dispute(), state: 'resolved', outcome: 'partial_refund', refundCents: 1_999 });
        }),
      );
      return resolutions;
    }

    async function openDialog(user: ReturnType<typeof render>['user']) {
      await user.click(await screen.findByRole('button', { name: 'Resolve the dispute about PlayStation 5' }));
      return within(screen.getByRole('dialog', { name: 'Resolve the dispute' }));
    }

    it('refunds part: the amount is required, above nothing and below what is refundable, and is sent in whole cents', async () => {
      const resolutions = serveResolving();
      const { user } = render();
      const dialog = await openDialog(user);
      expect(dialog.getByText('PlayStation 5: Bea Buyer paid $450.00; $450.00 can be refunded.')).toBeInTheDocument();
      expect(dialog.getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual([
        'Refund in full',
        'Refund part',
        'Release to the seller',
      ]);

      await user.click(dialog.getByRole('button', { name: 'Resolve' }));
      expect(dialog.getByText('Choose an outcome')).toBeInTheDocument();
      expect(dialog.getByText('Give the reason for the decision')).toBeInTheDocument();
      expect(dialog.queryByRole('textbox', { name: 'Amount to refund ($)' })).not.toBeInTheDocument();

      await user.click(dialog.getByRole('radio', { name: 'Refund part' }));
      const amount = dialog.getByRole('textbox', { name: 'Amount to refund ($)' });
      await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The sound chip is broken');
      await user.click(dialog.getByRole('button', { name: 'Resolve' }));
      expect(dialog.getByText('Enter the amount to refund')).toBeInTheDocument();

      for (const [typed, message] of [
        ['0', 'Enter more than $0.00'],
        ['12.345', 'Enter dollars and cents, like 12.50'],
        ['450', 'Enter less than $450.00; to give it all back, choose Refund in full'],
      ] as const) {
        await user.clear(amount);
        await user.type(amount, typed);
        await user.click(dialog.getByRole('button', { name: 'Resolve' }));
        expect(dialog.getByText(message)).toBeInTheDocument();
      }
      expect(resolutions).toEqual([]);

      await user.clear(amount);
      await user.type(amount, '19.99');
      await user.click(dialog.getByRole('button', { name: 'Resolve' }));

      expect(await screen.findByText('Dispute resolved')).toBeInTheDocument();
      expect(resolutions).toEqual([
        { id: 'd1', body: { outcome: 'partial_refund', amountCents: 1999, reason: 'The sound chip is broken' } },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('No open disputes')).toBeInTheDocument();
    });

    it('refunds in full or releases to the seller with a reason and no amount', async () => {
      const resolutions = serveResolving();
      const { user } = render();
      const dialog = await openDialog(user);

      await user.click(dialog.getByRole('radio', { name: 'Release to the seller' }));
      expect(dialog.queryByRole('textbox', { name: 'Amount to refund ($)' })).not.toBeInTheDocument();
      await user.type(dialog.getByRole('textbox', { name: /Reason/ }), '  The photos show it working  ');
      await user.click(dialog.getByRole('button', { name: 'Resolve' }));

      expect(await screen.findByText('Dispute resolved')).toBeInTheDocument();
      expect(resolutions).toEqual([{ id: 'd1', body: { outcome: 'release', reason: 'The photos show it working' } }]);
    });

    it("keeps the dialog open with the server's message when the refund fails", async () => {
      const resolutions = serveResolving(refusal(502, 'The payment provider refused the refund; try again'));
      const { user } = render();
      const dialog = await openDialog(user);

      await user.click(dialog.getByRole('radio', { name: 'Refund in full' }));
      await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Not as described');
      await user.click(dialog.getByRole('button', { name: 'Resolve' }));

      expect(await dialog.findByRole('alert')).toHaveTextContent('The payment provider refused the refund; try again');
      expect(resolutions).toEqual([{ id: 'd1', body: { outcome: 'refund', reason: 'Not as described' } }]);
      expect(screen.getByRole('dialog', { name: 'Resolve the dispute' })).toBeInTheDocument();
      expect(dialog.getByRole('radio', { name: 'Refund in full' })).toBeChecked();
      expect(screen.queryByText('Dispute resolved')).not.toBeInTheDocument();
    });
  });
});
