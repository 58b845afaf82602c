import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { api, paths } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { categories } from '../../../testing/products';
import { Component as AddProductPage } from '../AddProductPage';

const photo = () => new File(['png-bytes'], 'zelda.png', { type: 'image/png' });

function renderPage() {
  server.use(handle(api.listCategories, () => HttpResponse.json(categories)));
  return renderWithProviders(<AddProductPage />, {
    auth: fakeAuth('seller'),
    route: paths.addProduct,
    routes: [{ path: paths.myProducts, element: <p>my products page</p> }],
  });
}

type User = ReturnType<typeof renderPage>['user'];

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
  await user.upload(screen.getByLabelText('Product image'), photo());
}

/** Records the order of the upload and the product post. */
function recordCalls({ upload }: { upload?: () => Response } = {}) {
  const calls: string[] = [];
  const posted: unknown[] = [];
  server.use(
    handle(api.uploadImage, ({ request }) => {
      calls.push(`upload ${request.headers.get('authorization') ?? 'no token'}`);
      return (
        upload?.() ??
        HttpResponse.json({ success: true, data: { url: 'http://api.test/images/zelda.png' } }, { status: 201 })
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
    expect(screen.getByLabelText('Product image')).toHaveAttribute('accept', 'image/*');
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
      'Product image is required',
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
      screen.getByLabelText('Product image'),
      new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Only JPEG, PNG, WebP or GIF images are accepted')).toBeInTheDocument();
  });

  it('uploads the image first, then posts the product and goes to My Products', async () => {
    const { calls, posted } = recordCalls();
    const { user, router } = renderPage();
    await fillValidProduct(user);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product Added Successfully')).toBeInTheDocument();
    expect(await screen.findByText('my products page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.myProducts);
    expect(calls).toEqual(['upload no token', 'post seller@replay.test']);
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
        imageUrl: 'http://api.test/images/zelda.png',
      },
    ]);
  });

  it('does not post the product when the upload fails, says why and keeps what was typed', async () => {
    const { calls } = recordCalls({
      upload: () => HttpResponse.json({ message: 'Only JPEG, PNG, WebP or GIF images are accepted' }, { status: 415 }),
    });
    const { user, router } = renderPage();
    await fillValidProduct(user);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Product image')).toHaveAccessibleDescription(
        'Only JPEG, PNG, WebP or GIF images are accepted',
      ),
    );
    // …and as a toast.
    expect(screen.getAllByText('Only JPEG, PNG, WebP or GIF images are accepted')).toHaveLength(2);
    expect(calls).toEqual(['upload no token']);
    expect(router.state.location.pathname).toBe(paths.addProduct);
    expect(screen.getByLabelText('Title')).toHaveValue('Zelda: Breath of the Wild');
    expect(screen.getByLabelText('Resale price')).toHaveValue(35.5);
    expect((screen.getByLabelText('Product image') as HTMLInputElement).files?.[0]?.name).toBe('zelda.png');
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
    expect(calls).toEqual(['upload no token']);
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
});
