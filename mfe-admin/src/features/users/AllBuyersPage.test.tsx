import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type User } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { aUser, answerDialog, expectRefusedDelete, findTable, refusal, renderAdminPage } from '../../testing/lists';
import { Component as AllBuyersPage } from './AllBuyersPage';

const bea = aUser({
  _id: 'b1',
  name: 'Bea Buyer',
  email: 'buyer@replay.test',
  img: 'https://img.test/bea.png',
  role: 'buyer',
});
const ben = aUser({
  _id: 'b2',
  name: 'Ben Bargain',
  email: 'ben@replay.test',
  img: 'https://img.test/ben.png',
  role: 'buyer',
});

function serveBuyers(buyers: User[]) {
  server.use(handle(api.listBuyers, () => HttpResponse.json(buyers)));
}

const renderPage = () => renderAdminPage(AllBuyersPage, paths.allBuyers);

describe('All Buyers', () => {
  it('lists buyers with number, avatar, name, email and Delete only', async () => {
    serveBuyers([bea, ben]);
    renderPage();

    const rows = await findTable('All Buyers', ['#', 'Name', 'Email', 'Action']);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/^1Bea Buyerbuyer@replay\.testDelete$/);
    expect(rows[2]).toHaveTextContent(/^2Ben Bargainben@replay\.testDelete$/);
    // The photo is decorative: the name is written beside it.
    expect(rows[1]!.querySelector('img')).toHaveAttribute('src', bea.img);
    expect(rows[1]!.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it("shows a buyer's initials when they have no photo", async () => {
    serveBuyers([{ ...ben, img: '' }]);
    renderPage();

    const row = await screen.findByRole('row', { name: /Ben Bargain/ });
    // Shown, but hidden from screen readers: the name is written beside it.
    expect(within(row).getByText('BB')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says so when there is no buyer', async () => {
    serveBuyers([]);
    renderPage();

    expect(await screen.findByText('There is no Buyer to show')).toBeInTheDocument();
  });

  it('deletes a buyer after "Are you sure?" and refetches the list', async () => {
    serveBuyers([bea, ben]);
    server.use(
      handle(api.deleteBuyer, () => {
        serveBuyers([bea]);
        return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
      }),
    );
    const { user } = renderPage();

    const row = (await screen.findByText('Ben Bargain')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure?', 'Yes', 'Ben Bargain (ben@replay.test) will be deleted');

    expect(await screen.findByText('Buyer deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ben Bargain')).not.toBeInTheDocument());
    expect(screen.getByText('Bea Buyer')).toBeInTheDocument();
  });

  it('keeps the buyer when the confirmation is answered No', async () => {
    serveBuyers([bea]);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure?', 'No');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Bea Buyer')).toBeInTheDocument();
  });

  it("toasts the server's message when deleting fails", async () => {
    serveBuyers([bea]);
    server.use(handle(api.deleteBuyer, refusal(403, 'Only admins can do this')));
    const { user } = renderPage();

    await expectRefusedDelete(user, 'Only admins can do this', 'Buyer deleted');
  });

  it('treats a delete that removed nothing as a failure', async () => {
    serveBuyers([bea]);
    server.use(handle(api.deleteBuyer, () => HttpResponse.json({ acknowledged: true, deletedCount: 0 })));
    const { user } = renderPage();

    await expectRefusedDelete(user, 'Nothing was deleted', 'Buyer deleted');
  });
});
