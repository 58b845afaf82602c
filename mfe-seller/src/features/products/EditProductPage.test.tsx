import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type ProductDetail, type ProductEditPayload } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { serveFeeRule } from '../../testing/money';
import { aProduct, categories } from '../../testing/products';
import { Component as EditProductPage } from './EditProductPage';

const IMAGES = [
  'http://api.test/images/front.png',
  'http://api.test/images/side.png',
  'http://api.test/images/back.png',
];

function aListing(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const product = aProduct({ _id: '00000000-0000-4000-8000-0000000000e1', title: 'Zelda', version: 2, ...overrides });
  return { ...product, images: IMAGES, priceHistory: [], ...overrides };
}

/** Serves the listing (changed by the test as the API would) and records the edits sent. */
function serveListing(listing: { current: ProductDetail }, answer?: () => Response) {
  const edits: ProductEditPayload[] = [];
  server.use(
    handle(api.listCategories, () => HttpResponse.json(categories)),
    serveFeeRule(),
    // As the API answers: the listing without its mobile, which only its contact gives.
    handle(api.getProduct, () => {
      const { mobile: _mobile, ...publicListing } = listing.current;
      return HttpResponse.json(publicListing);
    }),
    handle(api.getProductContact, () => HttpResponse.json({ mobile: listing.current.mobile ?? '' })),
    handle(api.editProduct, async ({ request }) => {
      const body = (await request.json()) as ProductEditPayload;
      edits.push(body);
      return answer?.() ?? HttpResponse.json({ ...listing.current, ...body, version: body.version + 1 });
    }),
  );
  return edits;
}

/** Chooses `item` in the More menu of the photo tile named `photo`. */
async function photoAction(user: ReturnType<typeof renderPage>['user'], photo: string, item: string) {
  const tile = within(screen.getByRole('listitem', { name: photo }));
  await user.click(tile.getByRole('button', { name: /^More actions for photo \d/ }));
  await user.click(tile.getByRole('menuitem', { name: item }));
}

function renderPage(id: string) {
  return renderWithProviders(<EditProductPage />, {
    auth: fakeAuth('seller'),
    route: paths.editProduct(id),
    path: '/dashboard/products/:id/edit',
    routes: [{ path: paths.myProducts, element: <p>my products page</p> }],
  });
}

describe('Edit product', () => {
  it('fills the form with the listing, and saves every field with its photos in order and the version it was loaded with', async () => {
    const listing = { current: aListing() };
    const edits = serveListing(listing);
    const { user, router } = renderPage(listing.current._id);

    expect(await screen.findByRole('heading', { name: 'Edit product' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('Zelda');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(listing.current.category_id));
    expect(screen.getByLabelText('Resale price')).toHaveValue(35.5);
    // 35.50 less the fee (10 % of it): what the seller earns at the listing's price.
    expect(await screen.findByText("You'll earn $31.95 after the Replay Market fee")).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Zelda: Tears of the Kingdom');
    await photoAction(user, 'Photo 3 of 3', 'Make cover');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Product Updated')).toBeInTheDocument();
    expect(await screen.findByText('my products page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.myProducts);
    expect(edits).toEqual([
      {
        version: 2,
        title: 'Zelda: Tears of the Kingdom',
        category_id: listing.current.category_id,
        condition: 'Good',
        description: 'Plays fine.',
        location: 'Lisbon',
        mobile: '+351 912 345 678',
        orgprice: 60,
        resprice: 35.5,
        useYear: 2,
        puryear: 2021,
        images: [IMAGES[2], IMAGES[0], IMAGES[1]],
      },
    ]);
  });

  it('says when the listing changed in another tab, and reloads it on request', async () => {
    const listing = { current: aListing() };
    serveListing(listing, () =>
      HttpResponse.json({ message: 'This listing changed in another tab; reload it' }, { status: 409 }),
    );
    const { user } = renderPage(listing.current._id);

    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('This listing changed in another tab; reload it')).not.toHaveLength(0);

    listing.current = aListing({ title: 'Renamed elsewhere', version: 3 });
    await user.click(screen.getByRole('button', { name: 'Reload the listing' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Renamed elsewhere'));
    expect(screen.queryByRole('button', { name: 'Reload the listing' })).not.toBeInTheDocument();
  });

  it('offers Sell similar instead of a form for a sold listing', async () => {
    const listing = { current: aListing({ state: 'sold', status: false }) };
    serveListing(listing);
    renderPage(listing.current._id);

    expect(await screen.findByText(/is sold and can no longer be changed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sell similar' })).toHaveAttribute(
      'href',
      paths.sellSimilar(listing.current._id),
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('moves a stored photo from its More menu, the focus staying with it', async () => {
    serveListing({ current: aListing() });
    const { user } = renderPage('00000000-0000-4000-8000-0000000000e1');
    await screen.findByRole('listitem', { name: 'Photo 2 of 3' });

    await photoAction(user, 'Photo 2 of 3', 'Move left');
    const first = within(screen.getByRole('listitem', { name: 'Photo 1 of 3, the cover' }));
    expect(first.getByRole('presentation')).toHaveAttribute('src', expect.stringContaining('side.png'));
    expect(first.getByRole('button', { name: 'More actions for photo 1' })).toHaveFocus();
    expect(screen.getByText('Photo 2 is now the cover')).toBeInTheDocument();

    await photoAction(user, 'Photo 3 of 3', 'Remove');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Photo 3 removed; 2 left')).toBeInTheDocument();
  });
});
