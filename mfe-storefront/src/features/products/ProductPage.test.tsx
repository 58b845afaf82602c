import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  api,
  type Booking,
  type BookingPayload,
  type ProductDetail,
  type Role,
  type SellerProfile,
} from '@replay/contract';
import { fakeAuth, handle, phoneStyle, renderWithProviders, server } from '@replay/testing';
import { aProductDetail, savedItemsHandler } from '../../testing/fixtures';
import { Component as ProductPage } from './ProductPage';

/** The seller's public profile (GET /sellers/{id}), read for a signed-in visitor's seller card. */
const aSellerProfile = (overrides: Partial<SellerProfile> = {}): SellerProfile => ({
  _id: 'seller-1',
  name: 'Sam Seller',
  img: '',
  verified: false,
  memberSince: '2024-03-10T12:00:00.000Z',
  rating: { average: 0, count: 0 },
  ...overrides,
});

/** One of the buyer's bookings (GET /booking): of this product, live and unpaid unless given. */
const aBooking = (overrides: Partial<Booking> = {}): Booking => ({
  _id: 'booking-1',
  userName: 'buyer',
  email: 'buyer@replay.test',
  productName: 'PlayStation 5 Disc Edition',
  price: 380,
  mobile: '+49 151 2345678',
  location: 'Alexanderplatz',
  paid: false,
  imageUrl: 'https://img.test/ps5.jpg',
  productId: 'prod-1',
  status: true,
  date: new Date().toISOString(),
  cancelled: false,
  reservedByOther: false,
  reviewed: false,
  sellerId: 'seller-1',
  sellerName: 'Sam Seller',
  ...overrides,
});

/** The product without the seller's mobile: how the API answers everyone but the seller, an admin or a buyer who booked it. */
function withoutMobile(product: ProductDetail): ProductDetail {
  const { mobile: _mobile, ...rest } = product;
  return rest;
}

const serveProduct = (product: ProductDetail = aProductDetail()) =>
  server.use(handle(api.getProduct, () => HttpResponse.json(product)));

const serveBookings = (bookings: Booking[]) =>
  server.use(handle(api.listMyBookings, () => HttpResponse.json(bookings)));

/** GET /product/{id}/contact, the seller's mobile; each request's path goes into `asked`. */
const serveContact = (mobile = '+49 151 0000000', asked: string[] = []) =>
  server.use(
    handle(api.getProductContact, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ mobile });
    }),
  );

/** The buyer's own account, which the booking form starts from (no phone nor meeting place here). */
const myAccount = () =>
  handle(api.getMyAccount, () =>
    HttpResponse.json({
      _id: '00000000-0000-4000-8000-0000000000aa',
      name: 'buyer',
      email: 'buyer@replay.test',
      img: '',
      role: 'buyer',
      verified: false,
      emailVerified: true,
      phone: '',
      meetingPlace: '',
    }),
  );

beforeEach(() =>
  server.use(
    savedItemsHandler(),
    myAccount(),
    handle(api.listMyBookings, () => HttpResponse.json([])),
    handle(api.getProductContact, () => HttpResponse.json({ mobile: '+49 151 0000000' })),
    handle(api.getSeller, () => HttpResponse.json(aSellerProfile())),
  ),
);

const renderProduct = (role: Role | null = 'buyer') =>
  renderWithProviders(<ProductPage />, {
    route: '/product/prod-1',
    path: '/product/:id',
    auth: fakeAuth(role),
    routes: [
      { path: '/dashboard/messages/:id', element: <h1>The conversation</h1> },
      { path: '/dashboard/payment/:id', element: <h1>The payment page</h1> },
      { path: '/login', element: <h1>The login page</h1> },
    ],
  });

/** The states of a listing that is no longer for sale, and how the page reads them. */
const UNAVAILABLE = [
  ['sold', 'Sold'],
  ['closed', 'No longer available'],
] as const;

const serveUnavailable = (state: (typeof UNAVAILABLE)[number][0]) =>
  serveProduct(aProductDetail({ state, status: state !== 'sold' }));

describe('ProductPage', () => {
  it('shows every field, the larger photo, the seller with the badge, Book and Report', async () => {
    const description = `${'Long description. '.repeat(10)}The end.`;
    serveProduct(aProductDetail({ description, verified: true }));
    renderProduct();

    expect(await screen.findByRole('heading', { name: 'PlayStation 5 Disc Edition' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'PlayStation 5 Disc Edition' })).toHaveAttribute('width', '640');
    expect(screen.getByText(/The end\.$/)).toBeInTheDocument();
    for (const text of ['$380.00', '$500.00', '-24%', 'Excellent', '1 year', '2023', 'Berlin', 'Available']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('5 hours ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More in this category' })).toHaveAttribute('href', '/category/cat-ps');
    expect(screen.getByRole('button', { name: 'Book PlayStation 5 Disc Edition' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Report PlayStation 5 Disc Edition' })).toBeEnabled();
    // The public notice form, with this page's address filled in.
    expect(screen.getByRole('link', { name: 'Report this listing to our team' })).toHaveAttribute(
      'href',
      '/report-content?url=http%3A%2F%2Flocalhost%2Fproduct%2Fprod-1',
    );
  });

  it('shows the details as a compact definition list', async () => {
    serveProduct(withoutMobile(aProductDetail()));
    serveBookings([aBooking()]);
    serveContact();
    renderProduct();

    const list = (await screen.findByText("Seller's mobile")).closest('dl')!;
    const terms = within(list)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Condition',
      'Years of use',
      'Purchase year',
      'Location',
      "Seller's mobile",
      'Posted',
      'Status',
    ]);
  });

  it('sells with the price: large, the original struck through and the discount, beside Book', async () => {
    serveProduct();
    renderProduct();

    const bar = await screen.findByRole('region', { name: 'Price' });
    expect(within(bar).getByText('$380.00').tagName).toBe('STRONG');
    const original = within(bar).getByText('$500.00');
    expect(original.tagName).toBe('S');
    expect(original.parentElement).toHaveTextContent('Original price $500.00');
    expect(within(bar).getByText('-24%')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Book PlayStation 5 Disc Edition' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Make an offer' })).toBeInTheDocument();
  });

  it('shows no struck price nor discount when the item is not cheaper than new', async () => {
    serveProduct(aProductDetail({ orgprice: 380, resprice: 380 }));
    renderProduct();

    const bar = await screen.findByRole('region', { name: 'Price' });
    expect(within(bar).getByText('$380.00')).toBeInTheDocument();
    expect(within(bar).queryByText(/%$/)).not.toBeInTheDocument();
    expect(bar.querySelector('s')).toBeNull();
  });

  it('keeps the price and Book at the bottom of a phone screen, Book full width and finger-sized', async () => {
    serveProduct();
    renderProduct();

    const bar = await screen.findByRole('region', { name: 'Price' });
    const phone = phoneStyle(bar);
    expect(phone.position).toBe('sticky');
    expect(phone.bottom).toBe('var(--replay-bottom-bar-height, 0px)');
    // On a phone the bar comes after the rest of the article, so it stays in view over all of it.
    expect(phoneStyle(bar.parentElement!).display).toBe('contents');
    const book = within(bar).getByRole('button', { name: 'Book PlayStation 5 Disc Edition' });
    expect(getComputedStyle(book).minHeight).toBe('44px');
    expect(phoneStyle(book.parentElement!)['flex-wrap']).toBe('nowrap');
    expect(phoneStyle(book).flex).toBe('1 1 0');
  });

  it('names the document "{title} · ${price} · Replay Market"', async () => {
    serveProduct();
    renderProduct();

    await screen.findByRole('heading', { name: 'PlayStation 5 Disc Edition' });
    await waitFor(() => expect(document.title).toBe('PlayStation 5 Disc Edition · $380.00 · Replay Market'));
  });

  it.each([
    ['to pay', aBooking(), aProductDetail()],
    ['paid', aBooking({ paid: true, status: false }), aProductDetail({ state: 'sold', status: false })],
  ])(
    "shows the seller's mobile from GET /product/{id}/contact to the buyer with a booking %s",
    async (_, booking, product) => {
      const asked: string[] = [];
      serveProduct(withoutMobile(product));
      serveBookings([booking]);
      serveContact('+49 151 7654321', asked);
      renderProduct();

      const call = await screen.findByRole('link', { name: '+49 151 7654321' });
      expect(call).toHaveAttribute('href', 'tel:+491517654321');
      expect(screen.getByText("Seller's mobile").tagName).toBe('DT');
      expect(asked).toEqual(['/product/prod-1/contact']);
    },
  );

  it.each([
    ['a visitor', null, [], 'Book PlayStation 5 Disc Edition'],
    ['a buyer who has not booked it', 'buyer', [], 'Book PlayStation 5 Disc Edition'],
    [
      'a buyer who booked another product',
      'buyer',
      [aBooking({ productId: 'prod-2' })],
      'Book PlayStation 5 Disc Edition',
    ],
    [
      'a buyer whose booking was cancelled',
      'buyer',
      [aBooking({ cancelled: true })],
      'Book PlayStation 5 Disc Edition',
    ],
    ['a seller', 'seller', [], 'Report PlayStation 5 Disc Edition'],
    ['an admin', 'admin', [], 'Report PlayStation 5 Disc Edition'],
  ] as const)(
    "never asks for the seller's mobile for %s, and shows none (not even one the product carries)",
    async (_, role, bookings, button) => {
      const asked: string[] = [];
      const answered: string[] = [];
      server.events.on('response:mocked', ({ request }) => void answered.push(new URL(request.url).pathname));
      // An old answer with the mobile in it: the page no longer reads it from there.
      serveProduct(aProductDetail({ mobile: '+49 151 0000000' }));
      serveBookings([...bookings]);
      serveContact('+49 151 0000000', asked);
      renderProduct(role);

      expect(await screen.findByRole('button', { name: button })).toBeInTheDocument();
      // Let what the page asks for at first (the product, the bookings, the seller) come back, and the page settle.
      if (role === 'buyer') await waitFor(() => expect(answered).toContain('/booking'));
      if (role) await waitFor(() => expect(answered).toContain('/sellers/seller-1'));
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(asked).toEqual([]);
      expect(screen.queryByText("Seller's mobile")).not.toBeInTheDocument();
      expect(screen.queryByText('+49 151 0000000')).not.toBeInTheDocument();
      server.events.removeAllListeners('response:mocked');
    },
  );

  it('shows the seller card: photo, name, Verified, rating, member since and Ask the seller', async () => {
    server.use(handle(api.getSeller, () => HttpResponse.json(aSellerProfile({ img: 'https://img.test/sam.png' }))));
    serveProduct(aProductDetail({ verified: true, sellerRating: { average: 4.6, count: 12 } }));
    renderProduct();

    const card = await screen.findByRole('region', { name: 'Sam Seller' });
    expect(within(card).getByRole('link', { name: 'Sam Seller' })).toHaveAttribute('href', '/seller/seller-1');
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5 from 12 reviews' })).toBeInTheDocument();
    expect(await within(card).findByText('Member since March 2024')).toBeInTheDocument();
    expect(card.querySelector('img')?.getAttribute('src')).toContain('img.test/sam.png');
    expect(within(card).getByRole('button', { name: 'Ask the seller' })).toBeInTheDocument();
  });

  it("shows the seller's initials to a visitor, and asks for no profile", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    serveProduct(withoutMobile(aProductDetail()));
    renderProduct(null);

    const card = await screen.findByRole('region', { name: 'Sam Seller' });
    expect(within(card).getByText('SS')).toBeInTheDocument();
    expect(within(card).queryByText(/Member since/)).not.toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
    // Nothing a visitor may not ask for: neither the seller's profile nor any bookings.
    expect(asked).toEqual(['/product/prod-1']);
    server.events.removeAllListeners('request:start');
  });

  it.each([
    ['Book', 'Book PlayStation 5 Disc Edition'],
    ['Report', 'Report PlayStation 5 Disc Edition'],
    ['Ask the seller', 'Ask the seller'],
    ['Make an offer', 'Make an offer'],
  ])('sends a visitor who presses %s to sign in first, opening nothing', async (_, name) => {
    serveProduct(withoutMobile(aProductDetail()));
    const { user, router } = renderProduct(null);

    await user.click(await screen.findByRole('button', { name }));

    expect(await screen.findByRole('heading', { name: 'The login page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/product/prod-1', search: '', hash: '' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('books in a dialog of text and two fields, then goes straight to the payment of that booking', async () => {
    let sent: BookingPayload | undefined;
    serveProduct();
    server.use(
      handle(api.bookProduct, async ({ request }) => {
        sent = (await request.json()) as BookingPayload;
        return HttpResponse.json({ acknowledged: true, insertedId: 'booking-7' }, { status: 201 });
      }),
    );
    const { user, router } = renderProduct();

    await user.click(await screen.findByRole('button', { name: 'Book PlayStation 5 Disc Edition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book PlayStation 5 Disc Edition' });
    // Name, e-mail, product and price are text to read, not inputs to skip.
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((field) => field.getAttribute('name')),
    ).toEqual(['mobile', 'location']);
    for (const [term, value] of [
      ['Name', 'buyer'],
      ['Email', 'buyer@replay.test'],
      ['Product name', 'PlayStation 5 Disc Edition'],
      ['Price', '$380.00'],
    ] as const) {
      expect(within(dialog).getByText(term).tagName).toBe('DT');
      expect(within(dialog).getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Mobile number'), '+49 151 2345678');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Alexanderplatz');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));

    expect(await screen.findByRole('heading', { name: 'The payment page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/payment/booking-7');
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(sent).toEqual(expect.objectContaining({ productId: 'prod-1', mobile: '+49 151 2345678' }));
  });

  it("stays on the page with the server's message when booking fails", async () => {
    serveProduct();
    server.use(
      handle(api.bookProduct, () => HttpResponse.json({ message: 'This product is already booked' }, { status: 409 })),
    );
    const { user, router } = renderProduct();

    await user.click(await screen.findByRole('button', { name: 'Book PlayStation 5 Disc Edition' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Mobile number'), '0151 2345678');
    await user.type(within(dialog).getByLabelText('Meeting location'), 'Main station');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));

    expect(await screen.findByText('This product is already booked')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/prod-1');
  });

  it('shows "You booked this — Pay now" instead of Book to the buyer who booked it and has not paid', async () => {
    serveProduct();
    serveBookings([aBooking({ _id: 'other', productId: 'prod-2' }), aBooking()]);
    renderProduct();

    const pay = await screen.findByRole('link', { name: 'You booked this — Pay now' });
    expect(pay).toHaveAttribute('href', '/dashboard/payment/booking-1');
    expect(screen.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
  });

  it.each([
    ['a cancelled booking', aBooking({ cancelled: true })],
    ['a booking of a product sold to another buyer', aBooking({ status: false })],
  ])('offers Book again after %s', async (_, booking) => {
    serveProduct();
    serveBookings([booking]);
    renderProduct();

    expect(await screen.findByRole('button', { name: 'Book PlayStation 5 Disc Edition' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it('shows "You bought this" with a link to My Orders once the buyer paid', async () => {
    serveProduct(aProductDetail({ state: 'sold', status: false }));
    serveBookings([aBooking({ paid: true, status: false })]);
    renderProduct();

    expect(await screen.findByText('You bought this')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it("asks a seller for no bookings (only a buyer's are theirs to read)", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    serveProduct();
    renderProduct('seller');

    expect(await screen.findByText('Only buyers can book products.')).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('/sellers/seller-1'));
    expect(asked).not.toContain('/booking');
    server.events.removeAllListeners('request:start');
  });

  it.each(UNAVAILABLE)(
    'reads %s listings as such, offers no Book and keeps search engines away',
    async (state, label) => {
      serveUnavailable(state);
      renderProduct();

      const heading = await screen.findByRole('heading', { name: `PlayStation 5 Disc Edition ${label}` });
      expect(within(heading).getByText(label)).toBeInTheDocument();
      expect(screen.getByText(label, { selector: 'dd' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Book|is sold/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Report PlayStation 5 Disc Edition' })).toBeInTheDocument();
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    },
  );

  it('lets search engines index an available listing', async () => {
    serveProduct();
    renderProduct();

    expect(await screen.findByRole('button', { name: 'Book PlayStation 5 Disc Edition' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows every photo, sized, with a thumbnail to show each', async () => {
    const images = ['http://api.test/images/a.jpg', 'http://api.test/images/b.jpg', 'https://img.test/c.jpg'];
    serveProduct(aProductDetail({ images, imageUrl: images[0] }));
    const { user } = renderProduct();

    const photos = await screen.findByRole('region', { name: 'Photos of PlayStation 5 Disc Edition' });
    const slides = within(photos).getAllByRole('img');
    expect(slides.map((img) => img.getAttribute('alt'))).toEqual([
      'PlayStation 5 Disc Edition, photo 1 of 3',
      'PlayStation 5 Disc Edition, photo 2 of 3',
      'PlayStation 5 Disc Edition, photo 3 of 3',
    ]);
    expect(slides[0]).toHaveAttribute('srcset', expect.stringContaining('/images/a.jpg?w=640 640w'));
    expect(slides[1]).toHaveAttribute('loading', 'lazy');
    const thumbs = screen.getAllByRole('button', { name: /^Show photo/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await user.click(thumbs[2]!);
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-current', 'false');
  });

  it('shows "Was" with the lowest price of the last 30 days when the price is below it', async () => {
    const day = 24 * 3_600_000;
    const priceHistory = [
      { price: 450, changedAt: new Date(Date.now() - 60 * day).toISOString() },
      { price: 420, changedAt: new Date(Date.now() - 10 * day).toISOString() },
      { price: 380, changedAt: new Date(Date.now() - day).toISOString() },
    ];
    serveProduct(aProductDetail({ priceHistory }));
    renderProduct();

    expect(await screen.findByText('Was $420.00')).toBeInTheDocument();
  });

  it('shows no "Was" for a price that never dropped', async () => {
    serveProduct();
    renderProduct();

    expect(await screen.findByText('$380.00')).toBeInTheDocument();
    expect(screen.queryByText(/^Was/)).not.toBeInTheDocument();
  });

  it('lets a buyer ask the seller: the conversation opens; not on a sold product, nor for a seller', async () => {
    const opened: unknown[] = [];
    serveProduct();
    server.use(
      handle(api.startConversation, async ({ request }) => {
        opened.push(await request.json());
        return HttpResponse.json({ _id: 'c1' }, { status: 201 });
      }),
    );
    const { user, unmount } = renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Ask the seller' }));
    expect(await screen.findByRole('heading', { name: 'The conversation' })).toBeInTheDocument();
    expect(opened).toEqual([{ productId: 'prod-1' }]);
    unmount();

    renderProduct('seller');
    expect(await screen.findByRole('heading', { name: 'PlayStation 5 Disc Edition' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).not.toBeInTheDocument();
  });

  it.each(UNAVAILABLE)('offers no Ask the seller on a %s product', async (state, label) => {
    serveUnavailable(state);
    renderProduct();
    expect(await screen.findByRole('heading', { name: `PlayStation 5 Disc Edition ${label}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).not.toBeInTheDocument();
  });

  it("shows the server's message for an unknown product", async () => {
    server.use(handle(api.getProduct, () => HttpResponse.json({ message: 'Product not found' }, { status: 404 })));
    renderProduct();

    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });
});
