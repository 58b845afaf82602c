import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { api, paths } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { serveSellerAccount } from '../../../testing/account';
import { serveFeeRule } from '../../../testing/money';
import { aProduct, categories } from '../../../testing/products';
import { Component as AddProductPage } from '../AddProductPage';

const photo = (name = 'zelda.png') => new File(['png-bytes'], name, { type: 'image/png' });

function renderPage(route: string = paths.addProduct, account: Parameters<typeof serveSellerAccount>[0] = {}) {
  server.use(
    handle(api.listCategories, () => HttpResponse.json(categories)),
    serveFeeRule(),
    serveSellerAccount(account),
  );
  return renderWithProviders(<AddProductPage />, {
    auth: fakeAuth('seller'),
    route,
    routes: [{ path: paths.myProducts, element: <p>my products page</p> }],
  });
}

type User = ReturnType<typeof renderPage>['user'];

/** Chooses `item` in the More menu of the photo tile named `photo`. */
async function photoAction(user: User, photo: string, item: string) {
  const tile = within(screen.getByRole('listitem', { name: photo }));
  await user.click(tile.getByRole('button', { name: /^More actions for photo \d/ }));
  await user.click(tile.getByRole('menuitem', { name: item }));
}

async function fillValidProduct(user: User) {
  await screen.findByRole('option', { name: 'Nintendo' });
  await user.type(screen.getByLabelText('Title'), 'Zelda: Breath of the Wild');
  await user.selectOptions(screen.getByLabelText('Category'), 'Nintendo');
  await user.selectOptions(screen.getByLabelText('Condition'), 'Excellent');
  await user.type(screen.getByLabelText('Description'), 'Boxed, like new.');
  await user.type(screen.getByLabelText('Location'), 'Porto');
  await user.type(screen.getByLabelText('Mobile number'), '+351 912 345 678');
  await user.type(screen.getByLabelText('Original price'), '59.99');
  await user.type(screen.getByLabelText('Resale price'), '35.5');
  await user.type(screen.getByLabelText('Years of use'), '2');
  await user.type(screen.getByLabelText('Purchase year'), '2021');
  await user.upload(screen.getByLabelText('Add photos'), photo());
}

/**
 * Records the order of the uploads and the product post; each upload answers its file's name
 * (read where the file is put in the upload's body: this test environment's requests carry no file).
 */
function recordCalls({ upload }: { upload?: () => Response } = {}) {
  const calls: string[] = [];
  const posted: unknown[] = [];
  const sent: string[] = [];
  const append = FormData.prototype.append;
  jest.spyOn(FormData.prototype, 'append').mockImplementation(function (this: FormData, name, value, filename?) {
    if (value instanceof File) sent.push(value.name);
    return filename === undefined ? append.call(this, name, value) : append.call(this, name, value as Blob, filename);
  });
  server.use(
    handle(api.uploadProductImage, () => {
      const name = sent.shift();
      calls.push(`upload ${name}`);
      return (
        upload?.() ??
        HttpResponse.json({ success: true, data: { url: `http://api.test/images/${name}` } }, { status: 201 })
      );
    }),
    handle(api.addProduct, async ({ request }) => {
      calls.push(`post ${new URL(request.url).searchParams.get('email')}`);
      posted.push(await request.json());
      return HttpResponse.json({ acknowledged: true, insertedId: 'p1' }, { status: 201 });
    }),
  );
  return { calls, posted };
}

afterEach(() => jest.restoreAllMocks());

describe('Add Product', () => {
  it('offers the categories from the server and the three conditions', async () => {
    renderPage();

    expect(await screen.findByRole('option', { name: 'PlayStation' })).toBeInTheDocument();
    const condition = screen.getByLabelText('Condition') as HTMLSelectElement;
    expect([...condition.options].map((option) => option.textContent)).toEqual([
      'Select a condition',
      'Excellent',
      'Good',
      'Fair',
    ]);
    expect(screen.getByLabelText('Add photos')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Add photos')).toHaveAttribute('multiple');
  });

  it('shows a message for every missing field and sends nothing', async () => {
    const { calls } = recordCalls();
    const { user } = renderPage();
    await screen.findByRole('option', { name: 'Nintendo' });

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    for (const message of [
      'Title is required',
      'Category is required',
      'Condition is required',
      'Description is required',
      'Location is required',
      'Mobile number is required',
      'Original price is required',
      'Resale price is required',
      'Years of use is required',
      'Purchase year is required',
      'At least one photo is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls).toEqual([]);
  });

  it('explains values a seller gets wrong', async () => {
    const { calls } = recordCalls();
    const { user } = renderPage();
    await fillValidProduct(user);
    const nextYear = new Date().getFullYear() + 1;

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Z');
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), 'call me');
    await user.clear(screen.getByLabelText('Original price'));
    await user.type(screen.getByLabelText('Original price'), '0');
    await user.clear(screen.getByLabelText('Resale price'));
    await user.type(screen.getByLabelText('Resale price'), '10.999');
    await user.clear(screen.getByLabelText('Purchase year'));
    await user.type(screen.getByLabelText('Purchase year'), String(nextYear));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      /^Mobile number must be 6–20 characters/,
    );
    expect(screen.getByText('Original price must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Resale price can have at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText(`Purchase year must be a whole number from 1970 to ${nextYear - 1}`)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('accepts images only', async () => {
    recordCalls();
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('option', { name: 'Nintendo' });

    await user.upload(
      screen.getByLabelText('Add photos'),
      new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('manual.pdf: Only JPEG, PNG, WebP or GIF images are accepted')).toBeInTheDocument();
  });

  it('uploads the photos first, in the order the seller set, then posts the product and goes to My Products', async () => {
    const { calls, posted } = recordCalls();
    const { user, router } = renderPage();
    await fillValidProduct(user);
    await user.upload(screen.getByLabelText('Add more photos'), [photo('box.png'), photo('back.png')]);
    const third = screen.getByRole('listitem', { name: 'Photo 3 of 3' });
    expect(within(third).getByRole('presentation')).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    await photoAction(user, 'Photo 3 of 3', 'Make cover');
    expect(screen.getByRole('listitem', { name: 'Photo 1 of 3, the cover' })).toHaveTextContent('Cover');
    await photoAction(user, 'Photo 2 of 3', 'Move right');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product Added Successfully')).toBeInTheDocument();
    expect(await screen.findByText('my products page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.myProducts);
    expect(calls).toEqual(['upload back.png', 'upload box.png', 'upload zelda.png', 'post seller@replay.test']);
    expect(posted).toEqual([
      {
        title: 'Zelda: Breath of the Wild',
        category_id: categories[1]!._id,
        condition: 'Excellent',
        description: 'Boxed, like new.',
        location: 'Porto',
        mobile: '+351 912 345 678',
        orgprice: 59.99,
        resprice: 35.5,
        useYear: 2,
        puryear: 2021,
        imageUrl: 'http://api.test/images/back.png',
        images: [
          'http://api.test/images/back.png',
          'http://api.test/images/box.png',
          'http://api.test/images/zelda.png',
        ],
      },
    ]);
  });

  it('takes at most 8 photos', async () => {
    recordCalls();
    const { user } = renderPage();
    await fillValidProduct(user);
    await user.upload(
      screen.getByLabelText('Add more photos'),
      Array.from({ length: 8 }, (_, n) => photo(`p${n}.png`)),
    );
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('At most 8 photos')).toBeInTheDocument();
    await photoAction(user, 'Photo 9 of 9', 'Remove');
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByLabelText('Add more photos')).toBeDisabled();
  });

  it('starts from a listing sold before with “Sell similar”, its photos kept, and posts a new listing', async () => {
    const { calls, posted } = recordCalls();
    const old = {
      ...aProduct({ title: 'Halo 3', state: 'sold', status: false, category_id: categories[0]!._id }),
      images: ['http://api.test/images/halo-front.png', 'http://api.test/images/halo-back.png'],
      priceHistory: [],
    };
    server.use(handle(api.getProduct, () => HttpResponse.json(old)));
    const { user } = renderPage(paths.sellSimilar(old._id));

    expect(await screen.findByLabelText('Title')).toHaveValue('Halo 3');
    await screen.findByRole('option', { name: 'PlayStation' });
    expect(screen.getByLabelText('Category')).toHaveValue(categories[0]!._id);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product Added Successfully')).toBeInTheDocument();
    expect(calls).toEqual(['post seller@replay.test']);
    expect(posted[0]).toMatchObject({ title: 'Halo 3', imageUrl: old.images[0], images: old.images });
  });

  it('does not post the product when an upload fails, says why and keeps what was typed', async () => {
    const { calls } = recordCalls({
      upload: () => HttpResponse.json({ message: 'Only JPEG, PNG, WebP or GIF images are accepted' }, { status: 415 }),
    });
    const { user, router } = renderPage();
    await fillValidProduct(user);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Add more photos')).toHaveAccessibleDescription(
        'Only JPEG, PNG, WebP or GIF images are accepted',
      ),
    );
    // …and as a toast.
    await waitFor(() => expect(screen.getAllByText('Only JPEG, PNG, WebP or GIF images are accepted')).toHaveLength(2));
    expect(calls).toEqual(['upload zelda.png']);
    expect(router.state.location.pathname).toBe(paths.addProduct);
    expect(screen.getByLabelText('Title')).toHaveValue('Zelda: Breath of the Wild');
    expect(screen.getByLabelText('Resale price')).toHaveValue(35.5);
    expect(screen.getByRole('listitem', { name: 'Photo 1 of 1, the cover' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  });

  it('shows the server’s field errors on the matching fields', async () => {
    const { calls } = recordCalls();
    server.use(
      handle(api.addProduct, () =>
        HttpResponse.json(
          {
            message: 'title must be at least 3 characters (and 1 more)',
            errors: { title: 'title must be at least 3 characters', mobile: 'mobile has an invalid format' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderPage();
    await fillValidProduct(user);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('title must be at least 3 characters'),
    );
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('mobile has an invalid format');
    expect(await screen.findByText('title must be at least 3 characters (and 1 more)')).toBeInTheDocument();
    expect(calls).toEqual(['upload zelda.png']);
    expect(router.state.location.pathname).toBe(paths.addProduct);
  });

  it('shows a server error that names no field under the form', async () => {
    recordCalls();
    server.use(
      handle(api.addProduct, () => HttpResponse.json({ message: 'Only sellers can do this' }, { status: 403 })),
    );
    const { user } = renderPage();
    await fillValidProduct(user);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findAllByText('Only sellers can do this')).toHaveLength(2);
  });
  it('puts the photos first, above the fields', async () => {
    renderPage();
    const photos = await screen.findByRole('group', { name: 'Photos' });

    expect(photos.compareDocumentPosition(screen.getByLabelText('Title'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  describe('each photo’s More menu', () => {
    const tile = (name: string) => within(screen.getByRole('listitem', { name }));
    const more = (name: string, position: number) =>
      tile(name).getByRole('button', { name: `More actions for photo ${position}` });
    const sources = () =>
      screen.getAllByRole('listitem').map((item) => within(item).getByRole('presentation').getAttribute('src'));

    async function renderWithPhotos(count: number) {
      const rendered = renderPage();
      const files = ['a.png', 'b.png', 'c.png'].slice(0, count).map((name) => photo(name));
      await rendered.user.upload(await screen.findByLabelText('Add photos'), files);
      return { ...rendered, before: sources() };
    }

    it('offers the moves each photo can make, and Escape gives the focus back to its button', async () => {
      const { user } = await renderWithPhotos(3);
      const itemsOf = async (name: string, position: number) => {
        await user.click(more(name, position));
        const items = tile(name)
          .getAllByRole('menuitem')
          .map((item) => item.textContent);
        await user.keyboard('{Escape}');
        return items;
      };

      expect(await itemsOf('Photo 1 of 3, the cover', 1)).toEqual(['Move right', 'Remove']);
      expect(await itemsOf('Photo 2 of 3', 2)).toEqual(['Make cover', 'Move left', 'Move right', 'Remove']);
      expect(await itemsOf('Photo 3 of 3', 3)).toEqual(['Make cover', 'Move left', 'Remove']);
      expect(more('Photo 3 of 3', 3)).toHaveFocus();
    });

    it('moves a photo left or right, says where it went, and keeps the focus on its More button', async () => {
      const { user, before } = await renderWithPhotos(2);
      const [a, b] = before;

      await photoAction(user, 'Photo 2 of 2', 'Move left');
      expect(sources()).toEqual([b, a]);
      expect(screen.getByText('Photo 2 is now the cover')).toBeInTheDocument();
      expect(more('Photo 1 of 2, the cover', 1)).toHaveFocus();

      await photoAction(user, 'Photo 1 of 2, the cover', 'Move right');
      expect(sources()).toEqual([a, b]);
      expect(screen.getByText('Photo 1 moved to position 2 of 2')).toBeInTheDocument();
      expect(more('Photo 2 of 2', 2)).toHaveFocus();
    });

    it('makes a photo the cover, and removes one, the focus going to the next (or to the picker)', async () => {
      const { user, before } = await renderWithPhotos(3);
      const [a, b, c] = before;

      await photoAction(user, 'Photo 3 of 3', 'Make cover');
      expect(sources()).toEqual([c, a, b]);
      expect(screen.getByText('Photo 3 is now the cover')).toBeInTheDocument();

      await photoAction(user, 'Photo 1 of 3, the cover', 'Remove');
      expect(sources()).toEqual([a, b]);
      expect(screen.getByText('Photo 1 removed; 2 left')).toBeInTheDocument();
      expect(more('Photo 1 of 2, the cover', 1)).toHaveFocus();

      await photoAction(user, 'Photo 2 of 2', 'Remove');
      await photoAction(user, 'Photo 1 of 1, the cover', 'Remove');
      expect(screen.getByLabelText('Add photos')).toHaveFocus();
    });
  });

  it('starts mobile and location from the seller’s profile', async () => {
    renderPage(paths.addProduct, { phone: '+351 911 000 111', meetingPlace: 'Braga' });

    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue('+351 911 000 111'));
    expect(screen.getByLabelText('Location')).toHaveValue('Braga');
  });

  it('keeps a listing’s own mobile and location when selling it again', async () => {
    const old = {
      ...aProduct({ title: 'Halo 3', state: 'sold', status: false, location: 'Lisbon', mobile: '+351 912 345 678' }),
      images: ['http://api.test/images/halo-front.png'],
      priceHistory: [],
    };
    server.use(handle(api.getProduct, () => HttpResponse.json(old)));
    const requested: string[] = [];
    server.events.on('request:end', ({ request }) => void requested.push(new URL(request.url).pathname));
    renderPage(paths.sellSimilar(old._id), { phone: '+351 911 000 111', meetingPlace: 'Braga' });

    expect(await screen.findByLabelText('Title')).toHaveValue('Halo 3');
    await waitFor(() => expect(requested).toContain('/users/me'));
    await screen.findByRole('option', { name: 'PlayStation' });
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+351 912 345 678');
    expect(screen.getByLabelText('Location')).toHaveValue('Lisbon');
    server.events.removeAllListeners();
  });

  it('previews the card as buyers will see it, as the form changes', async () => {
    const { user } = renderPage();
    const preview = within(await screen.findByRole('region', { name: 'Preview' }));
    expect(preview.getByText('No photo yet')).toBeInTheDocument();
    expect(preview.getByText('Your title')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Zelda');
    expect(preview.getByText('Zelda')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Resale price'), '35.5');
    expect(preview.getByText('$35.50')).toBeInTheDocument();
    expect(preview.queryByText('% off', { exact: false })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Original price'), '59.99');
    // floor(100 × (59.99 − 35.50) / 59.99) = 40.
    expect(preview.getByText('40% off')).toBeInTheDocument();
    expect(preview.getByText('Original price', { exact: false }).closest('s')).toHaveTextContent('$59.99');
    await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
    expect(preview.getByText('Condition: Good')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add photos'), [photo('front.png'), photo('back.png')]);
    const cover = () => preview.getByRole('presentation').getAttribute('src');
    const second = within(screen.getByRole('listitem', { name: 'Photo 2 of 2' }))
      .getByRole('presentation')
      .getAttribute('src');
    expect(cover()).not.toBe(second);
    await photoAction(user, 'Photo 2 of 2', 'Make cover');
    expect(cover()).toBe(second);

    await user.clear(screen.getByLabelText('Resale price'));
    await user.type(screen.getByLabelText('Resale price'), '10.999');
    expect(preview.queryByText(/^\$/)).not.toBeInTheDocument();
  });
});
