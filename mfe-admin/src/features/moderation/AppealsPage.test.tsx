import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type AdminAppeal } from '@replay/contract';
import { formatDateTime } from '@replay/platform';
import { handle, server } from '@replay/testing';
import { findTable, refusal, renderAdminPage } from '../../testing/lists';
import { anAppeal } from '../../testing/moderation';
import { Component as AppealsPage } from './AppealsPage';

const OPEN_COLUMNS = ['Appellant', 'Decision', 'Appeal', 'Appealed', 'Action'];

const upheld = anAppeal({
  _id: '00000000-0000-4000-8000-00000000a009',
  state: 'upheld',
  decidedAt: '2026-03-18T12:00:00.000Z',
  reason: 'The tracking number was for another parcel',
});

/** Serves GET /admin/appeals by state and records each request's query. */
function serve(lists: { open?: AdminAppeal[]; upheld?: AdminAppeal[]; reversed?: AdminAppeal[] }) {
  const requests: Array<Record<string, string>> = [];
  server.use(
    handle(api.listAppeals, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      requests.push(query);
      const state = (query.state ?? 'open') as keyof typeof lists;
      return HttpResponse.json({ items: lists[state] ?? [], nextCursor: null });
    }),
  );
  return requests;
}

const render = (route: string = paths.appeals) => renderAdminPage(AppealsPage, route);

describe('Appeals', () => {
  it('lists the open appeals by default: who appeals, the decision and who made it, what they wrote and when', async () => {
    const requests = serve({ open: [anAppeal()] });
    render();

    const rows = await findTable('Appeals', OPEN_COLUMNS);
    expect(requests).toEqual([{ state: 'open' }]);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    expect(rows[1]).toHaveTextContent(
      `Sam Sellersam@replay.testAccount suspended: Terms: fraud and scamsListing: Nintendo Switch OLEDTook payment for a console never sentBy Otto Admin, ${formatDateTime(
        '2026-03-15T10:00:00.000Z',
      )}I sent the buyer a tracking number${formatDateTime('2026-03-16T08:30:00.000Z')}Decide`,
    );
  });

  it('shows the upheld appeals with their reasons through ?state=upheld', async () => {
    const requests = serve({ open: [anAppeal()], upheld: [upheld] });
    const { user, router } = render();

    await findTable('Appeals', OPEN_COLUMNS);
    await user.click(screen.getByRole('button', { name: 'Upheld' }));

    const rows = await findTable('Appeals', [...OPEN_COLUMNS.slice(0, -1), 'Outcome']);
    expect(router.state.location.search).toBe('?state=upheld');
    expect(requests).toEqual([{ state: 'open' }, { state: 'upheld' }]);
    expect(rows[1]).toHaveTextContent(
      new RegExp(`Upheld on appealThe tracking number was for another parcel${formatDateTime(upheld.decidedAt!)}$`),
    );
    expect(screen.queryByRole('button', { name: /Decide the appeal/ })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    serve({});
    const { user } = render(`${paths.appeals}?state=reversed`);

    expect(await screen.findByText('No reversed appeals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reversed' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('No open appeals')).toBeInTheDocument();
  });

  describe('Decide', () => {
    /** Serves the open list (emptied once decided) and records each decision's id and body. */
    function serveDeciding(answer?: () => HttpResponse<{ message: string }>) {
      let open = [anAppeal()];
      const decisions: Array<{ id: string; body: unknown }> = [];
      server.use(
        handle(api.listAppeals, () => HttpResponse.json({ items: open, nextCursor: null })),
        handle(api.decideAppeal, async ({ request, params }) => {
          decisions.push({ id: String(params.id), body: await request.json() });
          if (answer) return answer();
          open = [];
          return HttpResponse.json({ acknowledged: true });
        }),
      );
      return decisions;
    }

    async function openDialog(user: ReturnType<typeof render>['user']) {
      await user.click(await screen.findByRole('button', { name: 'Decide the appeal of Sam Seller' }));
      return within(screen.getByRole('dialog', { name: 'Decide the appeal' }));
    }

    it('reverses the decision with a reason, after saying what is missing', async () => {
      const decisions = serveDeciding();
      const { user } = render();
      const dialog = await openDialog(user);
      expect(
        dialog.getByText('Sam Seller appeals “Account suspended” about Nintendo Switch OLED, decided by Otto Admin.'),
      ).toBeInTheDocument();
      expect(dialog.getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual([
        'Uphold the decision',
        'Reverse the decision',
      ]);

      await user.click(dialog.getByRole('button', { name: 'Decide' }));
      expect(await dialog.findByText('Choose an outcome')).toBeInTheDocument();
      expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
        'Give the reason for the outcome',
      );
      expect(decisions).toEqual([]);

      await user.click(dialog.getByRole('radio', { name: 'Reverse the decision' }));
      await user.type(dialog.getByRole('textbox', { name: 'Reason' }), '  The parcel was delivered ');
      await user.click(dialog.getByRole('button', { name: 'Decide' }));

      expect(await screen.findByText('Decision reversed')).toBeInTheDocument();
      expect(decisions).toEqual([
        { id: anAppeal()._id, body: { outcome: 'reversed', reason: 'The parcel was delivered' } },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('No open appeals')).toBeInTheDocument();
    });

    it("keeps the dialog open with the server's message when another admin must decide", async () => {
      const decisions = serveDeciding(refusal(403, 'Another admin must decide this appeal'));
      const { user } = render();
      const dialog = await openDialog(user);

      await user.click(dialog.getByRole('radio', { name: 'Uphold the decision' }));
      await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'The facts stand');
      await user.click(dialog.getByRole('button', { name: 'Decide' }));

      expect(await dialog.findByRole('alert')).toHaveTextContent('Another admin must decide this appeal');
      expect(decisions).toEqual([{ id: anAppeal()._id, body: { outcome: 'upheld', reason: 'The facts stand' } }]);
      expect(screen.getByRole('dialog', { name: 'Decide the appeal' })).toBeInTheDocument();
      expect(dialog.getByRole('radio', { name: 'Uphold the decision' })).toBeChecked();
      expect(screen.queryByText('Decision upheld')).not.toBeInTheDocument();
    });
  });
});
