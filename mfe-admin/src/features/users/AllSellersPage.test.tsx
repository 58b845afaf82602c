import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type User } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { aUser, answerDialog, expectRefusedDelete, findTable, refusal, renderAdminPage } from '../../testing/lists';
import { Component as AllSellersPage } from './AllSellersPage';

const sam = aUser({
  _id: 's1',
  name: 'Sam Seller',
  email: 'seller@replay.test',
  img: 'https://img.test/sam.png',
  role: 'seller',
});
const nora = aUser({
  _id: 's2',
  name: 'Nora Retro',
  email: 'retro@replay.test',
  img: 'https://img.test/nora.png',
  role: 'seller',
  verified: true,
});

/** Serves the sellers list from `sellers`, so tests can change it as the server would. */
function serveSellers(sellers: User[]) {
  server.use(handle(api.listSellers, () => HttpResponse.json(sellers)));
}

const renderPage = () => renderAdminPage(AllSellersPage, paths.allSellers);

const rowOf = async (name: string) => (await screen.findByRole('cell', { name: new RegExp(name) })).closest('tr')!;

describe('All Sellers', () => {
  it('lists sellers with number, avatar, name, email, and Verify or the Verified badge', async () => {
    serveSellers([sam, nora]);
    renderPage();

    const rows = await findTable('All Sellers', ['#', 'Name', 'Email', 'Action']);

    const samRow = within(rows[1]!);
    expect(samRow.getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(samRow.getByText('Sam Seller')).toBeInTheDocument();
    expect(samRow.getByRole('presentation')).toHaveAttribute('src', sam.img);
    expect(samRow.getByText('seller@replay.test')).toBeInTheDocument();
    expect(samRow.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(samRow.queryByText('Verified')).not.toBeInTheDocument();

    const noraRow = within(rows[2]!);
    expect(noraRow.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(noraRow.getByText('Verified')).toBeInTheDocument();
    expect(noraRow.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(noraRow.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('says so when there is no seller', async () => {
    serveSellers([]);
    renderPage();

    expect(await screen.findByText('There is no Seller to show')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server message when the list cannot be loaded', async () => {
    server.use(handle(api.listSellers, refusal(403, 'Only admins can do this')));
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this');
  });

  it('verifies a seller after confirmation, toasts "Seller Verified" and shows the badge', async () => {
    serveSellers([sam]);
    let request: { url: URL; body: unknown } | undefined;
    server.use(
      handle(api.verifySeller, async ({ request: req }) => {
        request = { url: new URL(req.url), body: await req.json() };
        serveSellers([{ ...sam, verified: true }]);
        return HttpResponse.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      }),
    );
    const { user } = renderPage();

    await user.click(within(await rowOf('Sam Seller')).getByRole('button', { name: 'Verify' }));
    await answerDialog(user, 'Verify this seller?', 'Verify', 'Sam Seller (seller@replay.test)');

    expect(await screen.findByText('Seller Verified')).toBeInTheDocument();
    expect(request?.body).toEqual({ verified: true, email: 'admin@replay.test' });
    expect(request?.url.searchParams.get('email')).toBe('admin@replay.test');
    expect(await within(await rowOf('Sam Seller')).findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing when the verification is cancelled', async () => {
    serveSellers([sam]);
    const { user } = renderPage();

    await user.click(within(await rowOf('Sam Seller')).getByRole('button', { name: 'Verify' }));
    await answerDialog(user, 'Verify this seller?', 'Cancel');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it("toasts the server's message when verifying fails and closes the modal", async () => {
    serveSellers([sam]);
    server.use(handle(api.verifySeller, refusal(404, 'Seller not found')));
    const { user } = renderPage();

    await user.click(within(await rowOf('Sam Seller')).getByRole('button', { name: 'Verify' }));
    await answerDialog(user, 'Verify this seller?', 'Verify');

    expect(await screen.findByText('Seller not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Seller Verified')).not.toBeInTheDocument();
  });

  it('deletes a seller after "Are you sure?" and refetches the list', async () => {
    serveSellers([sam, nora]);
    let deletedWith: URL | undefined;
    server.use(
      handle(api.deleteSeller, ({ request }) => {
        deletedWith = new URL(request.url);
        serveSellers([nora]);
        return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
      }),
    );
    const { user } = renderPage();

    await user.click(within(await rowOf('Sam Seller')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure?', 'Yes', 'Sam Seller (seller@replay.test) will be deleted');

    expect(await screen.findByText('Seller deleted')).toBeInTheDocument();
    expect(deletedWith?.searchParams.get('email')).toBe('admin@replay.test');
    await waitFor(() => expect(screen.queryByText('Sam Seller')).not.toBeInTheDocument());
    expect(screen.getByText('Nora Retro')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("toasts the server's message when deleting fails", async () => {
    serveSellers([sam]);
    server.use(handle(api.deleteSeller, refusal(404, 'Seller not found')));
    const { user } = renderPage();

    await expectRefusedDelete(user, 'Seller not found', 'Seller deleted');
    expect(screen.getByText('Sam Seller')).toBeInTheDocument();
  });
});
