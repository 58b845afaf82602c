import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, paths } from '@replay/contract';
import { ACCESS_TOKEN_KEY } from '@replay/platform';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aConversation, liveStream, pageOf } from '../../testing/messages';
import { Component as InboxPage } from './InboxPage';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const render = () => renderWithProviders(<InboxPage />, { route: paths.messages, auth: fakeAuth('seller') });

describe('the inbox', () => {
  it('lists each conversation: the product, the other member, the last message and time, the unread count', async () => {
    const live = liveStream();
    server.use(
      live.handler,
      handle(api.listConversations, () =>
        pageOf([
          aConversation({
            _id: 'c1',
            otherParty: { _id: 'b1', name: 'Bea Buyer', img: '' },
            lastMessage: { body: 'Does it come with the box?', sentAt: minutesAgo(5), mine: false },
            unread: 2,
          }),
          aConversation({
            _id: 'c2',
            product: { ...aConversation().product, title: 'Game Boy Color' },
            otherParty: { _id: 'b2', name: 'Ben Buyer', img: '' },
            lastMessage: { body: 'Saturday at 10?', sentAt: minutesAgo(60), mine: true },
          }),
          aConversation({ _id: 'c3', otherParty: { _id: 'b3', name: 'Bo Buyer', img: '' } }),
        ]),
      ),
    );
    render();

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/messages/c1',
      '/dashboard/messages/c2',
      '/dashboard/messages/c3',
    ]);
    expect(links[0]).toHaveTextContent(
      /^PlayStation 5 Disc EditionBea BuyerDoes it come with the box\?5 minutes ago2 unread$/,
    );
    expect(links[1]).toHaveTextContent(/Ben BuyerYou: Saturday at 10\?1 hour ago$/);
    expect(links[2]).toHaveTextContent(/No messages yet$/);
    expect(within(links[0]!).getByRole('presentation')).toHaveAttribute('src', 'https://img.test/ps5.jpg');
  });

  it('says so when there is none', async () => {
    server.use(handle(api.listConversations, () => pageOf([])));
    render();
    expect(
      await screen.findByText('No conversations yet. Ask a seller about a product from its page.'),
    ).toBeInTheDocument();
  });

  it('shows a new message without a reload when the live stream tells of it', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'test-access-token');
    const live = liveStream();
    let lastMessage = { body: 'Hello', sentAt: new Date().toISOString(), mine: false };
    let unread = 1;
    server.use(
      live.handler,
      handle(api.listConversations, () => pageOf([aConversation({ _id: 'c1', lastMessage, unread })])),
    );
    render();
    expect(await screen.findByText('Hello')).toBeInTheDocument();

    lastMessage = { body: 'Is Saturday fine?', sentAt: new Date().toISOString(), mine: false };
    unread = 2;
    // The visitor uses the page: the live stream opens at the first intent.
    fireEvent.pointerMove(document.body);
    await waitFor(() => expect(live.open).toBe(true));
    live.send({ conversationId: 'c1', unread: 2 });
    expect(await screen.findByText('Is Saturday fine?')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });
});
