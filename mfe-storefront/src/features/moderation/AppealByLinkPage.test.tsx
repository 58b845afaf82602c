import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type Decision } from '@replay/contract';
import { formatDate } from '@replay/platform';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aDecision, anAppeal } from '../../testing/moderation';
import { Component as AppealByLinkPage } from './AppealByLinkPage';

const TOKEN = 'user-1.dec-1.signature';

/** The closed account's decision behind TOKEN, and the appeals sent with a link. */
function serveLink(decision: Decision) {
  const state = { decision, appeals: [] as unknown[], tokensRead: [] as Array<string | null> };
  server.use(
    handle(api.getDecisionByLink, ({ request }) => {
      const token = new URL(request.url).searchParams.get('token');
      state.tokensRead.push(token);
      return token === TOKEN
        ? HttpResponse.json(state.decision)
        : HttpResponse.json({ message: 'This link has expired' }, { status: 404 });
    }),
    handle(api.appealByLink, async ({ request }) => {
      const body = (await request.json()) as { token: string; text: string };
      state.appeals.push(body);
      state.decision = {
        ...state.decision,
        appeal: anAppeal({ text: body.text, createdAt: new Date().toISOString() }),
      };
      return HttpResponse.json({ appealId: 'appeal-9' }, { status: 201 });
    }),
  );
  return state;
}

const closed = aDecision({
  action: 'close_account',
  ground: 'terms.fraud',
  facts: 'Took payment for consoles that were never handed over.',
  target: { kind: 'user', id: 'seller-1' },
  targetText: 'Sam Seller',
});

const render = (token?: string) =>
  renderWithProviders(<AppealByLinkPage />, {
    route: paths.appealByLink(token),
    path: '/appeal',
    auth: fakeAuth(null),
  });

describe('appeal by link', () => {
  it("shows the link's decision and sends the appeal with the link's token", async () => {
    const state = serveLink(closed);
    const { user } = render(TOKEN);

    expect(screen.getByRole('heading', { level: 1, name: 'Appeal a decision' })).toBeInTheDocument();
    const decision = await screen.findByRole('article', { name: 'Account closed' });
    expect(decision).toHaveTextContent('Your account (Sam Seller)');
    expect(decision).toHaveTextContent('Took payment for consoles that were never handed over.');
    expect(decision).toHaveTextContent(`You can appeal until ${formatDate(closed.appealUntil)}.`);

    await user.type(
      within(decision).getByRole('textbox', { name: 'Why should we change this decision?' }),
      'Every buyer got their console.',
    );
    await user.click(within(decision).getByRole('button', { name: 'Send appeal' }));

    const sent = await within(decision).findByText(/^Appeal sent on/);
    expect(sent.parentElement).toHaveFocus();
    expect(within(decision).queryByRole('form', { name: 'Appeal' })).not.toBeInTheDocument();
    expect(state.appeals).toEqual([{ token: TOKEN, text: 'Every buyer got their console.' }]);
    expect(state.tokensRead).toEqual([TOKEN, TOKEN]);
  });

  it('names a listing without linking to it (its page needs a sign-in)', async () => {
    serveLink(aDecision());
    render(TOKEN);

    const decision = await screen.findByRole('article', { name: 'Listing removed' });
    expect(decision).toHaveTextContent('Listing: PlayStation 5 Disc Edition');
    expect(within(decision).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the API's message for a link that is wrong or has expired", async () => {
    serveLink(closed);
    render('user-1.dec-1.forged-signature');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link could not be opened: This link has expired');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('asks for nothing without a token', async () => {
    const state = serveLink(closed);
    render();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not complete: open it from the e-mail we sent you.',
    );
    expect(state.tokensRead).toEqual([]);
  });
});
