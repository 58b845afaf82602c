import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, paths, type Product } from '@replay/contract';
import { apiUrl, fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { aProduct } from '../../../testing/products';
import { refusal } from '../../../testing/refusal';
import { Component as MyProductsPage } from '../MyProductsPage';

/** Serves GET /products from a list the test (or the advertise/delete handlers) can change. */
function serveProducts(products: Product[]) {
  const requests: Array<string | null> = [];
  server.use(
    handle(api.listMyProducts, ({ request }) => {
      requests.push(new URL(request.url).searchParams.get('email'));
      return HttpResponse.json(products);
    }),
  );
  return requests;
}

function renderPage() {
  return renderWithProviders(<MyProductsPage />, { auth: fakeAuth('seller'), route: paths.myProducts });
}

const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

type UserEvents = ReturnType<typeof renderPage>['user'];

const moreButton = (title: string) => screen.getByRole('button', { name: `More actions for ${title}` });

/** Opens the More menu of `title`'s row and chooses `item` in it. */
async function choose(user: UserEvents, title: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${title}` }));
  const menu = screen.getByRole('menu', { name: `More actions for ${title}` });
  await user.click(within(menu).getByRole('menuitem', { name: item }));
}

/** Answers the open dialog with `answer`, checking first its `name` and what it `says` when given. */
async function answerOpenDialog(
  user: UserEvents,
  answer: string,
  { name, says }: { name?: string; says?: string } = {},
) {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name });
  if (says !== undefined) expect(dialog).toHaveTextContent(says);
  await user.click(within(dialog).getByRole('button', { name: answer }));
}

/** Clicks the row's button `action`, then `answer` in the dialog it opens. */
async function answerDialog(
  user: UserEvents,
  action: string,
  answer: string,
  expected: { name?: string; says?: string } = {},
) {
  await user.click(await screen.findByRole('button', { name: action }));
  await answerOpenDialog(user, answer, expected);
}

/** Chooses `item` in the More menu of `title`, then `answer` in the dialog it opens. */
async function answerMenuDialog(
  user: UserEvents,
  [title, item]: [title: string, item: string],
  answer: string,
  expected: { name?: string; says?: string } = {},
) {
  await choose(user, title, item);
  await answerOpenDialog(user, answer, expected);
}

/** The API refusing what was confirmed: its `message` is toasted and the dialog closes. */
async function expectRefusal(message: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

/** The names of the items of `title`'s More menu, opened and closed again. */
async function menuOf(user: UserEvents, title: string) {
  await user.click(moreButton(title));
  const names = within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return names;
}

describe('My Products', () => {
  it('lists the seller’s products with number, photo and name, resale price, status and one primary action', async () => {
    const products = [
      aProduct({ title: 'Zelda', resprice: 35.5, imageUrl: 'https://img.test/zelda.png' }),
      aProduct({ title: 'Halo', resprice: 1234, advertise: true }),
      aProduct({ title: 'Mario', resprice: 20, status: false, state: 'sold' }),
      aProduct({ title: 'Doom', resprice: 15, state: 'closed' }),
    ];
    const requests = serveProducts(products);
    renderPage();

    expect(screen.getByRole('status', { name: 'Loading your products' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Name',
      'Price',
      'Status',
      'Action',
    ]);
    expect(requests).toEqual(['seller@replay.test']);

    // The photo beside the title (its alternative text empty: the title is written beside it).
    expect(within(rowOf('Zelda')).getByRole('presentation')).toHaveAttribute(
      'src',
      expect.stringContaining('zelda.png'),
    );
    /** The row's actions in sight, its More menu apart: the one primary action. */
    const primary = (title: string) =>
      [...within(rowOf(title)).queryAllByRole('button'), ...within(rowOf(title)).queryAllByRole('link')]
        .filter((action) => action.getAttribute('aria-haspopup') !== 'menu')
        .map((action) => action.getAttribute('aria-label'));

    expect(rowOf('Zelda')).toHaveTextContent(/^1Zelda\$35\.50AvailableAdvertiseMore$/);
    expect(primary('Zelda')).toEqual(['Advertise Zelda']);

    expect(rowOf('Halo')).toHaveTextContent(/^2Halo\$1,234\.00AvailableAdvertisedEditMore$/);
    expect(primary('Halo')).toEqual(['Edit Halo']);
    expect(within(rowOf('Halo')).getByRole('link', { name: 'Edit Halo' })).toHaveAttribute(
      'href',
      paths.editProduct(products[1]!._id),
    );

    expect(rowOf('Mario')).toHaveTextContent(/^3Mario\$20\.00SoldSell similarMore$/);
    expect(primary('Mario')).toEqual(['Sell similar Mario']);
    expect(within(rowOf('Mario')).getByRole('link', { name: 'Sell similar Mario' })).toHaveAttribute(
      'href',
      paths.sellSimilar(products[2]!._id),
    );

    expect(rowOf('Doom')).toHaveTextContent(/^4Doom\$15\.00ClosedReopenMore$/);
    expect(primary('Doom')).toEqual(['Reopen Doom']);
  });

  it('keeps every other action of a listing, as its state allows, in its More menu', async () => {
    const products = [
      aProduct({ title: 'Zelda' }),
      aProduct({ title: 'Halo', advertise: true }),
      aProduct({ title: 'Mario', status: false, state: 'sold' }),
      aProduct({ title: 'Doom', state: 'closed' }),
    ];
    serveProducts(products);
    const { user } = renderPage();
    await screen.findByRole('row', { name: /Zelda/ });

    expect(await menuOf(user, 'Zelda')).toEqual(['Edit', 'Advertise', 'Close', 'Mark as sold elsewhere', 'Delete']);
    expect(await menuOf(user, 'Halo')).toEqual(['Edit', 'Close', 'Mark as sold elsewhere', 'Delete']);
    expect(await menuOf(user, 'Mario')).toEqual(['Sell similar', 'Delete']);
    expect(await menuOf(user, 'Doom')).toEqual(['Edit', 'Reopen', 'Mark as sold elsewhere', 'Sell similar', 'Delete']);

    await user.click(moreButton('Doom'));
    const menu = within(screen.getByRole('menu', { name: 'More actions for Doom' }));
    expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', paths.editProduct(products[3]!._id));
    expect(menu.getByRole('menuitem', { name: 'Sell similar' })).toHaveAttribute(
      'href',
      paths.sellSimilar(products[3]!._id),
    );
  });

  it('opens and leaves the More menu with the keyboard, the focus back on its button', async () => {
    serveProducts([aProduct({ title: 'Zelda' }), aProduct({ title: 'Halo' })]);
    const { user } = renderPage();
    const more = await screen.findByRole('button', { name: 'More actions for Zelda' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    more.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'More actions for Zelda' });
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAttribute('aria-controls', menu.id);
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Advertise')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Edit')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    // ArrowUp opens it on its last item; Enter chooses the focused one.
    await user.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Mark as sold elsewhere?' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    // A press elsewhere closes it.
    await user.click(more);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('says so when the seller has no products', async () => {
    serveProducts([]);
    renderPage();

    expect(await screen.findByText("You haven't add any Product yet")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // …and the next step beside it.
    expect(screen.getByRole('link', { name: 'Add your first product' })).toHaveAttribute('href', paths.addProduct);
  });

  it('shows why the list could not be loaded and retries', async () => {
    serveProducts([aProduct({ title: 'Zelda' })]);
    // Handlers added later answer first; this one answers once.
    server.use(handle(api.listMyProducts, refusal(403, 'Sellers only'), { once: true }));
    const { user } = renderPage();

    expect(await screen.findByText('Your products could not be loaded: Sellers only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('row', { name: /Zelda/ })).toBeInTheDocument();
  });

  describe('advertise', () => {
    it('asks for confirmation, advertises, and the row then shows the Advertised badge', async () => {
      const zelda = aProduct({ title: 'Zelda' });
      const products = [zelda];
      serveProducts(products);
      const advertised: Array<{ body: unknown; email: string | null }> = [];
      server.use(
        handle(api.advertiseProduct, async ({ request }) => {
          advertised.push({ body: await request.json(), email: new URL(request.url).searchParams.get('email') });
          products[0] = { ...zelda, advertise: true };
          return HttpResponse.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
        }),
      );
      const { user } = renderPage();

      await answerDialog(user, 'Advertise Zelda', 'Advertise', { name: 'Advertise this product?' });

      expect(await screen.findByText('Advertise confirmed')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await within(rowOf('Zelda')).findByText('Advertised')).toBeInTheDocument();
      expect(within(rowOf('Zelda')).queryByRole('button', { name: 'Advertise Zelda' })).not.toBeInTheDocument();
      expect(advertised).toEqual([
        {
          email: 'seller@replay.test',
          body: {
            productId: zelda._id,
            title: 'Zelda',
            resprice: zelda.resprice,
            status: true,
            imageUrl: zelda.imageUrl,
            sellerEmail: 'seller@replay.test',
          },
        },
      ]);
    });

    it('opens the same confirmation from the More menu, the focus back on More once it closes', async () => {
      serveProducts([aProduct({ title: 'Zelda' })]);
      const { user } = renderPage();

      await answerMenuDialog(user, ['Zelda', 'Advertise'], 'Cancel', {
        name: 'Advertise this product?',
        says: 'Zelda will be shown in the advertised products carousel on the home page.',
      });

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(moreButton('Zelda')).toHaveFocus();
    });

    it('sends nothing when cancelled', async () => {
      serveProducts([aProduct({ title: 'Zelda' })]);
      const { user } = renderPage();

      await answerDialog(user, 'Advertise Zelda', 'Cancel');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('toasts the server’s message and closes the modal on failure', async () => {
      serveProducts([aProduct({ title: 'Zelda' })]);
      server.use(handle(api.advertiseProduct, refusal(409, 'Sold products cannot be advertised')));
      const { user } = renderPage();

      await answerDialog(user, 'Advertise Zelda', 'Advertise');
      await expectRefusal('Sold products cannot be advertised');
      expect(screen.queryByText('Advertise confirmed')).not.toBeInTheDocument();
      expect(within(rowOf('Zelda')).getByRole('button', { name: 'Advertise Zelda' })).toBeInTheDocument();
    });
  });

  describe('delete', () => {
    it('asks "Are you sure?", deletes on Yes and the row is gone', async () => {
      const zelda = aProduct({ title: 'Zelda' });
      const products = [zelda, aProduct({ title: 'Halo' })];
      serveProducts(products);
      const deleted: Array<{ id: string; email: string | null }> = [];
      server.use(
        http.delete(apiUrl('/product/delete/:id'), ({ params, request }) => {
          deleted.push({ id: String(params.id), email: new URL(request.url).searchParams.get('email') });
          products.splice(0, 1);
          return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
        }),
      );
      const { user } = renderPage();

      await answerMenuDialog(user, ['Zelda', 'Delete'], 'Yes', {
        name: 'Are you sure?',
        says: 'Zelda will be deleted for good.',
      });

      expect(await screen.findByText('Product Delete Confirmed')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('row', { name: /Zelda/ })).not.toBeInTheDocument());
      expect(rowOf('Halo')).toHaveTextContent(/^1Halo/);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(deleted).toEqual([{ id: zelda._id, email: 'seller@replay.test' }]);
    });

    it('keeps the product when the seller answers No', async () => {
      serveProducts([aProduct({ title: 'Zelda' })]);
      const { user } = renderPage();

      await answerMenuDialog(user, ['Zelda', 'Delete'], 'No');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(rowOf('Zelda')).toBeInTheDocument();
    });

    it('toasts the server’s message and closes the modal on failure', async () => {
      serveProducts([aProduct({ title: 'Zelda' })]);
      server.use(http.delete(apiUrl('/product/delete/:id'), refusal(403, 'You can only delete your own products')));
      const { user } = renderPage();

      await answerMenuDialog(user, ['Zelda', 'Delete'], 'Yes');
      await expectRefusal('You can only delete your own products');
      expect(rowOf('Zelda')).toBeInTheDocument();
    });

    it('treats a reply that deleted nothing as a failure', async () => {
      serveProducts([aProduct({ title: 'Zelda' })]);
      server.use(
        http.delete(apiUrl('/product/delete/:id'), () => HttpResponse.json({ acknowledged: true, deletedCount: 0 })),
      );
      const { user } = renderPage();

      await answerMenuDialog(user, ['Zelda', 'Delete'], 'Yes');

      expect(await screen.findByText('The product could not be deleted')).toBeInTheDocument();
      expect(screen.queryByText('Product Delete Confirmed')).not.toBeInTheDocument();
    });
  });

  describe('close, reopen, sold elsewhere', () => {
    /** Serves the listing-state calls, each changing the served row as the API would. */
    function serveStateChanges(products: Product[]) {
      const calls: string[] = [];
      const change = (id: unknown, state: Product['state'], status = true) => {
        const index = products.findIndex((product) => product._id === id);
        calls.push(`${state} ${String(id)}`);
        products[index] = { ...products[index]!, state, status, advertise: false };
        return products[index]!;
      };
      server.use(
        handle(api.closeProduct, ({ params }) => HttpResponse.json(change(params.id, 'closed'))),
        handle(api.reopenProduct, ({ params }) => HttpResponse.json(change(params.id, 'available'))),
        handle(api.markProductSoldElsewhere, ({ params }) => HttpResponse.json(change(params.id, 'sold', false))),
      );
      return calls;
    }

    it('closes a listing after confirmation, then reopens it without asking', async () => {
      const zelda = aProduct({ title: 'Zelda', advertise: true });
      const products = [zelda];
      serveProducts(products);
      const calls = serveStateChanges(products);
      const { user } = renderPage();

      await answerMenuDialog(user, ['Zelda', 'Close'], 'Close listing', {
        name: 'Close this listing?',
        says: 'Bookings not yet paid are cancelled, and their buyers and those who saved it are told.',
      });

      expect(await screen.findByText('Listing closed')).toBeInTheDocument();
      expect(await within(rowOf('Zelda')).findByText('Closed')).toBeInTheDocument();
      expect(within(rowOf('Zelda')).queryByText('Advertised')).not.toBeInTheDocument();

      await user.click(within(rowOf('Zelda')).getByRole('button', { name: 'Reopen Zelda' }));
      expect(await screen.findByText('Listing reopened')).toBeInTheDocument();
      expect(await within(rowOf('Zelda')).findByText('Available')).toBeInTheDocument();
      expect(calls).toEqual([`closed ${zelda._id}`, `available ${zelda._id}`]);
    });

    it('marks a listing sold elsewhere after confirmation; it then offers Sell similar', async () => {
      const zelda = aProduct({ title: 'Zelda' });
      const products = [zelda];
      serveProducts(products);
      const calls = serveStateChanges(products);
      const { user } = renderPage();

      await answerMenuDialog(user, ['Zelda', 'Mark as sold elsewhere'], 'Mark as sold', {
        name: 'Mark as sold elsewhere?',
        says: 'it cannot be reopened',
      });

      expect(await screen.findByText('Marked as sold elsewhere')).toBeInTheDocument();
      expect(await within(rowOf('Zelda')).findByText('Sold')).toBeInTheDocument();
      expect(within(rowOf('Zelda')).getByRole('link', { name: 'Sell similar Zelda' })).toBeInTheDocument();
      expect(calls).toEqual([`sold ${zelda._id}`]);
    });

    it('toasts the server’s message when a change is refused', async () => {
      serveProducts([aProduct({ title: 'Zelda' })]);
      server.use(handle(api.closeProduct, refusal(409, 'A sold product cannot be closed')));
      const { user } = renderPage();

      await answerMenuDialog(user, ['Zelda', 'Close'], 'Close listing');
      await expectRefusal('A sold product cannot be closed');
      expect(within(rowOf('Zelda')).getByText('Available')).toBeInTheDocument();
    });
  });
});
