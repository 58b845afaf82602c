import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, routePatterns, type ApiError, type CaseDetail } from '@replay/contract';
import { formatDateTime } from '@replay/platform';
import { handle, server } from '@replay/testing';
import { refusal, renderAdminPage } from '../../testing/lists';
import { aCase, aCaseDetail, aDecision, CASE_ID, PRODUCT_ID } from '../../testing/moderation';
import { Component as CasePage } from './CasePage';

type UserEvents = ReturnType<typeof render>['user'];

/**
 * Serves GET /admin/cases/:id with `detail` (each request's id recorded) and POST its decision:
 * `answer` when given, else 201, after which the case reads decided with `decided`.
 */
function serve(
  detail: CaseDetail,
  { answer, decided }: { answer?: () => HttpResponse<ApiError>; decided?: CaseDetail } = {},
) {
  let current = detail;
  const reads: string[] = [];
  const decisions: Array<{ id: string; body: unknown }> = [];
  server.use(
    handle(api.getCase, ({ params }) => {
      reads.push(String(params.id));
      return HttpResponse.json(current);
    }),
    handle(api.decideCase, async ({ request, params }) => {
      decisions.push({ id: String(params.id), body: await request.json() });
      if (answer) return answer();
      if (decided) current = decided;
      return HttpResponse.json({ decisionId: '00000000-0000-4000-8000-00000000d009' }, { status: 201 });
    }),
  );
  return { reads, decisions };
}

const render = () => renderAdminPage(CasePage, paths.moderationCase(CASE_ID), routePatterns.moderationCase);

const section = (name: string | RegExp) => within(screen.getByRole('region', { name }));
const form = () => within(screen.getByRole('form', { name: 'Decision' }));

async function openForm() {
  await screen.findByRole('heading', { name: 'Case: Zelda: Tears of the Kingdom', level: 1 });
  return form();
}

async function choose(user: UserEvents, field: string, option: string) {
  await user.selectOptions(form().getByRole('combobox', { name: field }), option);
}

describe('Moderation case', () => {
  it('shows what was reported and whose it is, every report and notice, the owner’s strikes, suspension and earlier decisions', async () => {
    const { reads } = serve(
      aCaseDetail({
        strikes: 2,
        suspendedUntil: '2026-03-20T10:00:00.000Z',
        history: [
          aDecision({
            _id: '00000000-0000-4000-8000-00000000d002',
            action: 'suspend',
            ground: 'illegal_content',
            law: 'Consumer Protection Act',
            facts: 'Sold counterfeit cartridges',
            days: 3,
            createdAt: '2026-03-01T10:00:00.000Z',
            appeal: {
              _id: '00000000-0000-4000-8000-00000000a002',
              text: 'They were genuine',
              state: 'reversed',
              createdAt: '2026-03-02T10:00:00.000Z',
            },
            reversedAt: '2026-03-03T10:00:00.000Z',
          }),
          aDecision(),
        ],
      }),
    );
    render();

    expect(screen.getByRole('heading', { name: 'Case', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Case: Zelda: Tears of the Kingdom', level: 1 }),
    ).toBeInTheDocument();
    expect(reads).toEqual([CASE_ID]);
    expect(screen.getByRole('link', { name: 'Back to the moderation queue' })).toHaveAttribute(
      'href',
      paths.moderation,
    );

    const reported = section('Reported content');
    expect(reported.getByRole('link', { name: 'View the listing' })).toHaveAttribute('href', paths.product(PRODUCT_ID));
    expect(reported.getByRole('presentation')).toHaveAttribute('src', 'https://img.test/zelda.png');
    expect(screen.getByRole('region', { name: 'Reported content' })).toHaveTextContent(
      `KindListingContentZelda: Tears of the KingdomView the listingStateOpenSeveritySevereReports3: Scam or fraud (2), Something else (1)First report${formatDateTime(
        '2026-03-10T09:00:00.000Z',
      )}Last report${formatDateTime('2026-03-14T14:05:00.000Z')}`,
    );

    expect(screen.getByRole('region', { name: 'Owner' })).toHaveTextContent(
      `NameSam SellerE-mailsam@replay.testStrikes2 strikesSuspendedUntil ${formatDateTime('2026-03-20T10:00:00.000Z')}`,
    );

    const reports = section('Reports and notices (2)').getAllByRole('row');
    expect(
      within(reports[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Source', 'Reason', 'Details', 'From', 'When']);
    expect(reports[1]).toHaveTextContent(
      `ReportScam or fraudAsks to be paid outside the siteBea Buyer${formatDateTime('2026-03-10T09:00:00.000Z')}`,
    );
    expect(reports[2]).toHaveTextContent(
      `NoticeSomething elseNone givenNora Notifiernora@example.testReference N-2026-0042${formatDateTime('2026-03-14T14:05:00.000Z')}`,
    );

    const history = section('The owner’s earlier decisions').getAllByRole('row');
    expect(
      within(history[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Decided', 'Content', 'Action', 'Ground', 'Facts', 'Appeal']);
    expect(history[1]).toHaveTextContent(
      `${formatDateTime('2026-03-01T10:00:00.000Z')}ListingNintendo Switch OLEDAccount suspendedReversedIllegal contentConsumer Protection ActSold counterfeit cartridgesReversed on appeal`,
    );
    expect(history[2]).toHaveTextContent(
      /WarningTerms: misleading listingsThe photos were of another consoleNot appealed$/,
    );
  });

  it('says so when the owner has no earlier decision, and links no page for a message', async () => {
    serve(
      aCaseDetail({
        target: { kind: 'message', id: '00000000-0000-4000-8000-0000000000m1' },
        preview: { text: 'Zelda: Tears of the Kingdom', owner: null, present: false },
      }),
    );
    render();

    const reported = await screen.findByRole('region', { name: 'Reported content' });
    expect(reported).toHaveTextContent('KindMessage');
    expect(reported).toHaveTextContent('No longer on the site');
    expect(within(reported).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Owner' })).toHaveTextContent('The account is gone.');
    expect(section('The owner’s earlier decisions').getByText('No earlier decisions about this member')).toBeVisible();
    // A message's actions: no listing's.
    expect(
      form()
        .getAllByRole('option')
        .filter((option) => option.closest('select')?.name === 'action')
        .map((option) => option.textContent),
    ).toEqual(['Choose an action', 'No action', 'Message hidden', 'Warning', 'Account suspended', 'Account closed']);
  });

  it('offers the actions that fit a listing and every ground, and says what is missing', async () => {
    const { decisions } = serve(aCaseDetail());
    const { user } = render();
    const decision = await openForm();

    const options = (name: string) =>
      within(decision.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Action')).toEqual([
      'Choose an action',
      'No action',
      'Listing removed',
      'Listing hidden from search and home',
      'Warning',
      'Account suspended',
      'Account closed',
    ]);
    expect(options('Ground')).toEqual([
      'Choose the ground',
      'Illegal content',
      'Terms: prohibited items',
      'Terms: fraud and scams',
      'Terms: misleading listings',
      'Terms: harassment',
      'Terms: spam',
      'Terms: other rules',
    ]);
    expect(decision.queryByRole('textbox', { name: 'Law' })).not.toBeInTheDocument();
    expect(decision.queryByRole('spinbutton', { name: 'Days' })).not.toBeInTheDocument();

    await user.click(decision.getByRole('button', { name: 'Decide' }));
    expect(decision.getByRole('combobox', { name: 'Action' })).toHaveAccessibleDescription('Choose an action');
    expect(decision.getByRole('combobox', { name: 'Ground' })).toHaveAccessibleDescription('Choose the ground');
    expect(decision.getByRole('textbox', { name: 'Facts' })).toHaveAccessibleDescription(
      'Write the facts the decision rests on',
    );

    // A suspension asks for its days, illegal content for its law.
    await choose(user, 'Action', 'Account suspended');
    await choose(user, 'Ground', 'Illegal content');
    await user.type(decision.getByRole('textbox', { name: 'Facts' }), 'Sells counterfeit cartridges');
    await user.click(decision.getByRole('button', { name: 'Decide' }));
    expect(decision.getByRole('spinbutton', { name: 'Days' })).toHaveAccessibleDescription('Enter how many days');
    expect(decision.getByRole('textbox', { name: 'Law' })).toHaveAccessibleDescription(
      'Name the law the content breaks',
    );

    for (const [typed, message] of [
      ['0', 'Enter more than 0 days'],
      ['366', 'Enter at most 365 days'],
    ] as const) {
      await user.clear(decision.getByRole('spinbutton', { name: 'Days' }));
      await user.type(decision.getByRole('spinbutton', { name: 'Days' }), typed);
      await user.click(decision.getByRole('button', { name: 'Decide' }));
      expect(decision.getByRole('spinbutton', { name: 'Days' })).toHaveAccessibleDescription(message);
    }
    expect(decisions).toEqual([]);
  });

  it('decides a suspension for illegal content with its law and days, then shows the decision', async () => {
    const decided = aCaseDetail({
      state: 'decided',
      decision: aDecision({
        _id: '00000000-0000-4000-8000-00000000d009',
        action: 'suspend',
        ground: 'illegal_content',
        law: 'Trade Marks Act, section 10',
        facts: 'Sells counterfeit cartridges',
        days: 2.5,
        suspendedUntil: '2026-03-17T02:05:00.000Z',
        targetText: 'Zelda: Tears of the Kingdom',
        createdAt: '2026-03-14T14:05:00.000Z',
        appealUntil: '2026-09-14T14:05:00.000Z',
      }),
    });
    const { decisions } = serve(aCaseDetail(), { decided });
    const { user } = render();
    const decision = await openForm();

    await choose(user, 'Action', 'Account suspended');
    await user.type(decision.getByRole('spinbutton', { name: 'Days' }), '2.5');
    await choose(user, 'Ground', 'Illegal content');
    await user.type(decision.getByRole('textbox', { name: 'Law' }), ' Trade Marks Act, section 10 ');
    await user.type(decision.getByRole('textbox', { name: 'Facts' }), '  Sells counterfeit cartridges ');
    await user.click(decision.getByRole('button', { name: 'Decide' }));

    expect(await screen.findByText('Decision recorded')).toBeInTheDocument();
    expect(decisions).toEqual([
      {
        id: CASE_ID,
        body: {
          action: 'suspend',
          ground: 'illegal_content',
          law: 'Trade Marks Act, section 10',
          facts: 'Sells counterfeit cartridges',
          days: 2.5,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Decision' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Decision' })).toHaveTextContent(
      `ActionAccount suspendedGroundIllegal contentLawTrade Marks Act, section 10FactsSells counterfeit cartridgesSuspension2.5 days, until ${formatDateTime(
        '2026-03-17T02:05:00.000Z',
      )}Decided${formatDateTime('2026-03-14T14:05:00.000Z')}AppealNot appealed (possible until ${formatDateTime(
        '2026-09-14T14:05:00.000Z',
      )})`,
    );
  });

  it('sends the law only for illegal content and the days only for a suspension', async () => {
    const { decisions } = serve(aCaseDetail(), { decided: aCaseDetail({ state: 'decided', decision: aDecision() }) });
    const { user } = render();
    const decision = await openForm();

    // Typed, then left behind by another choice: not sent.
    await choose(user, 'Action', 'Account suspended');
    await user.type(decision.getByRole('spinbutton', { name: 'Days' }), '7');
    await choose(user, 'Ground', 'Illegal content');
    await user.type(decision.getByRole('textbox', { name: 'Law' }), 'Trade Marks Act');
    await choose(user, 'Action', 'Listing removed');
    await choose(user, 'Ground', 'Terms: fraud and scams');
    expect(decision.queryByRole('spinbutton', { name: 'Days' })).not.toBeInTheDocument();
    expect(decision.queryByRole('textbox', { name: 'Law' })).not.toBeInTheDocument();
    await user.type(decision.getByRole('textbox', { name: 'Facts' }), 'Took payment for a console never sent');
    await user.click(decision.getByRole('button', { name: 'Decide' }));

    expect(await screen.findByText('Decision recorded')).toBeInTheDocument();
    expect(decisions).toEqual([
      {
        id: CASE_ID,
        body: { action: 'remove_listing', ground: 'terms.fraud', facts: 'Took payment for a console never sent' },
      },
    ]);
  });

  it('warns before suspending a member with no warning on record, except on a ground that needs none', async () => {
    serve(aCaseDetail());
    const { user } = render();
    const decision = await openForm();
    const warning = /no warning on record/;

    await choose(user, 'Action', 'Account suspended');
    await choose(user, 'Ground', 'Terms: spam');
    expect(decision.getByText(warning)).toBeInTheDocument();
    await choose(user, 'Ground', 'Terms: fraud and scams');
    expect(decision.queryByText(warning)).not.toBeInTheDocument();
  });

  it("keeps the form with the server's message when the case was decided meanwhile", async () => {
    const { decisions } = serve(aCaseDetail(), { answer: refusal(409, 'This case is already decided') });
    const { user } = render();
    const decision = await openForm();

    await choose(user, 'Action', 'Warning');
    await choose(user, 'Ground', 'Terms: misleading listings');
    await user.type(decision.getByRole('textbox', { name: 'Facts' }), 'The photos show another console');
    await user.click(decision.getByRole('button', { name: 'Decide' }));

    expect(await decision.findByRole('alert')).toHaveTextContent('This case is already decided');
    expect(decisions).toHaveLength(1);
    expect(decision.getByRole('combobox', { name: 'Action' })).toHaveValue('warn');
    expect(decision.getByRole('textbox', { name: 'Facts' })).toHaveValue('The photos show another console');
    expect(screen.queryByText('Decision recorded')).not.toBeInTheDocument();
  });

  it('shows on its field what the server refuses of a field', async () => {
    serve(aCaseDetail(), {
      answer: () =>
        HttpResponse.json(
          { message: 'Invalid decision', errors: { facts: 'Say what the listing did' } },
          { status: 400 },
        ),
    });
    const { user } = render();
    const decision = await openForm();

    await choose(user, 'Action', 'No action');
    await choose(user, 'Ground', 'Terms: other rules');
    await user.type(decision.getByRole('textbox', { name: 'Facts' }), 'x');
    await user.click(decision.getByRole('button', { name: 'Decide' }));

    await waitFor(() =>
      expect(decision.getByRole('textbox', { name: 'Facts' })).toHaveAccessibleDescription('Say what the listing did'),
    );
  });

  it('shows a decided case’s decision, with its appeal, and no form', async () => {
    serve(
      aCaseDetail({
        ...aCase({ state: 'decided' }),
        decision: aDecision({
          action: 'remove_listing',
          ground: 'terms.prohibited_items',
          appeal: {
            _id: '00000000-0000-4000-8000-00000000a003',
            text: 'It is a replica and says so',
            state: 'upheld',
            createdAt: '2026-02-03T10:00:00.000Z',
            decidedAt: '2026-02-04T10:00:00.000Z',
            reason: 'Replicas are prohibited too',
          },
        }),
      }),
    );
    render();

    const decision = await screen.findByRole('region', { name: 'Decision' });
    expect(decision).toHaveTextContent(
      `ActionListing removedGroundTerms: prohibited itemsFactsThe photos were of another consoleDecided${formatDateTime(
        '2026-02-01T10:00:00.000Z',
      )}AppealUpheld on appeal, ${formatDateTime('2026-02-04T10:00:00.000Z')}“It is a replica and says so”Reasons: Replicas are prohibited too`,
    );
    expect(screen.queryByRole('form', { name: 'Decision' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
    expect(section('Reported content').getByText('Decided')).toBeInTheDocument();
  });

  it('shows the server message when the case cannot be found', async () => {
    server.use(handle(api.getCase, refusal(404, 'Case not found')));
    render();

    expect(await screen.findByRole('alert')).toHaveTextContent('Case not found');
    expect(screen.getByRole('heading', { name: 'Case', level: 1 })).toBeInTheDocument();
  });
});
