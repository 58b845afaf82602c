import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, type Badges } from '@replay/contract';
import type { OwnedRoute } from '@replay/platform';
import { handle, server } from '@replay/testing';
import { renderApp, SITE_ROUTES } from '../../testing/render-app';

/** Pages the counts lead to, as the storefront's, seller's and admin's manifests declare them. */
const COUNTED_PAGES: OwnedRoute[] = [
  {
    remote: 'storefront',
    id: 'messages',
    path: '/dashboard/messages',
    title: 'Messages',
    access: ['buyer', 'seller'],
    layout: 'dashboard',
    drawer: { label: 'Messages', order: 50, badge: 'messages' },
  },
  {
    remote: 'seller',
    id: 'myBookings',
    path: '/dashboard/mybookings',
    title: 'My Bookings',
    access: ['seller'],
    layout: 'dashboard',
    drawer: { label: 'My Bookings', order: 40 },
  },
  {
    remote: 'admin',
    id: 'moderation',
    path: '/dashboard/moderation',
    title: 'Moderation',
    access: ['admin'],
    layout: 'dashboard',
    drawer: { label: 'Moderation', order: 74 },
  },
];

/** The dashboard home, once its lazily loaded layout and page are on screen. */
async function openHome(email: string, badges: Badges) {
  const rendered = renderApp('/dashboard', { signedIn: email, routes: [...SITE_ROUTES, ...COUNTED_PAGES] });
  server.use(handle(api.getBadges, () => HttpResponse.json(badges)));
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Dashboard' }, { timeout: 5000 });
  return rendered;
}

const main = () => within(screen.getByRole('main'));

describe('/dashboard', () => {
  it('keeps "Welcome to Dashboard" and greets the buyer by name, with their kind of account', async () => {
    await openHome('buyer@replay.test', { messages: 0, notifications: 0, ordersToPay: 0 });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Dashboard' })).toBeInTheDocument();
    expect(main().getByText('Hello, buyer')).toBeInTheDocument();
    expect(await main().findByText('Buyer account')).toBeInTheDocument();
  });

  it("shows the buyer's unread messages and orders to pay, each a link to its page, and their pages as shortcuts", async () => {
    await openHome('buyer@replay.test', { messages: 3, notifications: 1, ordersToPay: 2 });

    const counts = within(await screen.findByRole('region', { name: 'Waiting for you' }));
    expect(await counts.findByRole('link', { name: '3 Unread messages' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
    expect(counts.getByRole('link', { name: '2 Orders to pay' })).toHaveAttribute('href', '/dashboard/myorders');
    expect(counts.getAllByRole('link')).toHaveLength(2);

    const shortcuts = within(screen.getByRole('navigation', { name: 'Your pages' }));
    expect(shortcuts.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Orders', '/dashboard/myorders'],
      ['Messages', '/dashboard/messages'],
    ]);
  });

  it("shows the seller's bookings to answer, not a buyer's count the server does not send", async () => {
    await openHome('seller@replay.test', { messages: 0, notifications: 0, bookingsToAnswer: 4 });

    expect(await main().findByText('Seller account')).toBeInTheDocument();
    const counts = within(await screen.findByRole('region', { name: 'Waiting for you' }));
    expect(await counts.findByRole('link', { name: '4 Bookings to answer' })).toHaveAttribute(
      'href',
      '/dashboard/mybookings',
    );
    expect(counts.getByRole('link', { name: '0 Unread messages' })).toBeInTheDocument();
    expect(counts.queryByText(/Orders to pay/)).not.toBeInTheDocument();
    const shortcuts = within(screen.getByRole('navigation', { name: 'Your pages' }));
    expect(shortcuts.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Add Product',
      'My Products',
      'My Bookings',
      'Messages',
    ]);
  });

  it("shows the admin's open cases, and not the messages of a page admins do not have", async () => {
    await openHome('admin@replay.test', { messages: 0, notifications: 0, openCases: 7 });

    expect(await main().findByText('Admin account')).toBeInTheDocument();
    const counts = within(await screen.findByRole('region', { name: 'Waiting for you' }));
    expect(await counts.findByRole('link', { name: '7 Open moderation cases' })).toHaveAttribute(
      'href',
      '/dashboard/moderation',
    );
    expect(counts.queryByText(/Unread messages/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Your pages' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All Sellers', 'All Buyers', 'Reported Items', 'Moderation']);
  });
});
