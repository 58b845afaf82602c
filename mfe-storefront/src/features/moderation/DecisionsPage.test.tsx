import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type Decision } from '@replay/contract';
import { formatDate, formatDateTime } from '@replay/platform';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aDecision, anAppeal } from '../../testing/moderation';
import { Component as DecisionsPage } from './DecisionsPage';

const DAY = 24 * 3_600_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * GET /me/decisions and POST /decisions/{id}/appeal as the server keeps them: an appeal is
 * recorded on its decision; `refuse` answers the next appeal with that message (409).
 */
function serveDecisions(decisions: Decision[]) {
  const state = { decisions, appeals: [] as Array<{ id: string; text: string }>, refuse: '' };
  server.use(
    handle(api.listMyDecisions, () => HttpResponse.json({ items: state.decisions })),
    handle(api.appealDecision, async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      state.appeals.push({ id: String(params.id), text });
      if (state.refuse) return HttpResponse.json({ message: state.refuse }, { status: 409 });
      state.decisions = state.decisions.map((decision) =>
        decision._id === params.id
          ? { ...decision, appeal: anAppeal({ text, createdAt: new Date().toISOString() }) }
          : decision,
      );
      return HttpResponse.json({ appealId: 'appeal-9' }, { status: 201 });
    }),
  );
  return state;
}

const render = () => renderWithProviders(<DecisionsPage />, { route: paths.decisions, auth: fakeAuth('seller') });

const statement = (name: string) => screen.findByRole('article', { name });

describe('decisions about me', () => {
  it('shows each decision as its statement of reasons, and Appeal only while it may be appealed', async () => {
    const removed = aDecision({ ground: 'illegal_content', law: 'Consumer Protection Act, s. 5' });
    const suspended = aDecision({
      _id: 'dec-2',
      action: 'suspend',
      ground: 'terms.fraud',
      facts: 'Asked three buyers to pay outside the site.',
      target: { kind: 'user', id: 'seller-1' },
      targetText: 'Sam Seller',
      days: 7,
      suspendedUntil: daysFromNow(5),
      appeal: anAppeal({ state: 'upheld', reason: 'The messages show the requests.', decidedAt: daysFromNow(-1) }),
    });
    const hidden = aDecision({
      _id: 'dec-3',
      action: 'hide_message',
      ground: 'terms.harassment',
      target: { kind: 'message', id: 'msg-1' },
      targetText: 'You will regret this',
      reversedAt: daysFromNow(-1),
      appeal: anAppeal({ _id: 'appeal-2', state: 'reversed', reason: 'A quote from a game.' }),
    });
    serveDecisions([removed, suspended, hidden]);
    render();

    expect(screen.getByRole('heading', { level: 1, name: 'Decisions about me' })).toBeInTheDocument();
    const first = await statement('Listing removed');
    expect(within(first).getByRole('link', { name: 'PlayStation 5 Disc Edition' })).toHaveAttribute(
      'href',
      '/product/prod-1',
    );
    for (const text of [
      'The photos show another console than the one described.',
      'Illegal content',
      'Law: Consumer Protection Act, s. 5',
      formatDate(removed.createdAt),
      'This decision was made by a person on our team, not by an automated system.',
      `You can appeal until ${formatDate(removed.appealUntil)}.`,
    ])
      expect(first).toHaveTextContent(text);
    expect(within(first).getByRole('button', { name: 'Appeal' })).toHaveAccessibleDescription('Listing removed');

    const second = await statement('Account suspended');
    expect(second).toHaveTextContent('Your account (Sam Seller)');
    expect(second).toHaveTextContent(`Suspended until${formatDateTime(suspended.suspendedUntil!)}`);
    expect(second).toHaveTextContent(`Appeal sent on ${formatDate(suspended.appeal!.createdAt)}`);
    expect(second).toHaveTextContent('Decision upheld on appeal: The messages show the requests.');
    expect(within(second).queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();

    const third = await statement('Message hidden');
    expect(third).toHaveTextContent(`Reversed on ${formatDate(hidden.reversedAt!)}`);
    expect(third).toHaveTextContent('You will regret this');
    expect(third).toHaveTextContent('Appeal accepted: the decision was reversed');
    expect(within(third).queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
  });

  it('sends an appeal from its dialog, then shows it was sent in place of the button', async () => {
    const state = serveDecisions([aDecision()]);
    const { user } = render();

    await user.click(within(await statement('Listing removed')).getByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' });
    const box = within(dialog).getByRole('textbox', { name: 'Why should we change this decision?' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('maxlength', '2000');

    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tell us why we should change this decision');
    expect(state.appeals).toEqual([]);

    await user.type(box, '  The photos are of this very console.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.appeals).toEqual([{ id: 'dec-1', text: 'The photos are of this very console.' }]);
    const decided = await statement('Listing removed');
    const sent = await within(decided).findByText(/^Appeal sent on/);
    expect(sent).toHaveTextContent(`Appeal sent on ${formatDate(new Date().toISOString())}`);
    expect(sent.parentElement).toHaveFocus();
    expect(decided).toHaveTextContent('Our team is looking at your appeal.');
    expect(within(decided).queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when the appeal is refused", async () => {
    const state = serveDecisions([aDecision()]);
    state.refuse = 'This decision was already appealed';
    const { user } = render();

    await user.click(within(await statement('Listing removed')).getByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal this decision' });
    await user.type(within(dialog).getByRole('textbox'), 'Please look again');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This decision was already appealed');
    expect(within(dialog).getByRole('textbox')).toHaveValue('Please look again');
  });

  it('offers no Appeal once the time for it has passed', async () => {
    const late = aDecision({ appealUntil: daysFromNow(-1) });
    serveDecisions([late]);
    render();

    const only = await statement('Listing removed');
    expect(only).toHaveTextContent(`The time to appeal ended on ${formatDate(late.appealUntil)}.`);
    expect(within(only).queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    serveDecisions([]);
    render();
    expect(await screen.findByText('No decisions about you')).toBeInTheDocument();
  });
});
