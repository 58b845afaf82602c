import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type ModerationCase } from '@replay/contract';
import { formatDateTime } from '@replay/platform';
import { handle, server } from '@replay/testing';
import { findTable, refusal, renderAdminPage } from '../../testing/lists';
import { aCase, CASE_ID } from '../../testing/moderation';
import { Component as ModerationPage } from './ModerationPage';

const COLUMNS = ['Content', 'Owner', 'Reasons', 'Reports', 'First report', 'Last report', 'Case'];

const MESSAGE_CASE = aCase({
  _id: '00000000-0000-4000-8000-00000000c002',
  target: { kind: 'message', id: '00000000-0000-4000-8000-0000000000m1' },
  reasons: { offensive: 1 },
  reports: 1,
  severe: false,
  preview: { text: 'You will regret this', owner: null, present: false },
});

/**
 * Serves GET /admin/cases from `pages` (the cursor naming the next page's index), whatever the
 * filters, and records each request's query.
 */
function serve(pages: ModerationCase[][] = [[]]) {
  const requests: Array<Record<string, string>> = [];
  server.use(
    handle(api.listCases, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      requests.push(query);
      const index = Number(query.cursor ?? 0);
      return HttpResponse.json({
        items: pages[index] ?? [],
        nextCursor: index + 1 < pages.length ? String(index + 1) : null,
      });
    }),
  );
  return requests;
}

const render = (route: string = paths.moderation) => renderAdminPage(ModerationPage, route);

const filters = () => within(screen.getByRole('search', { name: 'Filter the cases' }));

describe('Moderation', () => {
  it('lists the open cases by default: the content and its owner, the reasons most severe first, the reports and a link to each case', async () => {
    const requests = serve([[aCase(), MESSAGE_CASE]]);
    render();

    const rows = await findTable('Moderation', COLUMNS);
    expect(requests).toEqual([{ state: 'open' }]);
    expect(filters().getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    expect(filters().getByRole('button', { name: 'Decided' })).toHaveAttribute('aria-pressed', 'false');
    expect(filters().getByRole('combobox', { name: 'Reason' })).toHaveValue('');

    expect(rows[1]).toHaveTextContent(
      `ListingZelda: Tears of the KingdomSam Sellersam@replay.testSevereScam or fraud (2), Something else (1)3${formatDateTime(
        '2026-03-10T09:00:00.000Z',
      )}${formatDateTime('2026-03-14T14:05:00.000Z')}Open`,
    );
    // The picture is decorative: the text is written beside it.
    expect(within(rows[1]!).getByRole('presentation')).toHaveAttribute('src', 'https://img.test/zelda.png');
    expect(within(rows[1]!).getByRole('link', { name: 'sam@replay.test' })).toHaveAttribute(
      'href',
      'mailto:sam@replay.test',
    );
    expect(
      within(rows[1]!).getByRole('link', { name: 'Open the case about Zelda: Tears of the Kingdom' }),
    ).toHaveAttribute('href', paths.moderationCase(CASE_ID));

    // A hidden message of a closed account: no picture, no owner, not severe.
    expect(rows[2]).toHaveTextContent(/^MessageYou will regret thisNo longer on the siteNo accountOffensive \(1\)1/);
    expect(within(rows[2]!).queryByRole('presentation')).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Severe')).not.toBeInTheDocument();
  });

  it('filters by state and by reason: the request carries them and the URL keeps them', async () => {
    const requests = serve([[aCase()]]);
    const { user, router } = render();
    await findTable('Moderation', COLUMNS);

    expect(
      filters()
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All reasons',
      'Counterfeit or illegal',
      'Scam or fraud',
      'Prohibited item',
      'Misleading or wrong category',
      'Offensive',
      'Something else',
    ]);

    await user.click(filters().getByRole('button', { name: 'Decided' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(router.state.location.search).toBe('?state=decided');
    expect(filters().getByRole('button', { name: 'Decided' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(filters().getByRole('combobox', { name: 'Reason' }), 'Scam or fraud');
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(router.state.location.search).toBe('?state=decided&reason=scam');

    await user.click(filters().getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(router.state.location.search).toBe('?state=open&reason=scam');

    await user.selectOptions(filters().getByRole('combobox', { name: 'Reason' }), 'All reasons');
    await waitFor(() => expect(requests).toHaveLength(5));
    expect(router.state.location.search).toBe('?state=open');
    expect(requests).toEqual([
      { state: 'open' },
      { state: 'decided' },
      { state: 'decided', reason: 'scam' },
      { state: 'open', reason: 'scam' },
      { state: 'open' },
    ]);
  });

  it('opens with the filters its URL names', async () => {
    const requests = serve([[aCase({ state: 'decided' })]]);
    render(`${paths.moderation}?state=decided&reason=illegal`);

    await findTable('Moderation', COLUMNS);
    expect(requests).toEqual([{ state: 'decided', reason: 'illegal' }]);
    expect(filters().getByRole('button', { name: 'Decided' })).toHaveAttribute('aria-pressed', 'true');
    expect(filters().getByRole('combobox', { name: 'Reason' })).toHaveValue('illegal');
  });

  it('asks for the open cases of every reason when the URL names a reason nobody gives', async () => {
    const requests = serve([[aCase()]]);
    render(`${paths.moderation}?reason=spam`);

    await findTable('Moderation', COLUMNS);
    expect(requests).toEqual([{ state: 'open' }]);
    expect(filters().getByRole('combobox', { name: 'Reason' })).toHaveValue('');
  });

  it('says so in plain words when no case is left, or none of that reason', async () => {
    serve([[]]);
    const { user } = render();

    expect(await screen.findByText('No open cases')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.selectOptions(filters().getByRole('combobox', { name: 'Reason' }), 'Scam or fraud');
    expect(await screen.findByText('No open cases reported as “Scam or fraud”')).toBeInTheDocument();
  });

  it('loads more with the next cursor, keeping the filters', async () => {
    const requests = serve([[aCase()], [MESSAGE_CASE]]);
    const { user } = render(`${paths.moderation}?reason=offensive`);

    await findTable('Moderation', COLUMNS);
    expect(screen.queryByText('You will regret this')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('You will regret this')).toBeInTheDocument();
    expect(screen.getByText('Zelda: Tears of the Kingdom')).toBeInTheDocument();
    expect(requests).toEqual([
      { state: 'open', reason: 'offensive' },
      { state: 'open', reason: 'offensive', cursor: '1' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the server message when the queue cannot be loaded', async () => {
    server.use(handle(api.listCases, refusal(403, 'Only admins can do this')));
    render();

    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
