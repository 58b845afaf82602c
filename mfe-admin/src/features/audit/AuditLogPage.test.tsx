import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type AuditEntry } from '@replay/contract';
import { formatDateTime } from '@replay/platform';
import { handle, server } from '@replay/testing';
import { findTable, refusal, renderAdminPage } from '../../testing/lists';
import { Component as AuditLogPage } from './AuditLogPage';

const ME = '00000000-0000-4000-8000-0000000000a1';
const OTHER_ADMIN = '00000000-0000-4000-8000-0000000000a2';
const PRODUCT = '00000000-0000-4000-8000-000000000b01';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: '00000000-0000-4000-8000-000000000e01',
  actor: { _id: ME, name: 'Ada Admin' },
  action: 'deleteReportedProduct',
  target: { kind: 'product', id: PRODUCT },
  reason: 'Counterfeit cartridge',
  requestId: 'req-7f3a',
  createdAt: '2026-03-14T14:05:00.000Z',
  ...overrides,
});

const verified = entry({
  _id: '00000000-0000-4000-8000-000000000e02',
  actor: { _id: OTHER_ADMIN, name: 'Otto Admin' },
  action: 'verifySeller',
  target: { kind: 'user', id: 'seller-42' },
  reason: undefined,
  requestId: 'req-91bc',
  createdAt: '2026-03-13T09:30:00.000Z',
});

const COLUMNS = ['When', 'Admin', 'Action', 'Target', 'Reason', 'Request id'];

/**
 * Serves GET /admin/audit from `pages` (the cursor naming the next page's index) and the admin's
 * own account; records each request's query.
 */
function serve(pages: AuditEntry[][] = [[]]) {
  const requests: Array<Record<string, string>> = [];
  server.use(
    handle(api.listAuditLog, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      requests.push(query);
      const index = Number(query.cursor ?? 0);
      return HttpResponse.json({
        items: pages[index] ?? [],
        nextCursor: index + 1 < pages.length ? String(index + 1) : null,
      });
    }),
    handle(api.getMyAccount, () =>
      HttpResponse.json({
        _id: ME,
        name: 'Ada Admin',
        email: 'admin@replay.test',
        img: '',
        role: 'admin',
        verified: false,
        emailVerified: true,
        phone: '',
        meetingPlace: '',
      }),
    ),
  );
  return requests;
}

const render = (route: string = paths.audit) => renderAdminPage(AuditLogPage, route);

const filters = () => within(screen.getByRole('search', { name: 'Filter the audit log' }));

const myActionsBox = () => filters().getByRole('checkbox', { name: 'Only my actions' });

/** The "Only my actions" checkbox, once the admin's account has arrived (disabled until then). */
async function onlyMine() {
  await waitFor(() => expect(myActionsBox()).toBeEnabled());
  return myActionsBox();
}

describe('Audit log', () => {
  it('lists the admin actions: when, who, what, on what, why and the request', async () => {
    const requests = serve([
      [entry(), verified, entry({ _id: '00000000-0000-4000-8000-000000000e03', action: 'banUser' })],
    ]);
    render();

    const rows = await findTable('Audit log', COLUMNS);
    expect(requests).toEqual([{}]);
    expect(rows).toHaveLength(4);

    expect(rows[1]).toHaveTextContent(
      `${formatDateTime(entry().createdAt)}Ada AdminRemove reported listingListing${PRODUCT}Counterfeit cartridgereq-7f3a`,
    );
    // In words, in the admin's time zone, with the exact instant kept for machines.
    const when = within(rows[1]!).getByText(formatDateTime(entry().createdAt));
    expect(when).toHaveTextContent(/^March 1[3-5], 2026, \d\d:\d5$/);
    expect(when).toHaveAttribute('datetime', '2026-03-14T14:05:00.000Z');
    expect(within(rows[1]!).getByRole('link', { name: `Listing ${PRODUCT}` })).toHaveAttribute(
      'href',
      paths.product(PRODUCT),
    );

    // A user is not a page of its own here: its id, no link; no reason given says so.
    expect(rows[2]).toHaveTextContent(/Otto AdminVerify sellerUserseller-42None givenreq-91bc$/);
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
    // An action this page does not know yet shows under its endpoint's name.
    expect(within(rows[3]!).getByText('banUser')).toBeInTheDocument();
  });

  it("links a moderation case's id to the case's page", async () => {
    const CASE = '00000000-0000-4000-8000-00000000c001';
    serve([[entry({ action: 'decideCase', target: { kind: 'case', id: CASE } })]]);
    render();

    const rows = await findTable('Audit log', COLUMNS);
    expect(rows[1]).toHaveTextContent(`Decide caseCase${CASE}Counterfeit cartridge`);
    expect(within(rows[1]!).getByRole('link', { name: `Case ${CASE}` })).toHaveAttribute(
      'href',
      paths.moderationCase(CASE),
    );
  });

  it('names a release change and the remote it changed', async () => {
    serve([
      [entry({ action: 'putRelease', target: { kind: 'release', id: 'seller' }, reason: 'Canary looks healthy' })],
    ]);
    render();

    const rows = await findTable('Audit log', COLUMNS);
    expect(rows[1]).toHaveTextContent(/Change releaseReleasesellerCanary looks healthyreq-7f3a$/);
  });

  it('shows the ground and the reason an admin gave', async () => {
    serve([
      [
        entry({
          action: 'hideMessage',
          target: { kind: 'message', id: 'msg-3' },
          ground: 'Harassment',
          reason: 'Insults in three messages',
        }),
      ],
    ]);
    render();

    const rows = await findTable('Audit log', COLUMNS);
    expect(rows[1]).toHaveTextContent(/Hide messageMessagemsg-3HarassmentInsults in three messagesreq-7f3a$/);
  });

  it('applies the filters: the request carries them and the URL keeps them', async () => {
    const requests = serve([[entry(), verified]]);
    const { user, router } = render();
    await findTable('Audit log', COLUMNS);

    expect(
      filters()
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All actions',
      'Delete buyer',
      'Delete seller',
      'Verify seller',
      'Delete listing',
      'Remove reported listing',
      'Hide message',
      'Resolve dispute',
      'Decide case',
      'Decide appeal',
      'Change release',
    ]);
    await user.selectOptions(filters().getByRole('combobox', { name: 'Action' }), 'Verify seller');
    await user.type(filters().getByRole('textbox', { name: 'Target id' }), '  seller-42 ');
    await user.click(await onlyMine());
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(router.state.location.search).toBe(`?action=verifySeller&target=seller-42&actor=${ME}`);
    expect(requests).toEqual([{}, { action: 'verifySeller', target: 'seller-42', actor: ME }]);
  });

  it('opens with the filters its URL names, and clears them', async () => {
    const requests = serve([[entry()]]);
    const { user, router } = render(`${paths.audit}?action=deleteReportedProduct&target=${PRODUCT}&actor=${ME}`);

    await findTable('Audit log', COLUMNS);
    expect(requests).toEqual([{ action: 'deleteReportedProduct', target: PRODUCT, actor: ME }]);
    expect(filters().getByRole('combobox', { name: 'Action' })).toHaveValue('deleteReportedProduct');
    expect(filters().getByRole('textbox', { name: 'Target id' })).toHaveValue(PRODUCT);
    expect(await onlyMine()).toBeChecked();

    await user.click(filters().getByRole('button', { name: 'Clear filters' }));

    expect(router.state.location.search).toBe('');
    expect(filters().getByRole('combobox', { name: 'Action' })).toHaveValue('');
    expect(filters().getByRole('textbox', { name: 'Target id' })).toHaveValue('');
    expect(await onlyMine()).not.toBeChecked();
    expect(filters().queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({});
  });

  it("says whose actions a shared link shows, and keeps that admin until asked to show everyone's", async () => {
    const requests = serve([[verified]]);
    const { user, router } = render(`${paths.audit}?actor=${OTHER_ADMIN}`);

    await findTable('Audit log', COLUMNS);
    expect(await screen.findByText('Only the actions of Otto Admin.')).toBeInTheDocument();
    expect(await onlyMine()).not.toBeChecked();

    await user.selectOptions(filters().getByRole('combobox', { name: 'Action' }), 'Verify seller');
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe(`?action=verifySeller&actor=${OTHER_ADMIN}`);

    await user.click(await screen.findByRole('button', { name: 'Show every admin’s actions' }));
    expect(router.state.location.search).toBe('?action=verifySeller');
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests).toEqual([
      { actor: OTHER_ADMIN },
      { action: 'verifySeller', actor: OTHER_ADMIN },
      { action: 'verifySeller' },
    ]);
    expect(screen.queryByText(/Only the actions of/)).not.toBeInTheDocument();
  });

  it('loads more with the next cursor, keeping the filters', async () => {
    const requests = serve([[entry()], [verified]]);
    const { user } = render(`${paths.audit}?target=${PRODUCT}`);

    await findTable('Audit log', COLUMNS);
    expect(screen.queryByText('Otto Admin')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Otto Admin')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    expect(requests).toEqual([{ target: PRODUCT }, { target: PRODUCT, cursor: '1' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so in plain words when nothing is recorded, or nothing matches', async () => {
    serve([[]]);
    const { user } = render();

    expect(await screen.findByText('No admin actions recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.type(filters().getByRole('textbox', { name: 'Target id' }), 'msg-3');
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No admin actions match these filters')).toBeInTheDocument();
    expect(screen.queryByText('No admin actions recorded yet')).not.toBeInTheDocument();
  });

  it('shows the server message when the log cannot be loaded', async () => {
    serve();
    server.use(handle(api.listAuditLog, refusal(403, 'Only admins can do this')));
    render();

    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leaves "Only my actions" out when the admin’s account cannot be read', async () => {
    serve([[entry()]]);
    server.use(handle(api.getMyAccount, refusal(500, 'Something went wrong')));
    render();

    // Disabled while the account loads, then gone: the page cannot tell which actions are the admin's.
    expect(myActionsBox()).toBeDisabled();
    await waitFor(() => expect(filters().queryByRole('checkbox')).not.toBeInTheDocument());
    await findTable('Audit log', COLUMNS);
    expect(filters().getByRole('combobox', { name: 'Action' })).toBeInTheDocument();
    expect(filters().getByRole('textbox', { name: 'Target id' })).toBeInTheDocument();
  });
});
