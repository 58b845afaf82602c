import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, LIMITS, paths, REPORT_REASONS, type Conversation, type Message } from '@replay/contract';
import { ACCESS_TOKEN_KEY } from '@replay/platform';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aConversation, aMessage, liveStream, pageOf } from '../../testing/messages';
import { Component as ConversationPage } from './ConversationPage';

/**
 * The server's side of one conversation: its messages (newest first, as the API lists them), what
 * the page sends, reads, blocks and reports. `failNext` refuses that many sends.
 */
function serve(conversation: Conversation, messages: Message[]) {
  const state = {
    conversation,
    messages,
    sent: [] as Array<{ body: string; clientId: string }>,
    reads: 0,
    blocks: [] as string[],
    reports: [] as unknown[],
    failNext: 0,
    /** Holds each send's answer until released (to see the message while it is being sent). */
    hold: undefined as Promise<void> | undefined,
  };
  server.use(
    handle(api.getConversation, () => HttpResponse.json(state.conversation)),
    handle(api.listMessages, () => pageOf(state.messages)),
    // No offers in these conversations (ConversationOffers.test.tsx has them).
    handle(api.listOffers, () => pageOf([])),
    handle(api.sendMessage, async ({ request }) => {
      const body = (await request.json()) as { body: string; clientId: string };
      state.sent.push(body);
      await state.hold;
      if (state.failNext > 0) {
        state.failNext -= 1;
        return HttpResponse.json({ message: 'The server is busy' }, { status: 503 });
      }
      const _id = `sent-${state.sent.length}`;
      state.messages = [
        aMessage({ _id, body: body.body, mine: true, senderName: 'Me', clientId: body.clientId }),
        ...state.messages,
      ];
      return HttpResponse.json({ _id }, { status: 201 });
    }),
    handle(api.markConversationRead, () => {
      state.reads += 1;
      state.conversation = { ...state.conversation, unread: 0 };
      return HttpResponse.json({ unread: 0 });
    }),
    handle(api.blockUser, ({ params }) => {
      state.blocks.push(`block ${String(params.userId)}`);
      state.conversation = { ...state.conversation, blocked: true };
      return HttpResponse.json({ blocked: true });
    }),
    handle(api.unblockUser, ({ params }) => {
      state.blocks.push(`unblock ${String(params.userId)}`);
      state.conversation = { ...state.conversation, blocked: false };
      return HttpResponse.json({ blocked: false });
    }),
    handle(api.reportMessage, async ({ params, request }) => {
      state.reports.push({ id: params.id, ...((await request.json()) as object) });
      return HttpResponse.json({ acknowledged: true }, { status: 201 });
    }),
  );
  return state;
}

const render = () =>
  renderWithProviders(<ConversationPage />, {
    route: paths.conversation('conv-1'),
    path: '/dashboard/messages/:id',
    auth: fakeAuth('buyer'),
  });

const log = () => screen.findByRole('log', { name: 'Messages with Sam Seller' });
const bodies = async () =>
  within(await log())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')!.textContent);

describe('a conversation', () => {
  it("shows its messages oldest first, as text, Report on the other member's only, and marks it read", async () => {
    const state = serve(aConversation({ unread: 2 }), [
      aMessage({ _id: 'm3', body: 'Message removed by admin', removed: true }),
      aMessage({ _id: 'm2', body: 'Hello', mine: true, senderName: 'Me', clientId: 'c-2' }),
      aMessage({ _id: 'm1', body: 'Hi <b>there</b>\nSecond line' }),
    ]);
    render();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Seller' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PlayStation 5 Disc Edition' })).toHaveAttribute('href', '/product/prod-1');
    expect(await bodies()).toEqual(['Hi <b>there</b>\nSecond line', 'Hello', 'Message removed by admin']);
    expect(within(await log()).getAllByRole('button', { name: /^Report/ })).toHaveLength(1);
    await waitFor(() => expect(state.reads).toBe(1));
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/dashboard/messages');
  });

  it('sends with Enter, starts a new line with Shift+Enter, and shows the message while it is being sent', async () => {
    const state = serve(aConversation(), []);
    let release = () => {};
    state.hold = new Promise((resolve) => (release = resolve));
    const { user } = render();

    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Is it boxed?{Shift>}{Enter}{/Shift}And the cables?{Enter}');
    expect(await within(await log()).findByText('Sending…')).toBeInTheDocument();
    expect(await bodies()).toEqual(['Is it boxed?\nAnd the cables?']);
    expect(box).toHaveValue('');
    release();
    await waitFor(() => expect(within(screen.getByRole('log')).queryByText('Sending…')).not.toBeInTheDocument());
    expect(await bodies()).toEqual(['Is it boxed?\nAnd the cables?']);
    expect(state.sent).toEqual([
      { body: 'Is it boxed?\nAnd the cables?', clientId: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
  });

  it('marks a message that could not be sent, and Retry sends the same one again', async () => {
    const state = serve(aConversation(), []);
    state.failNext = 1;
    const { user } = render();

    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Still available?{Enter}');
    expect(await screen.findByText('Not sent: The server is busy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument());
    expect(await bodies()).toEqual(['Still available?']);
    expect(state.sent).toHaveLength(2);
    expect(state.sent[1]).toEqual(state.sent[0]);
  });

  it('blocks the other member once confirmed: no more writing, and Unblock is offered', async () => {
    const state = serve(aConversation(), [aMessage({})]);
    const { user } = render();

    await user.click(await screen.findByRole('button', { name: 'Block Sam Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Sam Seller?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(/You blocked Sam Seller: neither of you can send messages\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Unblock Sam Seller' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your message' })).toBeEnabled());
    expect(state.blocks).toEqual(['block seller-1', 'unblock seller-1']);
  });

  it("reports the other member's message with one of the report reasons and details", async () => {
    const state = serve(aConversation(), [aMessage({ _id: 'm1', body: 'Pay me outside the site' })]);
    const { user } = render();

    await user.click(await screen.findByRole('button', { name: 'Report this message from Sam Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).getByText('Pay me outside the site')).toBeInTheDocument();
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((radio) => radio.getAttribute('value'))).toEqual([...REPORT_REASONS]);
    expect(within(dialog).getByRole('radio', { name: 'Something else' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    const details = within(dialog).getByRole('textbox', { name: 'Details (optional)' });
    expect(details).toHaveAttribute('maxlength', String(LIMITS.reportDetailsMax));
    await user.type(details, '  Asks for a bank transfer  ');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you: an admin will review this message')).toBeInTheDocument();
    expect(state.reports).toEqual([{ id: 'm1', reason: 'scam', details: 'Asks for a bank transfer' }]);
  });

  it('leaves the details out of a report without them', async () => {
    const state = serve(aConversation(), [aMessage({ _id: 'm1' })]);
    const { user } = render();

    await user.click(await screen.findByRole('button', { name: 'Report this message from Sam Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you: an admin will review this message')).toBeInTheDocument();
    expect(state.reports).toEqual([{ id: 'm1', reason: 'other' }]);
  });

  it('says when the item was sold or the listing removed, and the thread stays readable', async () => {
    serve(aConversation({ product: { ...aConversation().product, status: false } }), [aMessage({})]);
    const { unmount } = render();
    expect(await screen.findByText('This item has been sold.')).toBeInTheDocument();
    unmount();

    serve(aConversation({ product: { ...aConversation().product, closed: true } }), [aMessage({})]);
    render();
    expect(
      await screen.findByText('This listing was removed. The conversation stays here for you to read.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PlayStation 5 Disc Edition' })).not.toBeInTheDocument();
    expect(await bodies()).toEqual(['Does it come with the box?']);
  });

  it("shows the other member's new message without a reload, and marks it read", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'test-access-token');
    const live = liveStream();
    server.use(live.handler);
    const state = serve(aConversation(), [aMessage({ _id: 'm1', body: 'Hello' })]);
    render();
    expect(await bodies()).toEqual(['Hello']);
    // The visitor uses the page: the live stream opens at the first intent.
    fireEvent.pointerMove(document.body);
    await waitFor(() => expect(live.open).toBe(true));

    state.messages = [aMessage({ _id: 'm2', body: 'Saturday at 10?' }), ...state.messages];
    state.conversation = { ...state.conversation, unread: 1 };
    live.send({ conversationId: 'conv-1', unread: 1 });
    expect(await within(await log()).findByText('Saturday at 10?')).toBeInTheDocument();
    await waitFor(() => expect(state.reads).toBe(1));
  });
});
