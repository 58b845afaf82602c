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

/** Clicks `action`, then `answer` in the dialog it opens, checking first its `name` and what it `says` when given. */
async function answerDialog(
  user: UserEvents,
  action: string,
  answer: string,
  { name, says }: { name?: string; says?: string } = {},
) {
  await user.click(await screen.findByRole('button', { name: action }));
  const dialog = screen.getByRole('dialog', name === undefined ? {} : { name });
  if (says !== undefined) expect(dialog).toHaveTextContent(says);
  await user.click(within(dialog).getByRole('button', { name: answer }));
}

/** Clicks `action`, confirms with `confirm`, the API refusing: its `message` is toasted and the dialog closes. */
async function expectRefused(user: UserEvents, action: string, confirm: string, message: string) {
  await answerDialog(user, action, confirm);

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

describe('My Products', () => {
  it('lists the seller’s products with number, name, resale price, status and actions', async () => {
    const products = [
      aProduct({ title: 'Zelda', resprice: 35.5 }),
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

    const zelda = within(rowOf('Zelda'));
    expect(rowOf('Zelda')).toHaveTextContent(/^1Zelda\$35\.50Available/);
    expect(zelda.getByRole('button', { name: 'Advertise Zelda' })).toBeInTheDocument();
    expect(zelda.getByRole('button', { name: 'Delete Zelda' })).toBeInTheDocument();

    const halo = within(rowOf('Halo'));
    expect(rowOf('Halo')).toHaveTextContent(/^2Halo\$1,234\.00Available/);
    expect(halo.getByText('Advertised')).toBeInTheDocument();
    expect(halo.queryByRole('button', { name: /Advertise/ })).not.toBeInTheDocument();

    const mario = within(rowOf('Mario'));
    expect(mario.getByText('Sold')).toBeInTheDocument();
    expect(mario.queryByRole('button', { name: /Advertise/ })).not.toBeInTheDocument();
    expect(mario.queryByText('Advertised')).not.toBeInTheDocument();
    expect(mario.getByRole('button', { name: 'Delete Mario' })).toBeInTheDocument();
    expect(mario.getByRole('link', { name: 'Sell similar Mario' })).toHaveAttribute(
      'href',
      paths.sellSimilar(products[2]!._id),
    );
    for (const name of ['Edit Mario', 'Close Mario', 'Reopen Mario', 'Mark as sold elsewhere Mario'])
      expect(mario.queryByRole('button', { name }) ?? mario.queryByRole('link', { name })).not.toBeInTheDocument();

    expect(within(rowOf('Zelda')).getByRole('link', { name: 'Edit Zelda' })).toHaveAttribute(
      'href',
      paths.editProduct(products[0]!._id),
    );
    expect(zelda.getByRole('button', { name: 'Close Zelda' })).toBeInTheDocument();
    expect(zelda.getByRole('button', { name: 'Mark as sold elsewhere Zelda' })).toBeInTheDocument();
    expect(zelda.queryByRole('link', { name: 'Sell similar Zelda' })).not.toBeInTheDocument();

    const doom = within(rowOf('Doom'));
    expect(rowOf('Doom')).toHaveTextContent(/^4Doom\$15\.00Closed/);
    expect(doom.getByRole('button', { name: 'Reopen Doom' })).toBeInTheDocument();
    expect(doom.getByRole('link', { name: 'Edit Doom' })).toBeInTheDocument();
    expect(doom.getByRole('link', { name: 'Sell similar Doom' })).toBeInTheDocument();
    expect(doom.queryByRole('button', { name: 'Advertise Doom' })).not.toBeInTheDocument();
    expect(doom.queryByRole('button', { name: 'Close Doom' })).not.toBeInTheDocument();
  });

  it('says so when the seller has no products', async () => {
    serveProducts([]);
    renderPage();

    expect(await screen.findByText("You haven't add any Product yet")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
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

      await expectRefused(user, 'Advertise Zelda', 'Advertise', 'Sold products cannot be advertised');
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

      await answerDialog(user, 'Delete Zelda', 'Yes', {
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

      await answerDialog(user, 'Delete Zelda', 'No');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(rowOf('Zelda')).toBeInTheDocument();
    });

    it('toasts the server’s message and closes the modal on failure', async () => {
      serveProducts([aProduct({ title: 'Zelda' })]);
      server.use(http.delete(apiUrl('/product/delete/:id'), refusal(403, 'You can only delete your own products')));
      const { user } = renderPage();

      await expectRefused(user, 'Delete Zelda', 'Yes', 'You can only delete your own products');
      expect(rowOf('Zelda')).toBeInTheDocument();
    });

    it('treats a reply that deleted nothing as a failure', async () => {
      serveProducts([aProduct({ title: 'Zelda' })]);
      server.use(
        http.delete(apiUrl('/product/delete/:id'), () => HttpResponse.json({ acknowledged: true, deletedCount: 0 })),
      );
      const { user } = renderPage();

      await user.click(await screen.findByRole('button', { name: 'Delete Zelda' }));
      await user.click(screen.getByRole('button', { name: 'Yes' }));

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

      await answerDialog(user, 'Close Zelda', 'Close listing', {
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

      await answerDialog(user, 'Mark as sold elsewhere Zelda', 'Mark as sold', {
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

      await expectRefused(user, 'Close Zelda', 'Close listing', 'A sold product cannot be closed');
      expect(within(rowOf('Zelda')).getByText('Available')).toBeInTheDocument();
    });
  });
});
