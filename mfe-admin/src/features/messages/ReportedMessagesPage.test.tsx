import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type MessageReport } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { answerDialog, findTable, renderAdminPage } from '../../testing/lists';
import { Component as ReportedMessagesPage } from './ReportedMessagesPage';

const report = (overrides: Partial<MessageReport>): MessageReport => ({
  _id: 'm1',
  body: 'Pay me <b>outside</b> the site',
  sentAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  senderId: 's1',
  senderName: 'Sam Seller',
  senderEmail: 'sam@replay.test',
  productTitle: 'PlayStation 5',
  reasons: ['scam', 'offensive'],
  reports: 2,
  reportedAt: new Date().toISOString(),
  ...overrides,
});

function serve(reports: MessageReport[]) {
  let list = reports;
  const hidden: string[] = [];
  server.use(
    handle(api.listMessageReports, () => HttpResponse.json({ items: list, nextCursor: null })),
    handle(api.hideMessage, ({ params }) => {
      hidden.push(String(params.id));
      list = list.filter((item) => item._id !== params.id);
      return HttpResponse.json({ acknowledged: true, modifiedCount: 1 });
    }),
  );
  return hidden;
}

const render = () => renderAdminPage(ReportedMessagesPage, paths.reportedMessages);

describe('Reported Messages', () => {
  it('lists each reported message as text with its sender, product, reasons and count', async () => {
    serve([report({}), report({ _id: 'm2', body: 'Buy now!!!', reasons: ['other'], reports: 1 })]);
    render();

    const rows = await findTable('Reported Messages', ['#', 'Message', 'Sender', 'About', 'Reports', 'Sent', 'Action']);
    expect(rows[1]).toHaveTextContent(
      /^1Pay me <b>outside<\/b> the siteSam Seller sam@replay\.testPlayStation 52 reportsScam or fraudOffensive2 hours agoRemove$/,
    );
    expect(rows[2]).toHaveTextContent(/1 reportSomething else/);
    expect(within(rows[1]!).getByRole('link', { name: 'sam@replay.test' })).toHaveAttribute(
      'href',
      'mailto:sam@replay.test',
    );
  });

  it('removes a message after "Are you sure?" and the list no longer shows it', async () => {
    const hidden = serve([report({})]);
    const { user } = render();

    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await answerDialog(
      user,
      'Are you sure?',
      'Yes',
      `Sam Seller's message will read "Message removed by admin" for both members of the conversation.`,
    );
    expect(await screen.findByText('Message removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No message is reported')).toBeInTheDocument());
    expect(hidden).toEqual(['m1']);
  });
});
