import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, type BodyOf, type BookingPayload, type Product } from '@replay/contract';
import { createPlatform } from '@replay/platform';
import { createTestQueryClient, fakeAuth, handle, renderWithProviders, server, TEST_CONFIG } from '@replay/testing';
import { aCategory, aProduct, savedItemsHandler } from '../../testing/fixtures';
import { Component as CategoryPage, prefetch } from './CategoryPage';

/** The buyer's own account: the booking form starts with its phone and meeting place. */
const myAccount = (phone = '', meetingPlace = '') =>
  handle(api.getMyAccount, () =>
    HttpResponse.json({
      _id: '00000000-0000-4000-8000-0000000000aa',
      name: 'buyer',
      email: 'buyer@replay.test',
      img: '',
      role: 'buyer',
      verified: false,
      emailVerified: true,
      phone,
      meetingPlace,
    }),
  );

beforeEach(() => server.use(savedItemsHandler(), myAccount()));

function serveCategory(products: Product[]) {
  const calls = { products: 0, authorization: [] as Array<string | null> };
  server.use(
    handle(api.listCategories, () => HttpResponse.json([aCategory()])),
    handle(api.listCategoryProducts, ({ request }) => {
      calls.products += 1;
      calls.authorization.push(request.headers.get('Authorization'));
      return HttpResponse.json(products);
    }),
  );
  return calls;
}

const renderCategory = (role: 'buyer' | 'seller' = 'buyer') =>
  renderWithProviders(<CategoryPage />, { route: '/category/cat-ps', path: '/category/:id', auth: fakeAuth(role) });

async function openCard(title = 'PlayStation 5 Disc Edition') {
  return screen.findByRole('article', { name: title });
}

beforeEach(() => localStorage.setItem('accessToken', 'access-token'));
afterEach(() => localStorage.clear());

describe('CategoryPage', () => {
  it("lists the category's products under its name, fetched without a token", async () => {
    const calls = serveCategory([aProduct(), aProduct({ _id: 'prod-2', title: 'DualSense Controller' })]);
    renderCategory();

    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(await openCard()).toBeInTheDocument();
    expect(await openCard('DualSense Controller')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'PlayStation' })).toBeInTheDocument();
    expect(calls.authorization).toEqual([null]);
  });

  it('prefetches its name and first products (no token needed), which the page then shows without asking again', async () => {
    const calls = serveCategory([aProduct()]);
    const queryClient = createTestQueryClient();
    const platform = createPlatform(TEST_CONFIG);
    prefetch({ params: { id: 'cat-ps' }, queryClient, apiClient: platform.apiClient });
    await waitFor(() => expect(calls.products).toBe(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    renderWithProviders(<CategoryPage />, {
      route: '/category/cat-ps',
      path: '/category/:id',
      auth: fakeAuth('buyer'),
      queryClient,
      platform,
    });
    expect(screen.getByRole('article', { name: 'PlayStation 5 Disc Edition' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'PlayStation' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.products).toBe(1);
    expect(calls.authorization).toEqual([null]);
  });

  it('loads the next page on "Load more" with the cursor the list sent, until there is none', async () => {
    const cursors: Array<string | null> = [];
    server.use(
      handle(api.listCategories, () => HttpResponse.json([aCategory()])),
      handle(api.listCategoryProducts, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        return cursor
          ? HttpResponse.json([aProduct({ _id: 'prod-2', title: 'DualSense Controller' })])
          : HttpResponse.json([aProduct()], { headers: { 'X-Next-Cursor': 'page-2' } });
      }),
    );
    const { user } = renderCategory();

    expect(await openCard()).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'DualSense Controller' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await openCard('DualSense Controller')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'PlayStation 5 Disc Edition' })).toBeInTheDocument();
    expect(cursors).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when the category has no products, with a way to browse every game', async () => {
    serveCategory([]);
    renderCategory();
    expect(await screen.findByText('There is no product added yet!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/search');
  });

  it("shows the server's message when the category does not exist", async () => {
    server.use(
      handle(api.listCategories, () => HttpResponse.json([])),
      handle(api.listCategoryProducts, () => HttpResponse.json({ message: 'Category not found' }, { status: 404 })),
    );
    renderCategory();
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('books a product: prefilled read-only fields, then "Booking confirmed" and a refreshed list', async () => {
    const calls = serveCategory([aProduct()]);
    let sent: { body: BookingPayload; email: string | null } | undefined;
    server.use(
      handle(api.bookProduct, async ({ request }) => {
        sent = {
          body: (await request.json()) as BookingPayload,
          email: new URL(request.url).searchParams.get('email'),
        };
        return HttpResponse.json({ acknowledged: true, insertedId: 'booking-1' }, { status: 201 });
      }),
    );
    const { user } = renderCategory();

    await user.click(within(await openCard()).getByRole('button', { name: 'Book PlayStation 5 Disc Edition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book PlayStation 5 Disc Edition' });
    // Read-only, so written as text: only the mobile number and the meeting location are fields.
    for (const [term, value] of [
      ['Name', 'buyer'],
      ['Email', 'buyer@replay.test'],
      ['Product name', 'PlayStation 5 Disc Edition'],
      ['Price', '$380.00'],
    ] as const) {
      expect(within(dialog).getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(2);

    await user.type(within(dialog).getByLabelText('Mobile number'), '+49 151 2345678');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Alexanderplatz');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));

    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual({
      email: 'buyer@replay.test',
      body: expect.objectContaining({
        productId: 'prod-1',
        mobile: '+49 151 2345678',
        location: 'Alexanderplatz',
        productName: 'PlayStation 5 Disc Edition',
        price: 380,
        paid: false,
      }) as BookingPayload,
    });
    await waitFor(() => expect(calls.products).toBe(2));
  });

  it("starts the booking form with the buyer's phone and default meeting place", async () => {
    serveCategory([aProduct()]);
    server.use(myAccount('+1 512 555 0100', 'Central library'));
    const { user } = renderCategory();

    await user.click(within(await openCard()).getByRole('button', { name: /^Book/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('+1 512 555 0100'));
    expect(within(dialog).getByLabelText('Meeting location')).toHaveValue('Central library');
  });

  it('asks for a mobile number and a meeting location before booking', async () => {
    serveCategory([aProduct()]);
    const { user } = renderCategory();

    await user.click(within(await openCard()).getByRole('button', { name: /^Book/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Mobile number'), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));

    expect(
      await within(dialog).findByText('Enter a phone number (digits, spaces, +, -, parentheses)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Meeting location is required')).toBeInTheDocument();
  });

  it("closes the booking form and toasts the server's message when booking fails", async () => {
    serveCategory([aProduct()]);
    server.use(
      handle(api.bookProduct, () =>
        HttpResponse.json({ message: 'You have already booked this product' }, { status: 409 }),
      ),
    );
    const { user } = renderCategory();

    await user.click(within(await openCard()).getByRole('button', { name: /^Book/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Mobile number'), '0151 2345678');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Main station');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));

    expect(await screen.findByText('You have already booked this product')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Booking confirmed')).not.toBeInTheDocument();
  });

  /** Opens the report dialog of the first card. */
  async function openReport(user: ReturnType<typeof renderCategory>['user']) {
    await user.click(within(await openCard()).getByRole('button', { name: 'Report PlayStation 5 Disc Edition' }));
    return screen.findByRole('dialog', { name: 'Confirm reporting this product' });
  }

  it('reports a product with a reason and details: "Report Confirmed" and a refreshed list', async () => {
    const calls = serveCategory([aProduct()]);
    let sent: BodyOf<typeof api.reportProduct> | undefined;
    server.use(
      handle(api.reportProduct, async ({ request }) => {
        sent = (await request.json()) as BodyOf<typeof api.reportProduct>;
        return HttpResponse.json({ acknowledged: true, insertedId: 'report-1' }, { status: 201 });
      }),
    );
    const { user } = renderCategory();

    const dialog = await openReport(user);
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a reason',
      'Counterfeit or illegal',
      'Scam or fraud',
      'Prohibited item',
      'Misleading or wrong category',
      'Offensive',
      'Something else',
    ]);
    await user.selectOptions(reason, 'Scam or fraud');
    const details = within(dialog).getByLabelText('Details (optional)');
    expect(details).toHaveAttribute('maxlength', '1000');
    await user.type(details, '  Asks for payment outside the site  ');
    expect(within(dialog).getByText('37/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Report Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toMatchObject({
      productId: 'prod-1',
      reason: 'scam',
      details: 'Asks for payment outside the site',
    });
    await waitFor(() => expect(calls.products).toBe(2));
  });

  it('sends no details when the box is left empty or blank', async () => {
    serveCategory([aProduct()]);
    let sent: BodyOf<typeof api.reportProduct> | undefined;
    server.use(
      handle(api.reportProduct, async ({ request }) => {
        sent = (await request.json()) as BodyOf<typeof api.reportProduct>;
        return HttpResponse.json({ acknowledged: true, insertedId: 'report-1' }, { status: 201 });
      }),
    );
    const { user } = renderCategory();

    const dialog = await openReport(user);
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Something else');
    await user.type(within(dialog).getByLabelText('Details (optional)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Report Confirmed')).toBeInTheDocument();
    expect(sent).toMatchObject({ productId: 'prod-1', reason: 'other' });
    expect(sent).not.toHaveProperty('details');
  });

  it('asks for a reason before reporting, and sends nothing until one is chosen', async () => {
    serveCategory([aProduct()]);
    let requests = 0;
    server.use(
      handle(api.reportProduct, () => {
        requests += 1;
        return HttpResponse.json({ acknowledged: true, insertedId: 'report-1' }, { status: 201 });
      }),
    );
    const { user } = renderCategory();

    const dialog = await openReport(user);
    const reason = within(dialog).getByLabelText('Reason');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a reason');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Choose a reason');
    expect(reason).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Confirm reporting this product' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toBe(0);
    expect(screen.queryByText('Report Confirmed')).not.toBeInTheDocument();
  });

  it('cancels a report without a call', async () => {
    serveCategory([aProduct()]);
    const { user } = renderCategory();

    await user.click(within(await openCard()).getByRole('button', { name: /^Report/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms a repeated report (200, nothing changed) like a new one', async () => {
    serveCategory([aProduct()]);
    server.use(
      handle(api.reportProduct, () =>
        HttpResponse.json({ acknowledged: true, insertedId: 'report-first' }, { status: 200 }),
      ),
    );
    const { user } = renderCategory('seller');

    const dialog = await openReport(user);
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Prohibited item');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Report Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes the report dialog and toasts the server's message when reporting fails", async () => {
    serveCategory([aProduct()]);
    server.use(
      handle(api.reportProduct, () =>
        HttpResponse.json({ message: 'You cannot report your own product' }, { status: 400 }),
      ),
    );
    const { user } = renderCategory('seller');

    const dialog = await openReport(user);
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Offensive');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('You cannot report your own product')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Report Confirmed')).not.toBeInTheDocument();
  });
});
